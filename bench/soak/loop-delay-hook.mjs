// Loaded into the server with `node --import tsx --import bench/soak/loop-delay-hook.mjs`, so the
// soak can read the server's own event-loop delay without changing the server. SIGUSR2 starts a
// fresh measurement (the soak sends it when load begins, leaving start-up out); SIGTERM prints
// the percentiles as one line before the server's own handler shuts it down.
// Plain JavaScript on purpose: worker threads inherit --import, and a TypeScript file there
// stopped the engine's workers from starting. Only the main thread (the event loop that serves
// requests) is measured.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { isMainThread } from 'node:worker_threads';

const toMs = (ns) => Math.round(ns / 1e4) / 100;

if (isMainThread) watchMainLoop();

function watchMainLoop() {
  const histogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  process.on('SIGUSR2', () => histogram.reset());
  process.once('SIGTERM', () => {
    const figures = {
      p50: toMs(histogram.percentile(50)),
      p95: toMs(histogram.percentile(95)),
      p99: toMs(histogram.percentile(99)),
      max: toMs(histogram.max),
      mean: toMs(histogram.mean),
    };
    // Pipes are synchronous on Linux, so the line is out before the process exits.
    process.stdout.write(`SOAK_LOOP_DELAY ${JSON.stringify(figures)}\n`);
  });
}
