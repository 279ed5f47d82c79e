import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { PageSection } from '../../../components/layout/page-section';
import { Button } from '../../../components/ui/button';
import { fileProblem } from '../../../config/files';
import { notifyError } from '../../../lib/notify';
import { useAuthModalStore } from '../../../stores/auth-modal-store';
import { useAuthStore } from '../../../stores/auth-store';
import { useAnalyzeResume } from '../hooks/use-analyze-resume';
import { useUploadStore } from '../hooks/upload-store';
import { DropZone } from './drop-zone';
import { JobDescriptionField } from './job-description-field';
import { MeasuresExplainer } from './measures-explainer';
import { RetentionNote } from './retention-note';

// The report is only needed once a score arrives.
const ResultPanel = lazy(() =>
  import('../../../components/score/result-panel').then((m) => ({ default: m.ResultPanel })),
);
const MatchReportPanel = lazy(() =>
  import('./match-report-panel').then((m) => ({ default: m.MatchReportPanel })),
);

function formatSize(bytes: number): string {
  return bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The upload and score section (SPEC.md 2): pick or drop, upload with progress, score, read. */
export function UploadSection({ meters }: { meters?: ReactNode }) {
  const { file, status, progress, results, error, choose, reset } = useUploadStore();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const openAuth = useAuthModalStore((s) => s.open);
  const analyze = useAnalyzeResume();
  const busy = status === 'uploading' || status === 'scoring';
  const analyzeButton = useRef<HTMLButtonElement>(null);
  const resultRegion = useRef<HTMLDivElement>(null);

  // The control that had the focus leaves the page at each step (the file picker button once a
  // file is chosen, the Analyze button once the score is in): focus goes on to what comes next,
  // so keyboard and screen reader users are not sent back to the top of the page.
  useEffect(() => {
    if (file && status === 'idle') analyzeButton.current?.focus();
  }, [file, status]);
  useEffect(() => {
    if (status === 'success') resultRegion.current?.focus();
  }, [status]);

  const askToSignIn = () => {
    if (isAuthenticated) return true;
    notifyError('Please sign in to upload and score your resume');
    openAuth('login');
    return false;
  };
  const pick = (picked: File) => {
    if (!askToSignIn()) return;
    const problem = fileProblem(picked);
    if (problem) return notifyError(problem);
    choose(picked);
  };

  return (
    <PageSection
      id="upload-section"
      title="Score Your Resume"
      description="Upload a PDF, DOC, DOCX or TXT resume and get a score out of 100 with sub-scores for impact, brevity, style and skills."
    >
      {meters ? <div className="mb-6">{meters}</div> : null}
      {status === 'success' && results ? (
        <div
          ref={resultRegion}
          role="region"
          aria-label="Your resume score"
          tabIndex={-1}
          className="focus:outline-none"
        >
          <Suspense fallback={null}>
            <ResultPanel results={results} />
            {results.match ? <MatchReportPanel report={results.match} /> : null}
          </Suspense>
          <div className="mt-6 flex justify-center">
            <Button size="lg" onClick={reset}>
              Analyze Another Resume
            </Button>
          </div>
        </div>
      ) : (
        <div className="mx-auto max-w-2xl">
          {file ? (
            <div
              className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
              aria-live="polite"
            >
              <div className="flex items-center justify-between gap-4">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-slate-900">{file.name}</p>
                  <p className="text-sm text-slate-600">{formatSize(file.size)}</p>
                </div>
                {!busy ? (
                  <Button variant="ghost" size="sm" onClick={reset}>
                    Remove
                  </Button>
                ) : null}
              </div>
              {busy ? (
                <div className="mt-4">
                  <div className="flex justify-between text-sm text-slate-700">
                    <span>
                      {status === 'uploading' ? 'Uploading...' : 'Scoring your resume...'}
                    </span>
                    <span className="tabular-nums">
                      {status === 'uploading' ? `${Math.round(progress * 100)}%` : ''}
                    </span>
                  </div>
                  <div
                    className="mt-1 h-2 overflow-hidden rounded-full bg-slate-200"
                    role="progressbar"
                    aria-label="Upload progress"
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={Math.round(progress * 100)}
                  >
                    <div
                      className={`h-full rounded-full bg-indigo-600 transition-all ${status === 'scoring' ? 'animate-pulse' : ''}`}
                      style={{
                        width: `${Math.round((status === 'scoring' ? 1 : progress) * 100)}%`,
                      }}
                    />
                  </div>
                </div>
              ) : null}
              <JobDescriptionField disabled={busy} />
              {status === 'error' && error ? (
                <p role="alert" className="mt-4 rounded-lg bg-rose-50 p-3 text-sm text-rose-800">
                  {error}
                </p>
              ) : null}
              <Button
                ref={analyzeButton}
                className="mt-4 w-full"
                size="lg"
                disabled={busy}
                onClick={() => void analyze()}
              >
                {busy ? 'Working...' : status === 'error' ? 'Try again' : 'Analyze Resume'}
              </Button>
            </div>
          ) : (
            <DropZone onFile={pick} canPick={askToSignIn} />
          )}
          <RetentionNote />
        </div>
      )}
      <div className="mt-12">
        <MeasuresExplainer />
      </div>
    </PageSection>
  );
}
