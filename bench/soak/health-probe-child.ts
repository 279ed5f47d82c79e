// A process of its own that asks the server's /api/health every 250 ms and, on SIGTERM, prints
// each latency in ms as one JSON line: the soak's simulated users share the soak's event loop,
// which would delay a probe running beside them and blame the server for it.
const url = process.argv[2]!;
const latencies: number[] = [];
let running = true;
process.on('SIGTERM', () => (running = false));
while (running) {
  const started = performance.now();
  try {
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    latencies.push(performance.now() - started);
  } catch {
    latencies.push(Number.POSITIVE_INFINITY);
  }
  await new Promise((resolve) => setTimeout(resolve, 250));
}
process.stdout.write(`${JSON.stringify(latencies.map((l) => (Number.isFinite(l) ? l : -1)))}\n`);
