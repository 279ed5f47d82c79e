import { useState, type ReactNode } from 'react';
import type { ResumeSummary } from '@resumerank/contract/resumes';
import { PageSection } from '../../../components/layout/page-section';
import { Spinner } from '../../../components/ui/spinner';
import { ResultPanel } from '../../../components/score/result-panel';
import { notifyApiError, notifySuccess } from '../../../lib/notify';
import { useResumes } from '../api/list-resumes';
import { useDeleteResume } from '../api/delete-resume';
import { useScore } from '../api/get-score';
import { groupByVersion } from '../hooks/group-by-version';
import { ResumeGroup, type RowActions } from './resume-group';

/**
 * The signed-in user's past resumes, versions of one resume grouped: their scores, re-open a
 * result, follow a resume's score over versions, delete a resume. `footer` is what the page adds
 * below the list (the "Download my data" control).
 */
export function MyResumesSection({ footer }: { footer?: ReactNode }) {
  const { data: resumes, isPending } = useResumes();
  const remove = useDeleteResume();
  const [openId, setOpenId] = useState<string | null>(null);
  const score = useScore(openId);

  const actions: RowActions = {
    openId,
    deleting: remove.isPending,
    onToggle: (r) => setOpenId(openId === r.resume_id ? null : r.resume_id),
    onDelete: (r: ResumeSummary) => {
      if (!window.confirm(`Delete ${r.filename} and its scores?`)) return;
      remove.mutate(r.resume_id, {
        onSuccess: () => {
          if (openId === r.resume_id) setOpenId(null);
          notifySuccess('Resume deleted.');
        },
        onError: (error) => notifyApiError(error, 'Failed to delete the resume'),
      });
    },
  };

  return (
    <PageSection
      id="my-resumes"
      title="Your Resumes"
      description="Every resume you have scored, with its versions grouped. Open one to read its report again, follow its score over versions, or delete it."
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
          {groupByVersion(resumes).map((versions) => (
            <ResumeGroup
              key={versions[0]!.version_group ?? versions[0]!.resume_id}
              versions={versions}
              actions={actions}
            />
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
