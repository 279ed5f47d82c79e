import { z } from 'zod';

const email = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address');

/** The sign-up form of SPEC.md 5. */
export const signupFormSchema = z
  .object({
    fullName: z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .min(2, 'Name must be at least 2 characters'),
    email,
    password: z
      .string()
      .min(1, 'Password is required')
      .min(6, 'Password must be at least 6 characters'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
    acceptTerms: z.boolean().refine((v) => v, 'You must accept the terms and conditions'),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type SignupForm = z.infer<typeof signupFormSchema>;

/** The sign-in form: both fields required. */
export const loginFormSchema = z.object({
  email: z.string().trim().min(1, 'Email is required'),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginFormSchema>;

/** The forgot-password form: a well-formed email. */
export const forgotPasswordFormSchema = z.object({ email });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** The reset form of SPEC.md 5 (only the length rule is enforced; the checklist informs). */
export const resetPasswordFormSchema = z
  .object({
    newPassword: z
      .string()
      .min(1, 'New password is required')
      .min(8, 'Password must be at least 8 characters long'),
    confirmPassword: z.string().min(1, 'Please confirm your new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;
