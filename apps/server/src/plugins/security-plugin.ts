import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Provider callbacks authenticate by signature, never by cookie. */
const XSRF_EXEMPT = new Set(['/api/payments/webhook']);

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Security headers (a CSP under which the app works with no inline script), cookies, and the
 * double-submit anti-forgery check: a readable XSRF-TOKEN cookie that every state-changing
 * request carrying cookies must echo in X-XSRF-TOKEN.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Toast and modal libraries set inline style attributes; scripts stay strict.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          frameSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
        },
      },
      // HSTS only makes sense over TLS; it is added per request below.
      strictTransportSecurity: false,
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
    });

    app.addHook('onRequest', async (request, reply) => {
      if (isHttps(request)) {
        void reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      }
      const cookieToken = request.cookies[XSRF_COOKIE];
      if (!cookieToken) {
        void reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
          path: '/',
          sameSite: 'strict',
          secure: isHttps(request),
          httpOnly: false,
        });
      }
      if (SAFE_METHODS.has(request.method) || XSRF_EXEMPT.has(request.url.split('?')[0] ?? '')) {
        return;
      }
      if (cookieToken) {
        const headerToken = request.headers[XSRF_HEADER];
        if (typeof headerToken !== 'string' || !sameToken(headerToken, cookieToken)) {
          throw new AppError('FORBIDDEN', 'Missing or invalid anti-forgery token.');
        }
      }
    });
  },
  { name: 'security', dependencies: ['config', 'error-handler'] },
);
