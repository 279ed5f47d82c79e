import { scoreTone } from './score-color';

/** The overall score as a half-circle gauge, with the number and its verdict. */
export function ScoreGauge({ score }: { score: number }) {
  const tone = scoreTone(score);
  const length = Math.PI * 80;
  const filled = (Math.max(0, Math.min(100, score)) / 100) * length;
  return (
    <figure className="flex flex-col items-center" aria-label={`Overall score ${score} out of 100`}>
      <svg viewBox="0 0 200 112" className="w-56 max-w-full" role="img" aria-hidden="true">
        <path
          d="M20 100 A80 80 0 0 1 180 100"
          fill="none"
          stroke="#e2e8f0"
          strokeWidth="16"
          strokeLinecap="round"
        />
        <path
          d="M20 100 A80 80 0 0 1 180 100"
          fill="none"
          stroke={tone.stroke}
          strokeWidth="16"
          strokeLinecap="round"
          strokeDasharray={`${filled} ${length}`}
        />
        <text
          x="100"
          y="88"
          textAnchor="middle"
          className="fill-slate-900"
          style={{ font: '700 40px system-ui, sans-serif' }}
        >
          {score}
        </text>
        <text
          x="100"
          y="106"
          textAnchor="middle"
          className="fill-slate-500"
          style={{ font: '500 12px system-ui, sans-serif' }}
        >
          out of 100
        </text>
      </svg>
      <figcaption className={`mt-1 text-sm font-semibold ${tone.text}`}>{tone.label}</figcaption>
    </figure>
  );
}
