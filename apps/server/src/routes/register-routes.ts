import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Endpoint } from '@resumerank/contract/endpoint';
import { AppError } from '../errors/app-error';
import { validate } from '../lib/validate';
import type { RouteDefinition } from './define-route';

/** The status a handler's plain return value is sent with: the endpoint's first success code. */
function successStatus(endpoint: Endpoint): number {
  return Number(Object.keys(endpoint.responses)[0] ?? 200);
}

/**
 * Registers routes on a (prefixed) Fastify instance. Endpoints marked `auth` need a valid
 * bearer token (request.user is then set). Inputs are validated with the contract;
 * in tests every JSON answer is also checked against the contract, so drift fails loudly.
 */
export function registerRoutes(app: FastifyInstance, routes: RouteDefinition[]): void {
  const checkAnswers = app.config.nodeEnv === 'test';
  for (const { endpoint, handler, options } of routes) {
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      ...(endpoint.auth ? { preHandler: app.requireUser } : {}),
      ...(options?.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
      handler: async (request, reply) => {
        const params = endpoint.params
          ? validate(endpoint.params, request.params, 'path')
          : undefined;
        const query = endpoint.query ? validate(endpoint.query, request.query, 'query') : undefined;
        const body =
          endpoint.body && endpoint.bodyEncoding !== 'multipart'
            ? validate(endpoint.body, request.body, 'body')
            : undefined;
        const result = await handler({ params, query, body, request, reply } as never);
        if (reply.sent || result === reply) return reply;
        const status = reply.statusCode !== 200 ? reply.statusCode : successStatus(endpoint);
        const spec = endpoint.responses[status];
        if (checkAnswers && spec instanceof z.ZodType) {
          const checked = spec.safeParse(result);
          if (!checked.success) {
            throw new AppError('SERVER_ERROR', `Answer of ${endpoint.id} breaks the contract`, {
              cause: checked.error,
            });
          }
        }
        return reply.status(status).send(result);
      },
    });
  }
}
