import { useUsageInfo } from '../api/get-usage-info';
import { UsageMeter } from './usage-meter';

function resetText(iso: string): string {
  const date = new Date(iso);
  return date.toLocaleString(undefined, { weekday: 'short', hour: 'numeric', minute: '2-digit' });
}

/** Today's uploads and generations against the plan's daily limits (signed-in users only). */
export function UsageMeters() {
  const { data } = useUsageInfo();
  if (!data) return null;
  const full =
    data.resume_upload.limit >= 0 && data.resume_upload.current >= data.resume_upload.limit;
  return (
    <div
      className="mx-auto max-w-2xl rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
      aria-label="Today's usage"
      role="region"
    >
      <div className="flex items-baseline justify-between">
        <p className="text-sm font-semibold text-slate-900">
          Today's usage · {data.plan_type.charAt(0) + data.plan_type.slice(1).toLowerCase()} plan
        </p>
        <p className="text-xs text-slate-500">Resets {resetText(data.next_reset)}</p>
      </div>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <UsageMeter
          label="Resume uploads"
          current={data.resume_upload.current}
          limit={data.resume_upload.limit}
        />
        <UsageMeter
          label="Resume generations"
          current={data.resume_generation.current}
          limit={data.resume_generation.limit}
        />
      </div>
      {full ? (
        <p role="status" className="mt-3 text-sm text-red-700">
          You have used all of today's uploads. They reset at 00:00 UTC, or{' '}
          <a href="#pricing" className="font-semibold underline">
            upgrade your plan
          </a>{' '}
          for more.
        </p>
      ) : null}
    </div>
  );
}
