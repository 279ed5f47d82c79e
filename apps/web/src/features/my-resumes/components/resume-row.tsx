import type { ResumeSummary } from '@resumerank/contract/resumes';
import { Button } from '../../../components/ui/button';
import { scoreTone } from '../../../components/score/score-color';

/** One past resume: name, day, score, and the controls to open its report or delete it. */
export function ResumeRow({
  resume: r,
  open,
  deleting,
  onToggle,
  onDelete,
}: {
  resume: ResumeSummary;
  open: boolean;
  deleting: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-slate-900">{r.filename}</p>
        <p className="text-sm text-slate-500">
          {new Date(r.uploaded_at).toLocaleDateString()}
          {r.file_available === false ? ' · original file deleted, score kept' : null}
        </p>
      </div>
      {r.overall_score !== null ? (
        <span
          className={`text-lg font-bold tabular-nums ${scoreTone(r.overall_score).text}`}
          aria-label={`Score ${r.overall_score}`}
        >
          {r.overall_score}
        </span>
      ) : null}
      <Button variant="secondary" size="sm" onClick={onToggle} aria-expanded={open}>
        {open ? 'Close' : 'Open'}
      </Button>
      <Button
        variant="ghost"
        size="sm"
        aria-label={`Delete ${r.filename}`}
        disabled={deleting}
        onClick={onDelete}
      >
        Delete
      </Button>
    </div>
  );
}
