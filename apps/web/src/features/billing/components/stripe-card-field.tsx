import { useImperativeHandle, useState, type Ref } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { CardDeclinedError, type CardConfirmer } from '../hooks/card-confirmer';

interface StripeCardFieldProps {
  clientSecret: string;
  publishableKey: string | null;
  disabled?: boolean;
  ref?: Ref<CardConfirmer>;
}

// One Stripe.js per key for the page's lifetime: loading it again would add a second script.
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string): Promise<Stripe | null> {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    // Stripe.js (and its script from js.stripe.com) loads only when the server uses Stripe.
    stripe = import('@stripe/stripe-js').then(({ loadStripe }) => loadStripe(publishableKey));
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

function StripeCard({
  clientSecret,
  disabled = false,
  ref,
}: Omit<StripeCardFieldProps, 'publishableKey'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [ready, setReady] = useState(false);

  useImperativeHandle(
    ref,
    () => ({
      confirmSetup: async () => {
        const card = elements?.getElement(CardElement);
        if (!stripe || !card) throw new CardDeclinedError('The card form is still loading.');
        const { setupIntent, error } = await stripe.confirmCardSetup(clientSecret, {
          payment_method: { card },
        });
        if (error) throw new CardDeclinedError(error.message ?? 'Your card could not be saved.');
        const method = setupIntent.payment_method;
        if (!method) throw new CardDeclinedError('Your card could not be saved.');
        return typeof method === 'string' ? method : method.id;
      },
      confirmPayment: async (paymentSecret) => {
        if (!stripe) throw new CardDeclinedError('The card form is still loading.');
        const { error } = await stripe.confirmCardPayment(paymentSecret);
        if (error) throw new CardDeclinedError(error.message ?? 'Your payment was not confirmed.');
      },
    }),
    [stripe, elements, clientSecret],
  );

  return (
    <div>
      <p className="block text-sm font-medium text-slate-800">Card details</p>
      <div className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-3 shadow-sm">
        <CardElement
          onReady={() => setReady(true)}
          options={{
            disabled,
            style: {
              base: { fontSize: '16px', color: '#0f172a', '::placeholder': { color: '#94a3b8' } },
            },
          }}
        />
      </div>
      {ready ? null : <p className="mt-1 text-sm text-slate-500">Loading the secure card field…</p>}
    </div>
  );
}

/** Stripe Elements' card field, for when the server's payment provider is Stripe. */
export default function StripeCardField({ publishableKey, ...props }: StripeCardFieldProps) {
  if (!publishableKey)
    return <p role="alert">Card payments are not configured. Please contact support.</p>;
  return (
    <Elements stripe={stripeFor(publishableKey)}>
      <StripeCard {...props} />
    </Elements>
  );
}
