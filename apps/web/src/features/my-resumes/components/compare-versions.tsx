import { useId, useState } from 'react';
import type { ResumeVersion } from '@resumerank/contract/resume-history';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/format-date';
import { toApiError } from '../../../lib/api-error';
import { useCompareResumes } from '../api/compare-resumes';
import { ChangeList } from './change-list';

function VersionSelect({
  label,
  value,
  versions,
  onChange,
}: {
  label: string;
  value: string;
  versions: ResumeVersion[];
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {versions.map((v, i) => (
          <option key={v.resume_id} value={v.resume_id}>
            v{i + 1} · {v.filename} · {formatDate(v.uploaded_at)}
            {v.overall_score !== null ? ` · ${v.overall_score}` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Two versions side by side: pick a version and a later one (the last two by default) to see
 * the checks that now pass or fail and the lines added or removed.
 */
export function CompareVersions({ versions }: { versions: ResumeVersion[] }) {
  const [from, setFrom] = useState(versions[versions.length - 2]!.resume_id);
  const [to, setTo] = useState(versions[versions.length - 1]!.resume_id);
  const compare = useCompareResumes(from, to);
  const answer = compare.data;

  return (
    <section aria-label="Compare versions" className="mt-6">
      <h3 className="font-semibold text-slate-900">Compare versions</h3>
      <div className="mt-2 grid gap-3 sm:grid-cols-2">
        <VersionSelect label="From" value={from} versions={versions} onChange={setFrom} />
        <VersionSelect label="To" value={to} versions={versions} onChange={setTo} />
      </div>
      {from === to ? (
        <p className="mt-3 text-sm text-slate-600">Pick two different versions to compare.</p>
      ) : compare.isError ? (
        <p role="alert" className="mt-3 text-sm text-rose-700">
          {toApiError(compare.error).message}
        </p>
      ) : !answer ? (
        <div className="mt-3 flex justify-center">
          <Spinner label="Comparing versions" />
        </div>
      ) : (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <ChangeList
            title="Checks now passing"
            items={answer.now_passing.map((c) => c.label)}
            mark="✓"
            tone="good"
          />
          <ChangeList
            title="Checks now failing"
            items={answer.now_failing.map((c) => c.label)}
            mark="!"
            tone="bad"
          />
          <ChangeList title="Lines added" items={answer.lines_added} mark="+" tone="good" />
          <ChangeList title="Lines removed" items={answer.lines_removed} mark="−" tone="bad" />
        </div>
      )}
    </section>
  );
}
