import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useSignup } from '../api/signup';
import { signupErrorMessage } from '../lib/auth-messages';
import { signupFormSchema, type SignupForm } from '../lib/auth-schemas';
import { TermsModal } from './terms-modal';

interface SignupFormProps {
  onDone: () => void;
  onBusyChange: (busy: boolean) => void;
}

const EMPTY: SignupForm = {
  fullName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The sign-up form: name, email, password twice and the terms; submit only when valid. */
export function SignupFormView({ onDone, onBusyChange }: SignupFormProps) {
  const [showTerms, setShowTerms] = useState(false);
  const signup = useSignup();
  const form = useForm<SignupForm>({
    resolver: zodResolver(signupFormSchema),
    mode: 'onChange',
    defaultValues: EMPTY,
  });
  const { register, handleSubmit, formState, setValue } = form;
  const { errors, isValid, isSubmitting } = formState;

  const submit = handleSubmit(async (values) => {
    onBusyChange(true);
    try {
      await signup.mutateAsync({
        full_name: values.fullName,
        email: values.email,
        password: values.password,
      });
      notifySuccess('Account created! Welcome to ResumeRank.');
      onDone();
    } catch (error) {
      notifyError(signupErrorMessage(error));
    } finally {
      onBusyChange(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.fullName?.message}
        {...register('fullName')}
      />
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
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...register('confirmPassword', { deps: ['password'] })}
      />
      <div className="flex items-start gap-2">
        <input
          id="accept-terms"
          type="checkbox"
          className="mt-1 h-4 w-4 rounded border-slate-300 text-indigo-600"
          {...register('acceptTerms')}
        />
        <label htmlFor="accept-terms" className="text-sm text-slate-700">
          I agree to the{' '}
          <button
            type="button"
            className="font-medium text-indigo-700 underline"
            onClick={() => setShowTerms(true)}
          >
            Terms and Conditions
          </button>
        </label>
      </div>
      <Button type="submit" className="w-full" disabled={!isValid || isSubmitting}>
        {isSubmitting ? 'Creating account...' : 'Create Account'}
      </Button>
      {showTerms ? (
        <TermsModal
          onAccept={() => {
            setValue('acceptTerms', true, { shouldValidate: true });
            setShowTerms(false);
          }}
          onDecline={() => {
            setValue('acceptTerms', false, { shouldValidate: true });
            setShowTerms(false);
          }}
        />
      ) : null}
    </form>
  );
}
