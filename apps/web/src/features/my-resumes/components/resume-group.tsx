import { useId, useState } from 'react';
import type { ResumeSummary } from '@resumerank/contract/resumes';
import { Button } from '../../../components/ui/button';
import { VersionHistory } from './version-history';
import { ResumeRow } from './resume-row';

/** What a row needs from the list: which report is open, and the open and delete actions. */
export interface RowActions {
  openId: string | null;
  deleting: boolean;
  onToggle: (resume: ResumeSummary) => void;
  onDelete: (resume: ResumeSummary) => void;
}

/**
 * The versions of one resume, newest first, under one heading, with a "History" toggle that
 * shows their scores over time and compares two of them. A lone resume is a plain row.
 */
export function ResumeGroup({
  versions,
  actions,
}: {
  versions: ResumeSummary[];
  actions: RowActions;
}) {
  const [showHistory, setShowHistory] = useState(false);
  const historyId = useId();
  const newest = versions[0]!;
  const row = (r: ResumeSummary) => (
    <ResumeRow
      resume={r}
      open={actions.openId === r.resume_id}
      deleting={actions.deleting}
      onToggle={() => actions.onToggle(r)}
      onDelete={() => actions.onDelete(r)}
    />
  );
  if (versions.length === 1) return <li className="p-4">{row(newest)}</li>;

  return (
    <li className="p-4" aria-label={`${newest.filename}, ${versions.length} versions`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm font-semibold text-slate-700">
          {versions.length} versions of {newest.filename}
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={showHistory}
          aria-controls={showHistory ? historyId : undefined}
          onClick={() => setShowHistory(!showHistory)}
        >
          {showHistory ? 'Hide history' : 'History'}
        </Button>
      </div>
      <ol className="mt-2 space-y-3 border-l-2 border-indigo-100 pl-4" aria-label="Versions">
        {versions.map((r) => (
          <li key={r.resume_id}>{row(r)}</li>
        ))}
      </ol>
      {showHistory ? <VersionHistory id={historyId} resumeId={newest.resume_id} /> : null}
    </li>
  );
}
