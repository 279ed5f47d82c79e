import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { FakeStripeBilling } from './fake-stripe-billing';
import { FakeStripeCustomers } from './fake-stripe-customers';
import { parseForm, type FormParams } from './fake-stripe-form';
import { stripeRoutes } from './fake-stripe-routes';
import { newId, StripeApiError, unix } from './fake-stripe-objects';

/** One call the app made, as the fake received it. */
export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: FormParams;
  /** Answered from the idempotency cache, not executed again. */
  replayed: boolean;
}

/** The settings that point the app at a fake (createTestApp env). */
export const fakeStripeSettings = {
  STRIPE_SECRET_KEY: 'sk_test_resumerank',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_resumerank',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_resumerank',
  STRIPE_PRICE_STANDARD: 'price_standard_monthly',
  STRIPE_PRICE_PLATINUM: 'price_platinum_monthly',
} as const;

/**
 * A local HTTP server answering as Stripe's API does for exactly the calls ResumeRank makes:
 * form-encoded parameters as the SDK sends them, JSON objects in Stripe's shapes (with
 * `expand`), Stripe's error bodies, and the Idempotency-Key header honoured (a repeat is
 * answered from the first answer; other parameters under the same key are refused). Every
 * request is recorded. Its clock is the test's.
 */
export async function startFakeStripe(options: { now: () => Date }) {
  const customers = new FakeStripeCustomers(options.now);
  const billing = new FakeStripeBilling(
    customers,
    {
      [fakeStripeSettings.STRIPE_PRICE_STANDARD]: 999,
      [fakeStripeSettings.STRIPE_PRICE_PLATINUM]: 1999,
    },
    options.now,
  );
  const requests: RecordedRequest[] = [];
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();

  const routes = stripeRoutes(customers, billing, options.now);

  const answer = (method: string, path: string, params: FormParams): [number, unknown] => {
    for (const [m, pattern, handler] of routes) {
      const match = method === m ? pattern.exec(path) : null;
      if (!match) continue;
      try {
        return [200, handler(match[1] ? decodeURIComponent(match[1]) : '', params)];
      } catch (error) {
        if (error instanceof StripeApiError) return [error.status, { error: error.body }];
        throw error;
      }
    }
    const message = `Unrecognized request URL (${method}: ${path}).`;
    return [404, { error: { type: 'invalid_request_error', message } }];
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const body = Buffer.concat(chunks).toString();
      // The SDK sends the parameters of GET and DELETE calls in the query string.
      const params = parseForm(
        method === 'GET' || method === 'DELETE' ? url.search.slice(1) : body,
      );
      const key = req.headers['idempotency-key'] as string | undefined;
      const fingerprint = `${method} ${url.pathname}${url.search} ${body}`;
      const earlier = key ? idempotent.get(key) : undefined;
      requests.push({
        method,
        path: url.pathname,
        idempotencyKey: key,
        params,
        replayed: !!earlier,
      });
      let status: number;
      let json: string;
      if (earlier && earlier.fingerprint !== fingerprint) {
        status = 400;
        json = JSON.stringify({
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
          },
        });
      } else if (earlier) {
        ({ status, body: json } = earlier);
        res.setHeader('Idempotent-Replayed', 'true');
      } else {
        const [code, result] = answer(method, url.pathname, params);
        status = code;
        json = JSON.stringify(result);
        if (key && method !== 'GET') idempotent.set(key, { fingerprint, status, body: json });
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
      res.end(json);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const signer = new Stripe(fakeStripeSettings.STRIPE_SECRET_KEY);

  return {
    url: `http://127.0.0.1:${port}`,
    customers,
    billing,
    requests,
    /** The write calls (POST, DELETE) made to a path, in order. */
    writes: (path: RegExp) => requests.filter((r) => r.method !== 'GET' && path.test(r.path)),
    /** What Stripe.js' confirmCardSetup does with the setup intent's client secret. */
    confirmSetup: (
      clientSecret: string,
      card: Parameters<FakeStripeCustomers['confirmSetup']>[1],
    ) => customers.confirmSetup(clientSecret, card),
    /** A webhook delivery as Stripe signs it: the raw body and its Stripe-Signature header. */
    event(
      type: string,
      object: Record<string, unknown>,
      secret: string = fakeStripeSettings.STRIPE_WEBHOOK_SECRET,
    ) {
      const payload = JSON.stringify({
        id: newId('evt'),
        object: 'event',
        type,
        created: unix(options.now()),
        livemode: false,
        data: { object },
      });
      return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret }) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A running fake (startFakeStripe's answer). */
export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
