import type { FastifyInstance } from 'fastify';
import { webhookEndpoint } from '@resumerank/contract/payments';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';

/**
 * POST /payments/webhook in its own encapsulated plugin: here every body is kept as raw bytes,
 * because the provider's signature is computed over exactly those bytes.
 */
export async function webhookRoute(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 1024 * 1024 }, (_req, body, done) =>
    done(null, body),
  );
  registerRoutes(app, [
    defineRoute(webhookEndpoint, async ({ request }) => {
      const signature = request.headers['stripe-signature'];
      return app.payments.handleWebhook(
        Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      );
    }),
  ]);
}
