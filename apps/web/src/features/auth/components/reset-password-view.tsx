import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { navigate } from '../../../lib/navigate';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAuthModalStore } from '../../../stores/auth-modal-store';
import { useResetPassword } from '../api/reset-password';
import { useVerifyResetToken } from '../api/verify-reset-token';
import type { ResetPasswordForm } from '../lib/auth-schemas';
import { resetSubmitOutcome } from '../lib/reset-errors';
import { ResetPasswordFormView } from './reset-password-form';

const REDIRECT_MS = 3_000;

function Card({ children }: { children: React.ReactNode }) {
  return (
    <main className="grid min-h-screen place-items-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        {children}
      </div>
    </main>
  );
}

/** The reset page's four views: validating, invalid, form, success (SPEC.md 2 and 4). */
export function ResetPasswordView({ token }: { token: string | undefined }) {
  const openAuthModal = useAuthModalStore((s) => s.open);
  const verify = useVerifyResetToken(token);
  const reset = useResetPassword();
  const [invalidReason, setInvalidReason] = useState<string | null>(null);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (!succeeded) return;
    const timer = window.setTimeout(() => navigate('/', { replace: true }), REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [succeeded]);

  const home = () => navigate('/', { replace: true });

  if (succeeded) {
    return (
      <Card>
        <div className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-emerald-100 text-2xl text-emerald-700"
          >
            ✓
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Password Reset Successful!</h1>
          <p className="mt-2 text-slate-600">You can now log in with your new password.</p>
          <Button className="mt-6 w-full" onClick={home}>
            Go to Home Page
          </Button>
          <p className="mt-3 text-sm text-slate-500">
            You will be redirected to the home page automatically in 3 seconds.
          </p>
        </div>
      </Card>
    );
  }

  const reason =
    invalidReason ??
    (!token
      ? 'Invalid reset link. Please request a new password reset.'
      : verify.isError
        ? 'Unable to validate reset token. Please try again.'
        : verify.data && !verify.data.valid
          ? 'Invalid or expired reset token.'
          : null);

  if (reason) {
    return (
      <Card>
        <div className="text-center">
          <span
            aria-hidden="true"
            className="mx-auto grid h-12 w-12 place-items-center rounded-full bg-amber-100 text-2xl text-amber-700"
          >
            ⚠
          </span>
          <h1 className="mt-4 text-2xl font-bold text-slate-900">Invalid Reset Link</h1>
          <p className="mt-2 text-slate-600">{reason}</p>
          <div className="mt-6 flex flex-col gap-3">
            <Button
              onClick={() => {
                home();
                openAuthModal('login');
              }}
            >
              Request New Password Reset
            </Button>
            <Button variant="secondary" onClick={home}>
              Back to Home
            </Button>
          </div>
        </div>
      </Card>
    );
  }

  if (verify.isPending) {
    return (
      <Card>
        <div className="flex flex-col items-center text-center">
          <Spinner className="h-8 w-8" label="Validating" />
          <h1 className="mt-4 text-xl font-semibold text-slate-900">Validating Reset Link</h1>
          <p className="mt-2 text-slate-600">
            Please wait while we verify your password reset token...
          </p>
        </div>
      </Card>
    );
  }

  const submit = async (values: ResetPasswordForm) => {
    if (values.newPassword !== values.confirmPassword) return notifyError('Passwords do not match');
    if (!token) return notifyError('Invalid reset token');
    try {
      await reset.mutateAsync({ token, newPassword: values.newPassword });
      notifySuccess('Password reset successfully! You can now log in with your new password.');
      setSucceeded(true);
    } catch (error) {
      const outcome = resetSubmitOutcome(error);
      if (outcome.view === 'invalid') setInvalidReason(outcome.message);
      else notifyError(outcome.toast);
    }
  };

  return (
    <Card>
      <h1 className="text-2xl font-bold text-slate-900">Reset Your Password</h1>
      <p className="mt-2 text-slate-600">
        Enter your new password below to complete the reset process.
      </p>
      <div className="mt-6">
        <ResetPasswordFormView busy={reset.isPending} onSubmit={(values) => void submit(values)} />
      </div>
    </Card>
  );
}
