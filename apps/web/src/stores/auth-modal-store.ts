import { create } from 'zustand';

export type AuthMode = 'signup' | 'login';

interface AuthModalState {
  isOpen: boolean;
  mode: AuthMode;
  /** Opens the sign-in / sign-up modal (signup is the default mode, SPEC.md 2). */
  open: (mode?: AuthMode) => void;
  close: () => void;
}

/** Whether the auth modal is open and in which mode; any part of the page may ask for it. */
export const useAuthModalStore = create<AuthModalState>()((set) => ({
  isOpen: false,
  mode: 'signup',
  open: (mode = 'signup') => set({ isOpen: true, mode }),
  close: () => set({ isOpen: false }),
}));
