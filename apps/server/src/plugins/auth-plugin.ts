import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../services/auth/auth-context';
import { authenticateToken } from '../services/auth/authenticate-token';
import { loadSigningKey } from '../services/auth/load-signing-key';
import { createTokenSigner, type AccessTokenClaims } from '../services/auth/token-signer';
import { createMailer } from '../services/mail/mailer';
import { createLimiter } from '../lib/create-limiter';
import type { UserRow } from '../repositories/user-repository';

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthContext;
    /** preHandler for routes that need a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    user: UserRow | null;
    tokenClaims: AccessTokenClaims | null;
  }
}

// Per hour: three reset emails to one address, ten requests from one client address.
const RESETS_PER_EMAIL = 3;
const RESETS_PER_ADDRESS = 10;
const HOUR_MS = 60 * 60_000;

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * Accounts infrastructure: the token signer (key from JWT_SECRET or generated once and kept in
 * the database), the mailer, the reset limiters (shared through Redis when configured), and `requireUser` for protected routes.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const { config } = app;
    const key = await loadSigningKey(app.db, config.jwtSecret);
    app.decorate('auth', {
      db: app.db,
      config,
      now: app.now,
      signer: createTokenSigner(key, config.accessTokenTtlMinutes),
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: path.join(config.dataDir, 'outbox'),
        log: app.log,
      }),
      resetLimiters: {
        perEmail: createLimiter(app.redis, {
          name: 'reset-email',
          limit: RESETS_PER_EMAIL,
          windowMs: HOUR_MS,
        }),
        perAddress: createLimiter(app.redis, {
          name: 'reset-address',
          limit: RESETS_PER_ADDRESS,
          windowMs: HOUR_MS,
        }),
      },
    } satisfies AuthContext);
    app.decorateRequest('user', null);
    app.decorateRequest('tokenClaims', null);
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const { user, claims } = await authenticateToken(app.auth, bearerToken(request));
      request.user = user;
      request.tokenClaims = claims;
    });
  },
  { name: 'auth', dependencies: ['config', 'db', 'redis'] },
);
