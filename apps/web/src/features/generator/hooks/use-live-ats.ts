import { useEffect } from 'react';
import { useCheckAts } from '../api/check-ats';
import { toResumeBody } from './editable-resume';
import { useGeneratorStore } from './generator-store';

/** How long typing must pause before the score is taken again. */
export const ATS_DEBOUNCE_MS = 400;

/**
 * Takes the ATS score of the edited resume again after each edit, once typing pauses. An answer
 * is kept only if no edit (or new generation) came after the one it was asked for, so a slow
 * answer never overwrites a newer one.
 */
export function useLiveAts(): { updating: boolean; failed: boolean } {
  const revision = useGeneratorStore((s) => s.revision);
  const atsRevision = useGeneratorStore((s) => s.atsRevision);
  const result = useGeneratorStore((s) => s.result);
  const setAts = useGeneratorStore((s) => s.setAts);
  const { mutate, isError } = useCheckAts();

  useEffect(() => {
    if (revision === 0 || !result) return;
    const timer = setTimeout(() => {
      const { edited, generatedFor } = useGeneratorStore.getState();
      if (!edited) return;
      mutate(
        { jobDescription: generatedFor, resume: toResumeBody(edited) },
        {
          onSuccess: (ats) => {
            const now = useGeneratorStore.getState();
            if (now.result === result && now.revision === revision) setAts(ats, revision);
          },
        },
      );
    }, ATS_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [revision, result, mutate, setAts]);

  return { updating: revision !== atsRevision && !isError, failed: isError };
}
