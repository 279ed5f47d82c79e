import { lazy, Suspense, useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { PageSection } from '../../../components/layout/page-section';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { FILE_ACCEPT, fileProblem } from '../../../config/files';
import { ApiError, toApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAuthModalStore } from '../../../stores/auth-modal-store';
import { useAuthStore } from '../../../stores/auth-store';
import { generateResume } from '../api/generate-resume';
import { downloadResumePdf } from '../api/download-resume-pdf';
import { downloadResumeDocx } from '../api/download-resume-docx';
import { saveBlob } from '../api/download-resume-file';
import { generationErrorMessage, generatorFileProblem } from '../hooks/generator-messages';
import { useGeneratorStore } from '../hooks/generator-store';

const GeneratedPreview = lazy(() =>
  import('./generated-preview').then((m) => ({ default: m.GeneratedPreview })),
);

/** The resume generator (SPEC.md 2): job description in, ATS-optimized resume out, PDF download. */
export function GeneratorSection() {
  const { jobDescription, file, result, setJobDescription, setFile, setResult, clear } =
    useGeneratorStore();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const openAuth = useAuthModalStore((s) => s.open);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [downloading, setDownloading] = useState<'pdf' | 'docx' | null>(null);
  const [planNote, setPlanNote] = useState<string | null>(null);
  const textareaId = useId();
  const fileId = useId();

  const generate = async () => {
    if (!isAuthenticated) {
      notifyError('Please sign in to generate resumes');
      openAuth('login');
      return;
    }
    if (!jobDescription.trim()) return notifyError('Please enter a job description');
    setBusy(true);
    setPlanNote(null);
    try {
      const answer = await generateResume(jobDescription, file);
      setResult(answer.resume_data);
      notifySuccess('Your ATS-optimized resume is ready.');
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 401) openAuth('login');
      else notifyError(generationErrorMessage(apiError));
    } finally {
      setBusy(false);
      // A generation (or a 429 for one) changes what the usage meters show.
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    }
  };

  const download = async (format: 'pdf' | 'docx') => {
    if (!result) return;
    setDownloading(format);
    try {
      await (format === 'pdf' ? downloadResumePdf(result) : downloadResumeDocx(result));
    } catch (error) {
      if (error instanceof ApiError && error.status === 403) setPlanNote(error.message);
      else
        notifyError(
          format === 'pdf'
            ? 'Failed to download PDF. Please try again.'
            : 'Failed to download Word document. Please try again.',
        );
    } finally {
      setDownloading(null);
    }
  };

  const downloadText = () => {
    if (!result) return;
    const lines = [
      result.personal_info.name,
      [result.personal_info.email, result.personal_info.phone, result.personal_info.location]
        .filter(Boolean)
        .join(' | '),
      '',
      'SUMMARY',
      result.professional_summary,
      '',
      'EXPERIENCE',
      ...result.experience.flatMap((r) => [
        '',
        [r.title, r.company].filter(Boolean).join(' | '),
        r.duration,
        ...r.achievements.map((a) => `- ${a}`),
      ]),
      '',
      'EDUCATION',
      ...result.education,
      '',
      'SKILLS',
      result.skills.join(', '),
    ];
    saveBlob(
      new Blob([lines.join('\n')], { type: 'text/plain' }),
      `${(result.personal_info.name || 'Resume').replace(/[^\p{L}\p{N}]+/gu, '_')}_ATS_Resume.txt`,
    );
  };

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
        <div className="flex flex-wrap items-center gap-3">
          <label htmlFor={fileId} className="text-sm font-medium text-slate-800">
            Your resume (optional)
          </label>
          <input
            id={fileId}
            type="file"
            accept={FILE_ACCEPT}
            className="text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-indigo-50 file:px-3 file:py-1.5 file:font-semibold file:text-indigo-700"
            onChange={(e) => {
              const picked = e.target.files?.[0] ?? null;
              const problem = picked ? generatorFileProblem(fileProblem(picked)) : null;
              if (problem) {
                notifyError(problem);
                e.target.value = '';
                return;
              }
              setFile(picked);
            }}
          />
          <span className="text-xs text-slate-500">Without one, your latest upload is used.</span>
        </div>
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
          <Button
            variant="secondary"
            size="lg"
            onClick={() => {
              clear();
              setPlanNote(null);
            }}
            disabled={busy}
          >
            Clear
          </Button>
        </div>
      </div>
      {result ? (
        <div className="mt-10">
          <Suspense fallback={null}>
            <GeneratedPreview data={result} />
          </Suspense>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Button size="lg" onClick={() => void download('pdf')} disabled={downloading !== null}>
              {downloading === 'pdf' ? 'Preparing PDF...' : 'Download PDF'}
            </Button>
            <Button
              variant="secondary"
              size="lg"
              onClick={() => void download('docx')}
              disabled={downloading !== null}
            >
              {downloading === 'docx' ? 'Preparing DOCX...' : 'Download DOCX'}
            </Button>
            <Button variant="secondary" size="lg" onClick={downloadText}>
              Download TXT
            </Button>
          </div>
          {planNote ? (
            <p
              role="status"
              className="mx-auto mt-4 max-w-xl rounded-lg bg-amber-50 p-3 text-center text-sm text-amber-900"
            >
              {planNote}{' '}
              <a href="#pricing" className="font-semibold underline">
                See plans
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
    </PageSection>
  );
}
