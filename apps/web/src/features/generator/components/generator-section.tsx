import { lazy, Suspense, useId } from 'react';
import { PageSection } from '../../../components/layout/page-section';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useGeneratorStore } from '../hooks/generator-store';
import { useGenerate } from '../hooks/use-generate';
import { ResumeSource } from './resume-source';

// The editor and the downloads load once there is a resume to show: most visits never need them.
const ResumeEditor = lazy(() =>
  import('./resume-editor/resume-editor').then((m) => ({ default: m.ResumeEditor })),
);
const DownloadButtons = lazy(() =>
  import('./download-buttons').then((m) => ({ default: m.DownloadButtons })),
);

/**
 * The resume generator (SPEC.md 2): job description in, ATS-optimized resume out, written only
 * from the person's own resume or details, editable line by line, downloadable as PDF, DOCX or
 * TXT.
 */
export function GeneratorSection() {
  const jobDescription = useGeneratorStore((s) => s.jobDescription);
  const setJobDescription = useGeneratorStore((s) => s.setJobDescription);
  const hasResult = useGeneratorStore((s) => s.result !== null);
  const clear = useGeneratorStore((s) => s.clear);
  const { generate, busy, factsErrors, focusFacts } = useGenerate();
  const textareaId = useId();

  return (
    <PageSection
      id="resume-generator"
      title="Resume Generator"
      description="Paste a job description, add your resume, and get an ATS-optimized resume built from your own experience."
      tone="muted"
    >
      <div className="mx-auto max-w-3xl space-y-4">
        <div>
          <label htmlFor={textareaId} className="block text-sm font-medium text-slate-800">
            Job description
          </label>
          <textarea
            id={textareaId}
            rows={8}
            value={jobDescription}
            onChange={(e) => setJobDescription(e.target.value)}
            placeholder="Paste the full job posting here"
            className="mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-sm focus:outline-2 focus:outline-indigo-600"
          />
        </div>
        <ResumeSource errors={factsErrors} focusFacts={focusFacts} />
        <div className="flex flex-wrap gap-3">
          <Button size="lg" onClick={() => void generate()} disabled={busy}>
            {busy ? (
              <>
                <Spinner className="h-4 w-4 text-white" label="Generating" /> Generating...
              </>
            ) : (
              'Generate Resume'
            )}
          </Button>
          <Button variant="secondary" size="lg" onClick={clear} disabled={busy}>
            Clear
          </Button>
        </div>
      </div>
      {hasResult ? (
        <div className="mt-10">
          <Suspense fallback={null}>
            <ResumeEditor />
            <DownloadButtons />
          </Suspense>
        </div>
      ) : null}
    </PageSection>
  );
}
