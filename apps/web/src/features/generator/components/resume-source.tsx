import { lazy, Suspense, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { FILE_ACCEPT, fileProblem } from '../../../config/files';
import { notifyError } from '../../../lib/notify';
import { useAuthStore } from '../../../stores/auth-store';
import { generatorFileProblem } from '../hooks/generator-messages';
import { useGeneratorStore } from '../hooks/generator-store';
import type { FactsErrors } from '../hooks/validate-facts';

const DetailsForm = lazy(() =>
  import('./details-form/details-form').then((m) => ({ default: m.DetailsForm })),
);

/**
 * What the resume is written from: an attached file, or, without one, the person's details
 * typed into a short form (else the server uses their latest upload).
 */
export function ResumeSource({ errors, focusFacts }: { errors: FactsErrors; focusFacts: boolean }) {
  const file = useGeneratorStore((s) => s.file);
  const setFile = useGeneratorStore((s) => s.setFile);
  const showFacts = useGeneratorStore((s) => s.showFacts);
  const setShowFacts = useGeneratorStore((s) => s.setShowFacts);
  const openFacts = useGeneratorStore((s) => s.openFacts);
  const user = useAuthStore((s) => s.user);
  const fileId = useId();
  const formId = useId();

  // The signed-in person's name and email are a fair start; they can change them.
  const toggleFacts = () => (showFacts ? setShowFacts(false) : openFacts(user));

  return (
    <div className="space-y-3">
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
        <span className="text-xs text-slate-500">
          {file
            ? 'Your resume is written from this file.'
            : 'Without one, your latest upload is used, or the details you fill in.'}
        </span>
      </div>
      {file ? null : (
        <>
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={showFacts}
            aria-controls={formId}
            onClick={toggleFacts}
            className="text-indigo-700"
          >
            {showFacts ? 'Hide the details form' : 'No resume file? Fill in your details'}
          </Button>
          <div id={formId}>
            {showFacts ? (
              <Suspense fallback={null}>
                <DetailsForm errors={errors} autoFocus={focusFacts} />
              </Suspense>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
}
