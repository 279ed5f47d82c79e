import type { FastifyInstance } from 'fastify';
import {
  deleteAccountEndpoint,
  forgotPasswordEndpoint,
  loginEndpoint,
  logoutEndpoint,
  meEndpoint,
  refreshEndpoint,
  resetPasswordEndpoint,
  signupEndpoint,
  verifyResetTokenEndpoint,
} from '@resumerank/contract/auth';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { signUp } from '../../services/auth/sign-up';
import { logIn } from '../../services/auth/log-in';
import { logOut } from '../../services/auth/log-out';
import { issueSession } from '../../services/auth/issue-session';
import { toPublicUser } from '../../services/auth/to-public-user';
import { requestPasswordReset } from '../../services/auth/request-password-reset';
import { verifyResetToken } from '../../services/auth/verify-reset-token';
import { resetPassword } from '../../services/auth/reset-password';
import { deleteAccount } from '../../services/auth/delete-account';

/** Sign-up, sign-in, sessions and password reset (API.md "Accounts"). */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { auth } = app;
  const limit = { rateLimit: { max: app.config.authRateLimitPerMinute, timeWindow: 60_000 } };
  registerRoutes(app, [
    defineRoute(signupEndpoint, async ({ body }) => signUp(auth, body), limit),
    defineRoute(loginEndpoint, async ({ body }) => logIn(auth, body), limit),
    defineRoute(logoutEndpoint, async ({ request }) => logOut(auth, request.tokenClaims!)),
    defineRoute(refreshEndpoint, async ({ request }) => {
      const { access_token, token_type } = await issueSession(auth, request.user!);
      return { access_token, token_type };
    }),
    defineRoute(meEndpoint, async ({ request }) => toPublicUser(request.user!)),
    defineRoute(forgotPasswordEndpoint, async ({ body, request }) =>
      requestPasswordReset(auth, { email: body.email, clientAddress: request.ip }, (error) =>
        request.log.error({ err: error }, 'password reset email failed'),
      ),
    ),
    defineRoute(verifyResetTokenEndpoint, async ({ params }) =>
      verifyResetToken(auth, params.token),
    ),
    defineRoute(resetPasswordEndpoint, async ({ body }) => resetPassword(auth, body)),
    defineRoute(
      deleteAccountEndpoint,
      async ({ body, request }) =>
        deleteAccount(
          auth,
          app.payments,
          { user: request.user!, password: body.password },
          (error) => request.log.error({ err: error }, 'account deletion email failed'),
        ),
      limit,
    ),
  ]);
}
