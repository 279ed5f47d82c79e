import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server answering as an OpenAI-compatible chat completions API does: the edge of the
 * machine is faked, the app's own OpenAI client is real.
 */
export async function startFakeLlm(
  reply: (request: { messages: Array<{ role: string; content: string }> }) => {
    content: string;
    delayMs?: number;
  },
) {
  const requests: unknown[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body || '{}');
      requests.push({ path: req.url, body: parsed, authorization: req.headers.authorization });
      const answer = reply(parsed);
      setTimeout(() => {
        if (res.destroyed) return;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            id: 'chatcmpl-test',
            object: 'chat.completion',
            created: 1_700_000_000,
            model: parsed.model,
            choices: [
              {
                index: 0,
                message: { role: 'assistant', content: answer.content },
                finish_reason: 'stop',
              },
            ],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
      }, answer.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
