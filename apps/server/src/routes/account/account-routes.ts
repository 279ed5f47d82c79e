import type { FastifyInstance } from 'fastify';
import { exportDataEndpoint } from '@resumerank/contract/account';
import { defineRoute } from '../define-route';
import { registerRoutes } from '../register-routes';
import { attachmentDisposition } from '../generator/attachment-disposition';
import { exportAccountData } from '../../services/account/export-account-data';

/** The signed-in user's own account: "Download my data". */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const ctx = { db: app.db, now: app.now, engine: app.engine };
  registerRoutes(app, [
    defineRoute(exportDataEndpoint, async ({ request, reply }) => {
      const file = await exportAccountData(ctx, request.user!.id);
      return (
        reply
          .type('application/zip')
          // Personal data: no shared cache may keep a copy.
          .header('cache-control', 'no-store')
          .header('content-disposition', attachmentDisposition(file.filename))
          .send(file.bytes)
      );
    }),
  ]);
}
