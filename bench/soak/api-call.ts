import type { Recorder } from './recorder';

/** One answer: status 0 when none came (refused, reset, timed out), with the error's text. */
export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  ms: number;
  error?: string;
}

export interface CallInit {
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  token?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
}

// A request that takes longer than this counts as unanswered (the soak must never hang).
const TIMEOUT_MS = 120_000;

/**
 * Sends one request to the API and records its latency and status under the endpoint's label.
 * Transport failures are answers with status 0, never exceptions: a crash run expects them.
 */
export async function apiCall<T = Record<string, unknown>>(
  base: string,
  init: CallInit,
  recorder?: Recorder,
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: RequestInit['body'];
  if (init.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.json);
  } else if (init.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(init.form).toString();
  } else if (init.multipart) {
    body = init.multipart;
  }
  // Ids in paths are folded, so each endpoint gets one row in the table.
  const label = `${init.method} ${init.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`;
  const started = performance.now();
  let answer: Answer<T>;
  try {
    const res = await fetch(`${base}/api${init.path}`, {
      method: init.method,
      headers,
      ...(body === undefined ? {} : { body }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await res.text();
    let parsed: unknown = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    answer = { status: res.status, body: parsed as T, ms: performance.now() - started };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    answer = {
      status: 0,
      body: {} as T,
      ms: performance.now() - started,
      error: cause ?? (error as Error).name,
    };
  }
  // A 429 at a daily limit is answered before any work: its own row keeps it from hiding the
  // latency of the real uploads and generations.
  recorder?.record(answer.status === 429 ? `${label} (429)` : label, answer.status, answer.ms);
  return answer;
}
