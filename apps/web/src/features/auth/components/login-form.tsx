import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useLogin } from '../api/login';
import { loginErrorMessage } from '../lib/auth-messages';
import { loginFormSchema, type LoginForm } from '../lib/auth-schemas';

interface LoginFormProps {
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
  onForgotPassword: () => void;
}

/** The sign-in form: email and password, and the way to a forgotten password. */
export function LoginFormView({ onDone, onBusyChange, onForgotPassword }: LoginFormProps) {
  const login = useLogin();
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  });
  const { errors, isValid, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    onBusyChange(true);
    try {
      const answer = await login.mutateAsync(values);
      notifySuccess(`Welcome back, ${answer.user.full_name.trim().split(/\s+/)[0] || 'User'}!`);
      onDone();
    } catch (error) {
      notifyError(loginErrorMessage(error));
    } finally {
      onBusyChange(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="flex justify-end">
        <button
          type="button"
          onClick={onForgotPassword}
          className="text-sm font-medium text-indigo-700 hover:underline"
        >
          Forgot password?
        </button>
      </div>
      <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
