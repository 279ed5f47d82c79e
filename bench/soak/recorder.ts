import { percentile } from '../measure';

interface EndpointFigures {
  times: number[];
  statuses: Map<number, number>;
}

/** Latency and status of every request, per endpoint; status 0 means no answer (a transport error). */
export interface Recorder {
  record(label: string, status: number, ms: number): void;
  /** How many answers had a status matching the test, across endpoints. */
  count(test: (status: number, label: string) => boolean): number;
  total(): number;
  /** The per-endpoint table: count, p50/p95/p99, statuses. */
  table(): string;
}

/** Creates an empty recorder. */
export function createRecorder(): Recorder {
  const endpoints = new Map<string, EndpointFigures>();
  return {
    record(label, status, ms) {
      let figures = endpoints.get(label);
      if (!figures) endpoints.set(label, (figures = { times: [], statuses: new Map() }));
      figures.times.push(ms);
      figures.statuses.set(status, (figures.statuses.get(status) ?? 0) + 1);
    },
    count(test) {
      let n = 0;
      for (const [label, f] of endpoints)
        for (const [status, c] of f.statuses) if (test(status, label)) n += c;
      return n;
    },
    total() {
      let n = 0;
      for (const f of endpoints.values()) n += f.times.length;
      return n;
    },
    table() {
      const rows = [
        '| endpoint | count | p50 | p95 | p99 | statuses |',
        '|---|---|---|---|---|---|',
      ];
      for (const [label, f] of [...endpoints].sort(([a], [b]) => a.localeCompare(b))) {
        const statuses = [...f.statuses]
          .sort(([a], [b]) => a - b)
          .map(([s, c]) => `${s === 0 ? 'no answer' : s}: ${c}`)
          .join(', ');
        const p = (n: number) => `${Math.round(percentile(f.times, n))} ms`;
        rows.push(
          `| ${label} | ${f.times.length} | ${p(50)} | ${p(95)} | ${p(99)} | ${statuses} |`,
        );
      }
      return rows.join('\n');
    },
  };
}
