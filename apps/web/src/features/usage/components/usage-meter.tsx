/** The meter's colour (SPEC.md 9): yellow above 80%, red at the limit. */
export function meterTone(current: number, limit: number): 'normal' | 'warning' | 'full' {
  if (limit < 0) return 'normal';
  if (current >= limit) return 'full';
  return current / limit > 0.8 ? 'warning' : 'normal';
}

const TONES = { normal: 'bg-indigo-600', warning: 'bg-yellow-400', full: 'bg-red-600' };

/** One usage meter: current/limit with a bar. */
export function UsageMeter({
  label,
  current,
  limit,
}: {
  label: string;
  current: number;
  limit: number;
}) {
  const tone = meterTone(current, limit);
  const share = limit > 0 ? Math.min(1, current / limit) : 0;
  return (
    <div data-tone={tone}>
      <div className="flex justify-between text-sm">
        <span className="font-medium text-slate-800">{label}</span>
        <span
          className={`tabular-nums ${tone === 'full' ? 'font-semibold text-red-700' : 'text-slate-600'}`}
        >
          {current}/{limit < 0 ? '∞' : limit}
        </span>
      </div>
      <div
        className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={limit < 0 ? current : limit}
        aria-valuenow={current}
      >
        <div
          className={`h-full rounded-full ${TONES[tone]}`}
          style={{ width: `${share * 100}%` }}
        />
      </div>
    </div>
  );
}
