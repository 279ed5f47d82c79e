import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { emailField, messageAnswer, timestamp } from './common';

const TAG = 'Accounts';

/** A user as the API shows it. */
export const user = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string(),
  created_at: timestamp,
});
export type User = z.infer<typeof user>;

export const signupRequest = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(6, 'Password must be at least 6 characters')
    .max(200, 'Password must be at most 200 characters'),
  full_name: z
    .string({ error: 'Full name is required' })
    .trim()
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
});
export type SignupRequest = z.infer<typeof signupRequest>;

/** The login form: `username` is the email (form-encoded, as OAuth2 password forms are). */
export const loginRequest = z.object({
  username: z.string({ error: 'Email is required' }).trim().min(1, 'Email is required').max(254),
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const sessionAnswer = z.object({
  user,
  access_token: z.string(),
  token_type: z.literal('bearer'),
});
export type SessionAnswer = z.infer<typeof sessionAnswer>;

export const refreshAnswer = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
});

export const forgotPasswordRequest = z.object({ email: emailField });

export const verifyResetTokenAnswer = z.object({ valid: z.boolean(), message: z.string() });
export type VerifyResetTokenAnswer = z.infer<typeof verifyResetTokenAnswer>;

export const resetPasswordRequest = z.object({
  token: z.string({ error: 'Invalid reset token' }).min(1, 'Invalid reset token').max(200),
  new_password: z
    .string({ error: 'New password is required' })
    .min(8, 'Password must be at least 8 characters long')
    .max(200, 'Password must be at most 200 characters'),
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

/** Deleting the account: the password again, so a session left open cannot do it alone. */
export const deleteAccountRequest = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(200),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;

export const signupEndpoint = defineEndpoint({
  id: 'auth.signup',
  method: 'POST',
  path: '/auth/signup',
  summary: 'Create an account',
  tag: TAG,
  auth: false,
  body: signupRequest,
  bodyEncoding: 'json',
  responses: { 201: sessionAnswer },
  errors: [403, 409, 422, 429],
});

export const loginEndpoint = defineEndpoint({
  id: 'auth.login',
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password',
  tag: TAG,
  auth: false,
  body: loginRequest,
  bodyEncoding: 'form',
  responses: { 200: sessionAnswer },
  errors: [401, 403, 422, 429],
});

export const logoutEndpoint = defineEndpoint({
  id: 'auth.logout',
  method: 'POST',
  path: '/auth/logout',
  summary: 'Sign out (the token is revoked)',
  tag: TAG,
  auth: true,
  responses: { 200: messageAnswer },
  errors: [401],
});

export const refreshEndpoint = defineEndpoint({
  id: 'auth.refresh',
  method: 'POST',
  path: '/auth/refresh',
  summary: 'Exchange a valid token for a fresh one',
  tag: TAG,
  auth: true,
  responses: { 200: refreshAnswer },
  errors: [401],
});

export const meEndpoint = defineEndpoint({
  id: 'auth.me',
  method: 'GET',
  path: '/auth/me',
  summary: 'The signed-in user',
  tag: TAG,
  auth: true,
  responses: { 200: user },
  errors: [401],
});

export const forgotPasswordEndpoint = defineEndpoint({
  id: 'auth.forgotPassword',
  method: 'POST',
  path: '/auth/forgot-password',
  summary: 'Email a password reset link (same answer whether or not the account exists)',
  tag: TAG,
  auth: false,
  body: forgotPasswordRequest,
  bodyEncoding: 'json',
  responses: { 200: messageAnswer },
  errors: [403, 422, 429],
});

export const verifyResetTokenEndpoint = defineEndpoint({
  id: 'auth.verifyResetToken',
  method: 'GET',
  path: '/auth/verify-reset-token/:token',
  summary: 'Whether a password reset link still works',
  tag: TAG,
  auth: false,
  params: z.object({ token: z.string().max(500) }),
  responses: { 200: verifyResetTokenAnswer },
});

export const resetPasswordEndpoint = defineEndpoint({
  id: 'auth.resetPassword',
  method: 'POST',
  path: '/auth/reset-password',
  summary: 'Set a new password with a reset token',
  tag: TAG,
  auth: false,
  body: resetPasswordRequest,
  bodyEncoding: 'json',
  responses: { 200: messageAnswer },
  errors: [400, 422],
});

/**
 * Deletes the signed-in account for good: any paid plan ends now with no further charge,
 * resumes, files, scores, cards, sessions and reset links are erased, every token is refused
 * at once, and the email may sign up again. Charges stay for accounting, without the person.
 * A wrong password is a 403 (not 401: a 401 means the session itself is over).
 */
export const deleteAccountEndpoint = defineEndpoint({
  id: 'auth.deleteAccount',
  method: 'POST',
  path: '/auth/delete-account',
  summary: 'Delete the account and everything of the person (asks for the password again)',
  tag: TAG,
  auth: true,
  body: deleteAccountRequest,
  bodyEncoding: 'json',
  responses: { 200: messageAnswer },
  errors: [401, 403, 422, 429, 503],
});

/** Every endpoint of this feature. */
export const authEndpoints = [
  signupEndpoint,
  loginEndpoint,
  logoutEndpoint,
  refreshEndpoint,
  meEndpoint,
  forgotPasswordEndpoint,
  verifyResetTokenEndpoint,
  resetPasswordEndpoint,
  deleteAccountEndpoint,
];
