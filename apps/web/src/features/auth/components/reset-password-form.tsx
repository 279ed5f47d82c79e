import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { TextField } from '../../../components/ui/text-field';
import { notifyError } from '../../../lib/notify';
import { resetPasswordFormSchema, type ResetPasswordForm } from '../lib/auth-schemas';
import { PasswordChecklist } from './password-checklist';

interface ResetPasswordFormProps {
  busy: boolean;
  onSubmit: (values: ResetPasswordForm) => void;
}

/** The new-password form of the reset page. */
export function ResetPasswordFormView({ busy, onSubmit }: ResetPasswordFormProps) {
  const [show, setShow] = useState(false);
  const { register, handleSubmit, control, formState } = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onChange',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors, isValid } = formState;
  const password = useWatch({ control, name: 'newPassword' });
  const onInvalid = (invalid: typeof errors) => {
    if (invalid.confirmPassword?.message === 'Passwords do not match')
      notifyError('Passwords do not match');
  };

  return (
    <form onSubmit={handleSubmit(onSubmit, onInvalid)} noValidate className="space-y-4">
      <TextField
        label="New Password"
        type={show ? 'text' : 'password'}
        autoComplete="new-password"
        error={errors.newPassword?.message}
        trailing={
          <button
            type="button"
            onClick={() => setShow((s) => !s)}
            className="rounded px-2 py-1 text-xs font-semibold text-indigo-700 hover:bg-indigo-50"
            aria-pressed={show}
          >
            {show ? 'Hide' : 'Show'}
          </button>
        }
        {...register('newPassword')}
      />
      <PasswordChecklist password={password} />
      <TextField
        label="Confirm New Password"
        type={show ? 'text' : 'password'}
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { deps: ['newPassword'] })}
      />
      <Button type="submit" className="w-full" disabled={busy || !isValid}>
        {busy ? 'Resetting Password...' : 'Reset Password'}
      </Button>
      <p className="text-center">
        <Link to="/" replace className="text-sm font-medium text-indigo-700 hover:underline">
          ← Back to Home
        </Link>
      </p>
    </form>
  );
}
