import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, brotliCompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeEach(async () => {
  // A stand-in build of the web app: the test only needs files to serve.
  const dist = path.join(process.env.TMPDIR ?? '/tmp', `rr-dist-${process.pid}-${Date.now()}`);
  await mkdir(path.join(dist, 'assets'), { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The web build writes compressed copies beside each text file.
  await writeFile(
    path.join(dist, 'assets', 'app-abc123.js.br'),
    brotliCompressSync(Buffer.from('console.log(1)')),
  );
  t = await createTestApp({ WEB_DIST_DIR: dist });
});
afterEach(async () => {
  await t.close();
});

describe('serving the web app', () => {
  it('serves index.html for / and /reset-password/:token', async () => {
    for (const url of ['/', '/reset-password/some-token']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy to a browser that accepts it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
    const plain = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('answers other pages with the app shell and a 404 status, and other files with 404', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/somewhere/else',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('<div id="root">');
    const file = await t.app.inject({ method: 'GET', url: '/missing.png' });
    expect(file.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/unknown',
      headers: { accept: 'text/html' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Resource not found.' });
  });
});
