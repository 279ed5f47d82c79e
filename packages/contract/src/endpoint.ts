import type { z } from 'zod';

/** HTTP methods the API uses. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** How a request body is encoded on the wire. */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/** A response: a zod schema for JSON, or a media type for a binary or empty answer. */
export type ResponseSpec = z.ZodType | { mediaType: string; description: string };

/**
 * One endpoint of API.md. The server registers a route per endpoint and validates with these
 * schemas; the OpenAPI description is generated from the same table; the web client infers its
 * types from them. Paths are relative to the /api prefix and use `:name` for path parameters.
 */
export interface Endpoint {
  /** Stable id, `<feature>.<action>`, e.g. `auth.signup`. */
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  /** Grouping tag in the OpenAPI description. */
  tag: string;
  /** Whether a bearer token is required. */
  auth: boolean;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  bodyEncoding?: BodyEncoding;
  /** Successful answers by status code. */
  responses: Record<number, ResponseSpec>;
  /** Error statuses this endpoint may answer, besides the generic ones. */
  errors?: number[];
}

/** Declares an endpoint with its literal types kept, for inference on both sides. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}
