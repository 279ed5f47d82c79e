import { useEffect, useRef } from 'react';
import { LineChart } from 'chartist';
import 'chartist/dist/index.css';
import type { ResumeVersion } from '@resumerank/contract/resume-history';
import { scoreSeries } from '../hooks/score-series';

/**
 * The overall score and the four measures of each version, oldest to newest, as a line chart
 * (Chartist, SVG). Loaded only when a history is opened: the library stays out of the first load.
 */
export function ScoreChart({ versions }: { versions: ResumeVersion[] }) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!box.current) return;
    const chart = new LineChart(
      box.current,
      {
        labels: versions.map((_, i) => `v${i + 1}`),
        series: scoreSeries.map((s) => ({
          name: s.name,
          data: versions.map((v) => v[s.key]),
        })),
      },
      {
        low: 0,
        high: 100,
        height: 220,
        fullWidth: true,
        chartPadding: { right: 24 },
        axisY: { onlyInteger: true },
      },
    );
    // Chartist colours series by class; the legend's colours are set here on each line and point.
    chart.on('draw', (event: { type: string; seriesIndex?: number; element?: unknown }) => {
      const color = scoreSeries[event.seriesIndex ?? -1]?.color;
      const element = event.element as { attr(a: Record<string, string>): void } | undefined;
      if (color && element && (event.type === 'line' || event.type === 'point'))
        element.attr({ style: `stroke: ${color}` });
    });
    return () => {
      chart.detach();
    };
  }, [versions]);

  return (
    <figure
      aria-label={`Scores of ${versions.length} versions, oldest to newest`}
      className="rounded-xl border border-slate-200 bg-white p-3"
    >
      <div ref={box} aria-hidden="true" data-testid="score-chart" />
      <figcaption>
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-600">
          {scoreSeries.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block h-2 w-4 rounded"
                style={{ backgroundColor: s.color }}
              />
              {s.name}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
