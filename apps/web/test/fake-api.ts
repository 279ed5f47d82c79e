import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadApiClient } from '../src/lib/api-client';

export interface Recorded {
  method: string;
  path: string;
  body: string;
  headers: IncomingMessage['headers'];
}

export type Route = (
  req: Recorded,
) =>
  | { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> }
  | undefined;

/**
 * A local HTTP server answering as the ResumeRank API does, with the app's real client pointed
 * at it: the network is faked at the edge of the machine, nothing inside the app is.
 */
export async function startFakeApi(route: Route) {
  const calls: Recorded[] = [];
  const server: Server = createServer((req, res) => {
    // The page's origin differs from this server's: answer as a CORS-enabled API would, so the
    // browser's own XMLHttpRequest (jsdom's) is what the app's client really uses here.
    res.setHeader('access-control-allow-origin', req.headers.origin ?? '*');
    res.setHeader('access-control-allow-headers', 'authorization, content-type, x-xsrf-token');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    // Downloads read their file name from this header, which a cross-origin page sees only so.
    res.setHeader('access-control-expose-headers', 'content-disposition');
    if (req.method === 'OPTIONS') {
      res.writeHead(204);
      res.end();
      return;
    }
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        path: (req.url ?? '').replace(/^\/api/, ''),
        body,
        headers: req.headers,
      };
      calls.push(recorded);
      const answer = route(recorded) ?? { status: 404, body: { detail: 'Resource not found.' } };
      setTimeout(() => {
        res.writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers });
        res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const apiClient = await loadApiClient();
  const previous = { baseURL: apiClient.defaults.baseURL, adapter: apiClient.defaults.adapter };
  apiClient.defaults.baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  apiClient.defaults.adapter = 'xhr';
  return {
    calls,
    close: () =>
      new Promise<void>((resolve) => {
        apiClient.defaults.baseURL = previous.baseURL;
        apiClient.defaults.adapter = previous.adapter;
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const ada = {
  id: 'u1',
  email: 'ada.401@example.com',
  full_name: 'Ada Lovelace',
  created_at: '2026-01-01T00:00:00Z',
};

/** A JWT-shaped token whose payload has the given exp (seconds); the signature is irrelevant here. */
export function tokenExpiringAt(expSeconds: number): string {
  const part = (o: object) =>
    btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'u1', exp: expSeconds })}.sig`;
}
