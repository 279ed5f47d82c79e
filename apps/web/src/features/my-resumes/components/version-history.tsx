import { lazy, Suspense } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { toApiError } from '../../../lib/api-error';
import { useResumeHistory } from '../api/get-resume-history';
import { CompareVersions } from './compare-versions';
import { ScoreTable } from './score-table';

// The chart library loads only when a history is opened, keeping it out of the first load.
const ScoreChart = lazy(() => import('./score-chart').then((m) => ({ default: m.ScoreChart })));

/** A resume's versions over time: the chart of their scores, the numbers, and a comparison. */
export function VersionHistory({ resumeId, id }: { resumeId: string; id: string }) {
  const history = useResumeHistory(resumeId);
  const versions = history.data?.versions;

  return (
    <div id={id} className="mt-4 rounded-xl bg-slate-50 p-4">
      <h3 className="font-semibold text-slate-900">Score over time</h3>
      {history.isError ? (
        <p role="alert" className="mt-2 text-sm text-rose-700">
          {toApiError(history.error).message}
        </p>
      ) : !versions ? (
        <div className="mt-2 flex justify-center">
          <Spinner label="Loading the history" />
        </div>
      ) : (
        <>
          <div className="mt-2">
            <Suspense fallback={<Spinner label="Loading the chart" />}>
              <ScoreChart versions={versions} />
            </Suspense>
          </div>
          <div className="mt-3">
            <ScoreTable versions={versions} />
          </div>
          {versions.length > 1 ? (
            // A new version resets the picks to the last two.
            <CompareVersions key={versions.length} versions={versions} />
          ) : null}
        </>
      )}
    </div>
  );
}
