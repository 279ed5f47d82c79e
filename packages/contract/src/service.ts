import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { paymentProvider } from './payments';

const TAG = 'Service';

export const healthAnswer = z.object({
  status: z.enum(['ok', 'error']),
  database: z.enum(['ok', 'unreachable']),
  /**
   * Only with REDIS_URL set. 'unavailable' leaves status 'ok': the server keeps serving, with
   * its rate limits per process until Redis answers again.
   */
  redis: z.enum(['ok', 'unavailable']).optional(),
  version: z.string(),
});

/** Whether the server should get traffic: its database answers and its engine is loaded. */
export const readyAnswer = z.object({
  status: z.enum(['ready', 'starting', 'error']),
  database: z.enum(['ok', 'unreachable']),
  engine: z.enum(['ready', 'starting']),
  version: z.string(),
});

/** Public runtime settings the web client follows. */
export const publicConfig = z.object({
  app_name: z.string(),
  access_gate: z.object({ enabled: z.boolean(), marker: z.string() }),
  payments: z.object({ provider: paymentProvider, publishable_key: z.string().nullable() }),
  ai: z.object({ llm_enabled: z.boolean() }),
  /** Days an uploaded file is kept before it is erased (its score stays); 0 keeps it forever. */
  resume_file_retention_days: z.number().int().min(0),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const healthEndpoint = defineEndpoint({
  id: 'service.health',
  method: 'GET',
  path: '/health',
  summary: 'Whether the server and its database work',
  tag: TAG,
  auth: false,
  responses: { 200: healthAnswer, 503: healthAnswer },
});

/**
 * For a load balancer: 503 until the engine workers have loaded the readers, dictionary and
 * models, so the first person's upload after a start is as fast as the tenth.
 */
export const readyEndpoint = defineEndpoint({
  id: 'service.ready',
  method: 'GET',
  path: '/health/ready',
  summary: 'Whether the server is ready for traffic (database answers, engine loaded)',
  tag: TAG,
  auth: false,
  responses: { 200: readyAnswer, 503: readyAnswer },
});

export const configEndpoint = defineEndpoint({
  id: 'service.config',
  method: 'GET',
  path: '/config',
  summary: 'Public runtime settings for the client',
  tag: TAG,
  auth: false,
  responses: { 200: publicConfig },
});

export const docsEndpoint = defineEndpoint({
  id: 'service.docs',
  method: 'GET',
  path: '/docs',
  summary: 'This OpenAPI description',
  tag: TAG,
  auth: false,
  responses: { 200: z.record(z.string(), z.unknown()) },
});

/** Every endpoint of this feature. */
export const serviceEndpoints = [healthEndpoint, readyEndpoint, configEndpoint, docsEndpoint];
