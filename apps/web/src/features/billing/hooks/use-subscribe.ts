import { useMutation } from '@tanstack/react-query';
import type { Plan } from '@resumerank/contract/plan-catalog';
import { createSubscription } from '../api/create-subscription';
import type { CardConfirmer } from './card-confirmer';
import { useRefreshBilling } from './use-refresh-billing';

/**
 * Subscribes to a paid plan: save the card against the setup intent, create the subscription
 * with it, and confirm the first payment when the provider asks for that. `onIntentUsed` runs
 * when a later step fails after the card was saved, since a setup intent confirms only once.
 */
export function useSubscribe(plan: Plan, onIntentUsed: () => void) {
  const refresh = useRefreshBilling();
  return useMutation({
    mutationFn: async (card: CardConfirmer) => {
      const paymentMethodId = await card.confirmSetup();
      try {
        const answer = await createSubscription({
          plan_type: plan.plan_type,
          payment_method_id: paymentMethodId,
        });
        if (answer.client_secret) await card.confirmPayment(answer.client_secret);
        return answer;
      } catch (error) {
        onIntentUsed();
        // The card is saved even though the plan did not change: show it.
        void refresh();
        throw error;
      }
    },
    onSuccess: refresh,
  });
}
