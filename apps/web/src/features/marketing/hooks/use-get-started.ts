import { useCallback } from 'react';
import { useAuthModalStore } from '../../../stores/auth-modal-store';
import { useAuthStore } from '../../../stores/auth-store';

/**
 * 'Get Started Free': a signed-in user scrolls to the upload section, a visitor gets the
 * sign-up modal (SPEC.md 1).
 */
export function useGetStarted(): () => void {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const openAuthModal = useAuthModalStore((s) => s.open);
  return useCallback(() => {
    if (isAuthenticated) {
      document
        .getElementById('upload-section')
        ?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    } else {
      openAuthModal('signup');
    }
  }, [isAuthenticated, openAuthModal]);
}
