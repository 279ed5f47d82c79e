import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { GeneratorFacts } from '@resumerank/contract/generator-facts';
import { queryKeys } from '../../../lib/query-keys';
import { toApiError } from '../../../lib/api-error';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAuthModalStore } from '../../../stores/auth-modal-store';
import { useAuthStore } from '../../../stores/auth-store';
import { generateResume } from '../api/generate-resume';
import { generationErrorMessage } from './generator-messages';
import { useGeneratorStore } from './generator-store';
import type { FactsErrors } from './validate-facts';

/**
 * The Generate button's work: sign-in and job description checks (SPEC.md 6 and 5), the details
 * form checked before sending, the call, and its failures. A 422 asking for a resume or details
 * opens the details form with the server's words.
 */
export function useGenerate() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const openAuth = useAuthModalStore((s) => s.open);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [factsErrors, setFactsErrors] = useState<FactsErrors>({});
  // Set when the form opens because the server asked for it, so its first field takes focus.
  const [focusFacts, setFocusFacts] = useState(false);

  const generate = async () => {
    if (!isAuthenticated) {
      notifyError('Please sign in to generate resumes');
      openAuth('login');
      return;
    }
    const {
      jobDescription,
      file,
      showFacts,
      facts: draft,
      setResult,
      openFacts,
    } = useGeneratorStore.getState();
    if (!jobDescription.trim()) return notifyError('Please enter a job description');
    let facts: GeneratorFacts | null = null;
    if (!file && showFacts) {
      // Loaded on demand: the schema's checks are needed only by people who use the form.
      const { validateFacts } = await import('./validate-facts');
      const checked = validateFacts(draft);
      if (!checked.ok) {
        setFactsErrors(checked.errors);
        return notifyError(Object.values(checked.errors)[0] ?? 'Please check your details.');
      }
      facts = checked.facts;
    }
    setFactsErrors({});
    setBusy(true);
    try {
      const answer = await generateResume(jobDescription, file, facts);
      setResult(answer.resume_data, jobDescription);
      notifySuccess('Your ATS-optimized resume is ready.');
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.status === 401) openAuth('login');
      else {
        const { factsErrorsFrom } = await import('./validate-facts');
        const errors = apiError.status === 422 ? factsErrorsFrom(apiError.fieldErrors) : {};
        if (Object.keys(errors).length) {
          setFactsErrors(errors);
          setFocusFacts(!showFacts);
          openFacts(useAuthStore.getState().user);
        }
        notifyError(generationErrorMessage(apiError));
      }
    } finally {
      setBusy(false);
      // A generation (or a 429 for one) changes what the usage meters show.
      void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    }
  };

  return { generate, busy, factsErrors, focusFacts };
}
