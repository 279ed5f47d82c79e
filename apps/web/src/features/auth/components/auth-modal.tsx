import { useState } from 'react';
import { Modal } from '../../../components/ui/modal';
import { useAuthModalStore } from '../../../stores/auth-modal-store';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginFormView } from './login-form';
import { SignupFormView } from './signup-form';

/**
 * The sign-in / sign-up modal (SPEC.md 2): two modes, toggling resets both forms, closing is
 * blocked while a form is submitting, and the forgot-password modal opens from sign-in.
 */
export default function AuthModal() {
  const { mode, open, close } = useAuthModalStore();
  const [busy, setBusy] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);
  // A new key remounts the forms, which resets both whenever the mode changes.
  const [generation, setGeneration] = useState(0);
  const toggle = () => {
    setGeneration((g) => g + 1);
    open(mode === 'signup' ? 'login' : 'signup');
  };

  const isSignup = mode === 'signup';
  return (
    <>
      <Modal
        title={isSignup ? 'Create your account' : 'Sign in to ResumeRank'}
        description={isSignup ? 'Score your resume free in seconds.' : 'Welcome back.'}
        onClose={close}
        closable={!busy}
      >
        {isSignup ? (
          <SignupFormView key={`signup-${generation}`} onDone={close} onBusyChange={setBusy} />
        ) : (
          <LoginFormView
            key={`login-${generation}`}
            onDone={close}
            onBusyChange={setBusy}
            onForgotPassword={() => setForgotOpen(true)}
          />
        )}
        <p className="mt-6 text-center text-sm text-slate-600">
          {isSignup ? 'Already have an account?' : "Don't have an account?"}{' '}
          <button
            type="button"
            disabled={busy}
            onClick={toggle}
            className="font-semibold text-indigo-700 hover:underline"
          >
            {isSignup ? 'Sign In' : 'Sign Up'}
          </button>
        </p>
      </Modal>
      {forgotOpen ? <ForgotPasswordModal onClose={() => setForgotOpen(false)} /> : null}
    </>
  );
}
