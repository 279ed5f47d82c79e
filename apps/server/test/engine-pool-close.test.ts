import { describe, expect, it } from 'vitest';
import { createEnginePool } from '../src/engine/engine-pool';
import { txtResume } from './helpers/resume-files';

describe('closing the engine pool', () => {
  it('finishes the jobs running and queued, refuses new ones, then ends its workers', async () => {
    const pool = createEnginePool({ size: 1, timeoutMs: 20_000, maxMemoryMb: 512 });
    // One worker: the first job runs, the other two wait in the queue when close is called.
    const jobs = [pool.analyze(txtResume()), pool.analyze(txtResume()), pool.analyze(txtResume())];
    expect(pool.queued).toBe(2);
    const closed = pool.close();
    const late = await pool.analyze(txtResume());
    expect(late).toMatchObject({ ok: false, message: 'The server is shutting down.' });

    const outcomes = await Promise.all(jobs);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, true]);
    await closed;
    expect(pool.jobs.analyze).toBe(3);
  });

  it('lets a worker finish warming up before ending it', async () => {
    // Ending a thread inside Node's zlib aborts the process on Node 20 ('close before init'),
    // and the warm-up renders PDFs and reads Word files: closing at once must wait for it.
    const pool = createEnginePool({ size: 1, timeoutMs: 20_000, maxMemoryMb: 512 });
    expect(pool.ready).toBe(false);
    await pool.close();
    expect(pool.ready).toBe(true);
  });
});
