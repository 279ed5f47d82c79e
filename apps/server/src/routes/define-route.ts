import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '@resumerank/contract/endpoint';

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a route handler receives: inputs already validated by the contract's schemas. */
export interface RouteContext<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  /** Undefined for multipart endpoints: their handlers read the stream themselves. */
  body: E['bodyEncoding'] extends 'multipart' ? undefined : Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A contract endpoint paired with the thin handler that serves it. */
export interface RouteDefinition<E extends Endpoint = Endpoint> {
  endpoint: E;
  handler: (context: RouteContext<E>) => Promise<unknown>;
  options?: RouteOptions;
}

/** Per-route extras: a rate limit (requests per window from one client address). */
export interface RouteOptions {
  rateLimit?: { max: number; timeWindow: string | number };
}

/** Pairs an endpoint with its handler, keeping the endpoint's types for the handler's inputs. */
export function defineRoute<const E extends Endpoint>(
  endpoint: E,
  handler: (context: RouteContext<E>) => Promise<unknown>,
  options?: RouteOptions,
): RouteDefinition {
  return { endpoint, handler, options } as unknown as RouteDefinition;
}
