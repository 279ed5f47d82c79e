import net from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServerProcess, type LogLine, type ServerProcess } from './helpers/server-process';
import { holdRequest, type HeldRequest } from './helpers/held-request';
import { uniqueEmail } from './helpers/accounts';
import { multipart, txtResume } from './helpers/resume-files';

// A rolling restart sends SIGTERM: the server must refuse new connections, answer every request
// it has begun (uploads read and scored in the engine, a generation), close the database with
// their data in it, and exit 0.

const servers: ServerProcess[] = [];
const dataDirs: string[] = [];
afterAll(async () => {
  for (const server of servers) server.signal('SIGKILL');
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

/** Settings for a server of its own on a fresh data directory. */
async function serverEnv(extra: Record<string, string> = {}) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-stop-'));
  dataDirs.push(dataDir);
  return {
    DATA_DIR: dataDir,
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
    ENGINE_WORKERS: '1',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    ...extra,
  };
}

async function signUp(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: uniqueEmail(), password: 'correct horse 7', full_name: 'Ada' }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { access_token: string }).access_token;
}

function holdForm(url: string, token: string, form: ReturnType<typeof multipart>): HeldRequest {
  return holdRequest(url, {
    method: 'POST',
    headers: { ...form.headers, authorization: `Bearer ${token}` },
    body: form.payload,
  });
}

/** Tries new connections until one is refused; false if the port kept accepting them. */
async function refusesConnections(url: string): Promise<boolean> {
  const port = Number(new URL(url).port);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const refused = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(false);
      });
      socket.once('error', (error: NodeJS.ErrnoException) =>
        resolve(error.code === 'ECONNREFUSED'),
      );
    });
    if (refused) return true;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return false;
}

const HELD_URLS = ['/api/resumes/upload-resume', '/api/resume-generator/generate'];
/** Fastify logs "incoming request" once it will handle a request rather than answer 503. */
const isHeld = (line: LogLine) =>
  line.msg === 'incoming request' && HELD_URLS.includes(line.req?.url ?? '');
const job = 'Operations Analyst\nRequirements\n- SQL and Microsoft Excel\n- Logistics';

describe('stopping the server with SIGTERM', () => {
  it('answers the uploads and the generation in flight, refuses new connections, exits 0 and keeps the data', async () => {
    const env = await serverEnv();
    const server = await startServerProcess(env);
    servers.push(server);
    // Free plans allow one upload and one generation a day: one user per upload.
    const tokens = [await signUp(server.url), await signUp(server.url), await signUp(server.url)];
    const uploads = tokens.map((token, i) =>
      holdForm(
        `${server.url}/api/resumes/upload-resume`,
        token,
        multipart('file', `resume-${i}.txt`, txtResume()),
      ),
    );
    const generation = holdForm(
      `${server.url}/api/resume-generator/generate`,
      tokens[0]!,
      multipart('existing_resume', 'mine.txt', txtResume(), { job_description: job }),
    );
    const held = [...uploads, generation];

    let begun = 0;
    await server.waitForLog((line) => isHeld(line) && ++begun === held.length);

    server.signal('SIGTERM');
    await server.waitForLog((line) => /shutting down/.test(line.msg ?? ''));
    expect(await refusesConnections(server.url)).toBe(true);
    expect(held.map((h) => h.answered())).toEqual(held.map(() => false));

    for (const request of held) request.release();
    const answers = await Promise.all(held.map((h) => h.response));
    const uploaded = answers.slice(0, uploads.length).map((answer) => {
      expect(answer.status, answer.body.toString()).toBe(201);
      return JSON.parse(answer.body.toString()) as { resume_id: string; word_count: number };
    });
    for (const body of uploaded) expect(body.word_count).toBeGreaterThan(0);
    const generated = answers.at(-1)!;
    expect(generated.status, generated.body.toString()).toBe(200);
    const { resume_data } = JSON.parse(generated.body.toString());
    expect(resume_data.personal_info.name).toBe('Jordan Ellis');
    expect(resume_data.experience.length).toBeGreaterThan(0);

    expect(await server.exited, server.output().slice(-4000)).toBe(0);

    // The same data directory after a restart: every answered upload is there, with its score.
    const again = await startServerProcess(env);
    servers.push(again);
    for (const [i, token] of tokens.entries()) {
      const res = await fetch(`${again.url}/api/resumes`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      const { resumes } = (await res.json()) as {
        resumes: Array<{ resume_id: string; overall_score: number | null }>;
      };
      expect(resumes.map((r) => r.resume_id)).toEqual([uploaded[i]!.resume_id]);
      expect(resumes[0]!.overall_score).toEqual(expect.any(Number));
    }
    again.signal('SIGTERM');
    expect(await again.exited, again.output().slice(-4000)).toBe(0);
  }, 180_000);

  it('cuts a request still running after SHUTDOWN_GRACE_MS, and still closes the database and exits 0', async () => {
    const server = await startServerProcess(await serverEnv({ SHUTDOWN_GRACE_MS: '500' }));
    servers.push(server);
    const token = await signUp(server.url);
    // A client that stops sending its upload halfway and never finishes it.
    const stalled = holdForm(
      `${server.url}/api/resumes/upload-resume`,
      token,
      multipart('file', 'resume.txt', txtResume()),
    );
    await server.waitForLog(isHeld);

    server.signal('SIGTERM');
    await expect(stalled.response).rejects.toThrow();
    expect(await server.exited, server.output().slice(-4000)).toBe(0);
    expect(server.logs().map((line) => line.msg)).toEqual(
      expect.arrayContaining([
        'requests still in flight after the grace period are cut off',
        'stopped: engine workers and database closed',
      ]),
    );
  }, 120_000);
});
