import { useCallback } from 'react';
import type { Plan, PlanType } from '@resumerank/contract/plan-catalog';
import { notifyError } from '../../../lib/notify';
import { useAuthModalStore } from '../../../stores/auth-modal-store';
import { useAuthStore } from '../../../stores/auth-store';
import { useSubscribeModalStore } from '../../../stores/subscribe-modal-store';

/**
 * What choosing a plan card does: a visitor is asked to sign in; a Free user picking a paid plan
 * gets the subscribe modal; a paid user is taken to the subscription panel, where changes are
 * explained and confirmed.
 */
export function useChoosePlan(currentPlan: PlanType | null): (plan: Plan) => void {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const openAuthModal = useAuthModalStore((s) => s.open);
  const openSubscribe = useSubscribeModalStore((s) => s.open);
  return useCallback(
    (plan: Plan) => {
      if (!isAuthenticated) {
        if (plan.price === 0) return openAuthModal('signup');
        notifyError('Please sign in to subscribe to a plan');
        return openAuthModal('login');
      }
      if (plan.plan_type === currentPlan) return;
      // While the plan is still unknown a paid choice opens the modal: the server refuses a
      // second subscription (active_subscription_exists) and the modal says where to go.
      if (plan.price > 0 && (currentPlan === null || currentPlan === 'FREE'))
        return openSubscribe(plan);
      document
        .getElementById('subscription')
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    },
    [isAuthenticated, currentPlan, openAuthModal, openSubscribe],
  );
}
