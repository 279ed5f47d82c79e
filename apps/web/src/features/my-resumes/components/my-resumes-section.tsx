import { useState, type ReactNode } from 'react';
import { PageSection } from '../../../components/layout/page-section';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { ResultPanel } from '../../../components/score/result-panel';
import { scoreTone } from '../../../components/score/score-color';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useResumes } from '../api/list-resumes';
import { useDeleteResume } from '../api/delete-resume';
import { useScore } from '../api/get-score';

/**
 * The signed-in user's past resumes: their scores, re-open a result, delete a resume. `footer`
 * is what the page adds below the list (the "Download my data" control).
 */
export function MyResumesSection({ footer }: { footer?: ReactNode }) {
  const { data: resumes, isPending } = useResumes();
  const remove = useDeleteResume();
  const [openId, setOpenId] = useState<string | null>(null);
  const score = useScore(openId);

  return (
    <PageSection
      id="my-resumes"
      title="Your Resumes"
      description="Every resume you have scored. Open one to read its report again, or delete it."
    >
      {isPending ? (
        <div className="flex justify-center">
          <Spinner />
        </div>
      ) : !resumes?.length ? (
        <p className="text-center text-slate-600">
          No resumes yet. Upload one above to get your first score.
        </p>
      ) : (
        <ul className="mx-auto max-w-3xl divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
          {resumes.map((r) => (
            <li key={r.resume_id} className="flex flex-wrap items-center gap-3 p-4">
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
              <Button
                variant="secondary"
                size="sm"
                onClick={() => setOpenId(openId === r.resume_id ? null : r.resume_id)}
                aria-expanded={openId === r.resume_id}
              >
                {openId === r.resume_id ? 'Close' : 'Open'}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                aria-label={`Delete ${r.filename}`}
                disabled={remove.isPending}
                onClick={() => {
                  if (!window.confirm(`Delete ${r.filename} and its scores?`)) return;
                  remove.mutate(r.resume_id, {
                    onSuccess: () => {
                      if (openId === r.resume_id) setOpenId(null);
                      notifySuccess('Resume deleted.');
                    },
                    onError: (error) => notifyApiError(error, 'Failed to delete the resume'),
                  });
                }}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {openId && score.data ? (
        <div className="mt-8">
          <ResultPanel results={score.data.results} />
        </div>
      ) : null}
      {footer}
    </PageSection>
  );
}
