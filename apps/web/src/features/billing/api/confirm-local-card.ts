import { apiClient } from '../../../lib/api-client';

export interface CardDetails {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/**
 * POST /payments/local/confirm-setup: the built-in processor's counterpart of Stripe.js'
 * confirmCardSetup. Answers the saved card's payment method id; a declined card is a 402.
 */
export async function confirmLocalCard(clientSecret: string, card: CardDetails): Promise<string> {
  const res = await apiClient.post<{ payment_method_id: string }>('/payments/local/confirm-setup', {
    client_secret: clientSecret,
    card,
  });
  return res.data.payment_method_id;
}
