import { z } from 'zod';
import { endpoints } from './endpoints';
import type { Endpoint, ResponseSpec } from './endpoint';
import { errorBody, errorStatus, limitErrorBody, validationErrorBody } from './errors';

type JsonSchema = Record<string, unknown>;

const mediaTypes = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
} as const;

function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const json = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' });
  delete json.$schema;
  return json as JsonSchema;
}

function describeResponse(spec: ResponseSpec, status: number): JsonSchema {
  if (spec instanceof z.ZodType) {
    return {
      description: status < 300 ? 'Success' : 'Answer',
      content: { 'application/json': { schema: toSchema(spec, 'output') } },
    };
  }
  if (spec.mediaType === 'none') return { description: spec.description };
  return {
    description: spec.description,
    content: { [spec.mediaType]: { schema: { type: 'string', format: 'binary' } } },
  };
}

function errorResponse(status: number): JsonSchema {
  const schema =
    status === 422
      ? validationErrorBody
      : status === 429
        ? z.union([errorBody, limitErrorBody])
        : errorBody;
  const code = Object.entries(errorStatus).find(([, s]) => s === status)?.[0] ?? `HTTP_${status}`;
  return {
    description: code,
    content: { 'application/json': { schema: toSchema(schema, 'output') } },
  };
}

function parameters(endpoint: Endpoint): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    for (const [name, field] of Object.entries(schema.shape)) {
      list.push({
        name,
        in: where,
        required: where === 'path' || !(field as z.ZodType).safeParse(undefined).success,
        schema: toSchema(field as z.ZodType, 'input'),
      });
    }
  }
  return list;
}

function operation(endpoint: Endpoint): JsonSchema {
  const responses: Record<string, JsonSchema> = {};
  for (const [status, spec] of Object.entries(endpoint.responses)) {
    responses[status] = describeResponse(spec, Number(status));
  }
  const errors = new Set([...(endpoint.errors ?? []), 500]);
  if (endpoint.auth) errors.add(401);
  for (const status of [...errors].sort()) responses[String(status)] ??= errorResponse(status);
  const op: JsonSchema = {
    operationId: endpoint.id,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    responses,
  };
  const params = parameters(endpoint);
  if (params.length) op.parameters = params;
  if (endpoint.body) {
    op.requestBody = {
      required: true,
      content: {
        [mediaTypes[endpoint.bodyEncoding ?? 'json']]: { schema: toSchema(endpoint.body, 'input') },
      },
    };
  }
  if (endpoint.auth) op.security = [{ bearerAuth: [] }];
  return op;
}

/** The OpenAPI 3.1 description of every endpoint, generated from the contract's schemas. */
export function buildOpenApiDocument(options: { title: string; version: string; prefix: string }) {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const endpoint of endpoints) {
    const path = `${options.prefix}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint);
  }
  return {
    openapi: '3.1.0',
    info: { title: options.title, version: options.version },
    paths,
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}
