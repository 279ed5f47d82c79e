import { scoreTone } from './score-color';

/** One measure (impact, brevity, style, skills) as a labelled bar. */
export function MeasureBar({ label, score }: { label: string; score: number }) {
  const tone = scoreTone(score);
  return (
    <div>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span className={`font-semibold tabular-nums ${tone.text}`}>{score}</span>
      </div>
      <div
        className="mt-1 h-2.5 overflow-hidden rounded-full bg-slate-200"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={score}
      >
        <div className={`h-full rounded-full ${tone.bar}`} style={{ width: `${score}%` }} />
      </div>
    </div>
  );
}
