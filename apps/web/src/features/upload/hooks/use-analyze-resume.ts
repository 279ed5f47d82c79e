import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, toApiError } from '../../../lib/api-error';
import { notifyApiError, notifyError } from '../../../lib/notify';
import { queryKeys } from '../../../lib/query-keys';
import { uploadResume } from '../api/upload-resume';
import { scoreResume } from '../api/score-resume';
import { useUploadStore } from './upload-store';

const PROCESS_FAILED = 'Failed to process resume. Please try again.';

/** Upload then score (uploading -> scoring -> success; any failure -> error), with SPEC.md 8's toasts. */
export function useAnalyzeResume(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const { file, set, jobDescription } = useUploadStore.getState();
    if (!file) return;
    set({ status: 'uploading', progress: 0, error: null, results: null });
    let resumeId: string;
    try {
      const onProgress = (progress: number) => set({ progress });
      resumeId = (await uploadResume(file, onProgress, jobDescription)).resume_id;
    } catch (error) {
      if (!(error instanceof ApiError)) {
        // Something failed in the page itself, not in a call: say so plainly.
        set({ status: 'error', error: PROCESS_FAILED });
        notifyError(PROCESS_FAILED);
        return;
      }
      const apiError = toApiError(error);
      set({
        status: 'error',
        error:
          apiError.status && apiError.status < 500 ? apiError.message : 'Failed to upload resume',
      });
      notifyApiError(
        apiError,
        apiError.status && apiError.status < 500 ? apiError.message : 'Failed to upload resume',
      );
      if (apiError.limitedFeature)
        void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
      return;
    }
    set({ status: 'scoring', progress: 1 });
    void queryClient.invalidateQueries({ queryKey: queryKeys.usage });
    try {
      const results = await scoreResume(resumeId);
      set({ status: 'success', results });
      void queryClient.invalidateQueries({ queryKey: queryKeys.resumes });
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 404
          ? 'Failed to get scoring results'
          : 'Failed to analyze resume';
      set({ status: 'error', error: message });
      notifyApiError(error, message);
    }
  }, [queryClient]);
}
