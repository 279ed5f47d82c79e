import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { TextField } from '../../../components/ui/text-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useForgotPassword } from '../api/forgot-password';
import { forgotPasswordErrorMessage } from '../lib/auth-messages';
import { forgotPasswordFormSchema, type ForgotPasswordForm } from '../lib/auth-schemas';

/** Asks for an emailed reset link (opened from the sign-in form). */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const forgot = useForgotPassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordForm>({
    resolver: zodResolver(forgotPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { email: '' },
  });
  const { errors, isValid, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    try {
      await forgot.mutateAsync(email);
      notifySuccess('Check your email for a link to reset your password.');
      setSentTo(email);
    } catch (error) {
      notifyError(forgotPasswordErrorMessage(error));
    }
  });

  return (
    <Modal title="Reset your password" onClose={onClose} closable={!isSubmitting}>
      {sentTo ? (
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            If an account exists for <strong>{sentTo}</strong>, we have sent it a link to reset the
            password. The link works for 1 hour.
          </p>
          <Button className="w-full" onClick={onClose}>
            Back to sign in
          </Button>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-600">
            Enter your account's email and we will send you a reset link.
          </p>
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email')}
          />
          <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
            {isSubmitting ? 'Sending...' : 'Send Reset Link'}
          </Button>
        </form>
      )}
    </Modal>
  );
}
