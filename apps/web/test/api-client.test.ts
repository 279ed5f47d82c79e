import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../src/lib/create-api-client';
import { ApiError, NETWORK_ERROR_MESSAGE } from '../src/lib/api-error';
import { useAuthStore } from '../src/stores/auth-store';

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
let handler: Handler;
let server: Server;
let base: string;
let lastHeaders: IncomingMessage['headers'] = {};

function reply(status: number, body: unknown, contentType = 'application/json'): Handler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const ada = { id: 'u1', email: 'a.401@x.io', full_name: 'Ada', created_at: '2026-01-01T00:00:00Z' };
beforeEach(() => {
  useAuthStore.setState({ user: null, token: null, isAuthenticated: false, isLoading: false });
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

async function failureOf(status: number, body: unknown, contentType?: string): Promise<ApiError> {
  handler = reply(status, body, contentType);
  const client = createApiClient({ baseURL: base, adapter: 'http' });
  try {
    await client.get('/thing');
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('the call did not fail');
}

describe('requests', () => {
  it('sends JSON, the bearer token and the XSRF cookie value', async () => {
    handler = reply(200, { ok: true });
    useAuthStore.getState().setAuth(ada, 'tok-123');
    document.cookie = 'XSRF-TOKEN=xsrf%20value';
    const client = createApiClient({ baseURL: base, adapter: 'http' });
    const res = await client.post('/echo', { a: 1 });
    expect(res.data).toEqual({ ok: true });
    expect(lastHeaders['authorization']).toBe('Bearer tok-123');
    expect(lastHeaders['x-xsrf-token']).toBe('xsrf value');
    expect(lastHeaders['content-type']).toMatch(/application\/json/);
  });

  it('sends no authorization header when signed out', async () => {
    handler = reply(200, {});
    await createApiClient({ baseURL: base, adapter: 'http' }).get('/x');
    expect(lastHeaders['authorization']).toBeUndefined();
  });
});

describe('the error mapping of SPEC.md 8', () => {
  it.each([
    [400, { detail: 'Bad thing' }, 'BAD_REQUEST', 'Bad thing'],
    [401, {}, 'UNAUTHORIZED', 'Session expired. Please log in again.'],
    [403, {}, 'FORBIDDEN', 'Access denied.'],
    [404, {}, 'NOT_FOUND', 'Resource not found.'],
    [422, { detail: 'Invalid input data.', errors: [] }, 'VALIDATION_ERROR', 'Invalid input data.'],
    [429, {}, 'RATE_LIMITED', 'Too many requests. Please try again later.'],
    [500, {}, 'SERVER_ERROR', 'Something went wrong on our side. Please try again.'],
    [502, {}, 'HTTP_502', 'Request failed (502).'],
    [409, { detail: 'Email already registered' }, 'HTTP_409', 'Email already registered'],
  ])('status %i -> %s', async (status, body, code, message) => {
    const error = await failureOf(status, body);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe(code);
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
  });

  it('takes the message from text, detail, detail.message or message', async () => {
    expect((await failureOf(400, 'plain words', 'text/plain')).message).toBe('plain words');
    expect((await failureOf(400, { message: 'from message' })).message).toBe('from message');
    const limit = await failureOf(429, {
      detail: {
        feature: 'resume_upload',
        message: 'Daily limit reached',
        limit: 1,
        reset_at: '2026-01-02T00:00:00Z',
      },
    });
    expect(limit.message).toBe('Daily limit reached');
    expect(limit.limitedFeature).toBe('resume_upload');
  });

  it('keeps the field errors of a 422', async () => {
    const error = await failureOf(422, {
      detail: 'Invalid input data.',
      errors: [{ field: 'email', message: 'Please enter a valid email address' }],
    });
    expect(error.fieldErrors).toEqual([
      { field: 'email', message: 'Please enter a valid email address' },
    ]);
  });

  it('gives NETWORK_ERROR when no answer comes', async () => {
    const client = createApiClient({ baseURL: 'http://127.0.0.1:9', adapter: 'http' });
    const error = (await client.get('/x').catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
  });

  it('gives NETWORK_ERROR on a timeout', async () => {
    handler = () => undefined; // never answers
    const client = createApiClient({ baseURL: base, adapter: 'http' });
    const error = (await client
      .get('/slow', { timeout: 100 })
      .catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe('NETWORK_ERROR');
  });
});

describe('401 handling', () => {
  it('logs a signed-in user out', async () => {
    useAuthStore.getState().setAuth(ada, 'expired');
    await failureOf(401, { detail: 'Session expired. Please log in again.' });
    expect(useAuthStore.getState()).toMatchObject({
      isAuthenticated: false,
      token: null,
      user: null,
    });
  });

  it('does nothing to a session on other errors', async () => {
    useAuthStore.getState().setAuth(ada, 'tok');
    await failureOf(403, {});
    expect(useAuthStore.getState().isAuthenticated).toBe(true);
  });
});
