import http from 'node:http';

export interface HeldAnswer {
  status: number;
  body: Buffer;
}

export interface HeldRequest {
  /** Sends the rest of the body. */
  release(): void;
  /** Whether the server has answered (it cannot before release, the body being incomplete). */
  answered(): boolean;
  response: Promise<HeldAnswer>;
}

/** Bytes kept back: the end of a multipart body, so the server is still reading the file. */
const HELD_BYTES = 64;

/**
 * A request on a connection of its own whose body is sent but for its last bytes, so the server
 * has it in flight, reading, until `release()`.
 */
export function holdRequest(
  url: string,
  options: { method: string; headers: Record<string, string>; body: Buffer },
): HeldRequest {
  const { body } = options;
  const request = http.request(url, {
    method: options.method,
    headers: { ...options.headers, 'content-length': String(body.length) },
    agent: false,
  });
  let answered = false;
  const response = new Promise<HeldAnswer>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => resolve({ status: res.statusCode!, body: Buffer.concat(chunks) }));
    });
  });
  request.write(body.subarray(0, body.length - HELD_BYTES));
  return {
    release: () => request.end(body.subarray(body.length - HELD_BYTES)),
    answered: () => answered,
    response,
  };
}
