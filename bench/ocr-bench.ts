import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startServer } from '../e2e/helpers/start-server';
import { renderResumePdf } from '../packages/engine/src/render/render-resume-pdf';
import { bodyWithRoles } from '../packages/engine/test/fixtures/resume-bodies';
import { renderScan } from '../packages/engine/test/fixtures/render-scan';
import { encodeJpeg, imagePdf } from '../packages/engine/test/fixtures/encode-scan';
import { ms, percentile } from './measure';
import { signUp, uploadAndScore, waitUntilReady } from './upload-client';

/** A two-page resume as a scanner returns it (200 DPI, turned 1.5 degrees, noise): no text. */
async function twoPageScan(): Promise<Buffer> {
  const pdf = await renderResumePdf(bodyWithRoles(6, 5));
  const pages = (await renderScan(pdf, { dpi: 200 })).slice(0, 2);
  if (pages.length < 2) throw new Error('the bench resume should fill two pages');
  return Buffer.from(await imagePdf(pages.map((page) => encodeJpeg(page))));
}

/**
 * A two-page scanned PDF uploaded and scored through the real server (its pages read by OCR in
 * the engine's worker pool) while a probe asks /api/health every 20 ms: the time of the first
 * scan after a start (which starts the recognition worker) and of the next two, and the health
 * latency meanwhile, which shows that the event loop stays free.
 */
export async function benchOcr(): Promise<void> {
  console.log('\n## Scanned resume (2-page image-only PDF) read by OCR through the server');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'resumerank-bench-ocr-'));
  const scan = await twoPageScan();
  const server = await startServer({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
  });
  try {
    await waitUntilReady(server.url);
    const health: number[] = [];
    let running = true;
    const probe = (async () => {
      while (running) {
        const t = performance.now();
        await (await fetch(`${server.url}/api/health`)).arrayBuffer();
        health.push(performance.now() - t);
        await new Promise((r) => setTimeout(r, 20));
      }
    })();
    const times: number[] = [];
    for (let i = 0; i < 3; i += 1)
      times.push(await uploadAndScore(server.url, await signUp(server.url, 9000 + i), scan));
    running = false;
    await probe;
    console.log(
      `2-page scan (${(scan.length / 1e6).toFixed(1)} MB), upload + OCR + score: first after start ` +
        `${ms(times[0]!)}, then ${ms(times[1]!)} and ${ms(times[2]!)}; /api/health meanwhile ` +
        `(${health.length} probes) p50 ${ms(percentile(health, 50))}, p99 ${ms(percentile(health, 99))}`,
    );
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
