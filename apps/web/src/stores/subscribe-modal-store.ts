import { create } from 'zustand';
import type { Plan } from '@resumerank/contract/plan-catalog';
import { onLogout } from './auth-store';

interface SubscribeModalState {
  /** The paid plan being subscribed to, or null when the modal is closed. */
  plan: Plan | null;
  open: (plan: Plan) => void;
  close: () => void;
}

/**
 * Which plan the subscribe modal is open for. Pricing and the subscription panel open it; the
 * page renders it, so neither feature imports the other.
 */
export const useSubscribeModalStore = create<SubscribeModalState>()((set) => ({
  plan: null,
  open: (plan) => set({ plan }),
  close: () => set({ plan: null }),
}));

// A modal left open by one session must not greet the next one.
onLogout(() => useSubscribeModalStore.getState().close());
