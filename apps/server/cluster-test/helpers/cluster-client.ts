/** An answer as the tests read it. */
export interface Answer {
  status: number;
  body: any;
  headers: Headers;
}

export interface CallOptions {
  token?: string;
  /** The client address the server sees (X-Forwarded-For; the servers trust their proxy). */
  ip?: string;
  json?: unknown;
  form?: Record<string, string>;
  multipart?: FormData;
}

/**
 * Calls a set of servers over HTTP and keeps every status it got, so a suite can assert at the
 * end that nothing answered 5xx. `server(i)` picks the servers in turn (i modulo their count).
 */
export function createClusterClient(urls: string[]) {
  const statuses: Array<{ what: string; status: number }> = [];
  async function call(
    server: number,
    method: string,
    path: string,
    options: CallOptions = {},
  ): Promise<Answer> {
    const url = urls[server % urls.length]!;
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.ip) headers['x-forwarded-for'] = options.ip;
    let body: string | FormData | undefined;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    } else if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(options.form).toString();
    } else if (options.multipart) {
      body = options.multipart;
    }
    const res = await fetch(`${url}/api${path}`, { method, headers, body });
    const text = await res.text();
    statuses.push({ what: `${method} ${path} on ${server % urls.length}`, status: res.status });
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, headers: res.headers };
  }
  return {
    call,
    /** Every answer of 500 or above so far, with what was asked. */
    serverErrors: () => statuses.filter((s) => s.status >= 500),
    count: () => statuses.length,
  };
}

export type ClusterClient = ReturnType<typeof createClusterClient>;
