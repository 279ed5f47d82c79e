import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { User } from '@resumerank/contract/auth';
import { AUTH_STORAGE_KEY } from '../config/constants';

export interface AuthState {
  user: User | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  /** Signs in with a user and a token. */
  setAuth: (user: User, token: string) => void;
  /** Sets the user and marks the session authenticated. */
  setUser: (user: User) => void;
  /** Replaces the token only (after a refresh). */
  setToken: (token: string) => void;
  /** Clears the session and everything tied to it (upload, generator, selected file). */
  logout: () => void;
  /** The start-up rule of SPEC.md 4. */
  initialize: () => void;
}

type Reset = () => void;
const logoutResets = new Set<Reset>();

/**
 * Lets a feature clear its own state on logout (the upload, the generator, the selected file)
 * without this store knowing the feature. Returns the unregister function.
 */
export function onLogout(reset: Reset): () => void {
  logoutResets.add(reset);
  return () => logoutResets.delete(reset);
}

const signedOut = { user: null, token: null, isAuthenticated: false };

/** The auth session, persisted under `auth-storage` (only user, token and isAuthenticated). */
export const useAuthStore = create<AuthState>()(
  persist(
    (set, get) => ({
      ...signedOut,
      isLoading: true,
      setAuth: (user, token) => set({ user, token, isAuthenticated: true }),
      setUser: (user) => set({ user, isAuthenticated: true }),
      setToken: (token) => set({ token }),
      logout: () => {
        set(signedOut);
        for (const reset of logoutResets) {
          try {
            reset();
          } catch (error) {
            console.error('logout reset failed', error);
          }
        }
      },
      initialize: () => {
        set({ isLoading: true });
        try {
          const { token, user } = get();
          if (token && user) set({ isAuthenticated: true });
          else set(signedOut);
        } catch {
          set(signedOut);
        } finally {
          set({ isLoading: false });
        }
      },
    }),
    {
      name: AUTH_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, token, isAuthenticated }) => ({ user, token, isAuthenticated }),
    },
  ),
);
