import { create } from 'zustand';
import type { ScoreResults } from '@resumerank/contract/scoring';
import { onLogout } from '../../../stores/auth-store';

/** SPEC.md 4's upload status. */
export type UploadStatus = 'idle' | 'uploading' | 'scoring' | 'success' | 'error';

interface UploadState {
  file: File | null;
  status: UploadStatus;
  progress: number;
  results: ScoreResults | null;
  error: string | null;
  /** A job description pasted beside the file: the score then carries a match report. */
  jobDescription: string;
  choose: (file: File | null) => void;
  set: (patch: Partial<Omit<UploadState, 'choose' | 'set' | 'reset'>>) => void;
  reset: () => void;
}

const initial = {
  file: null,
  status: 'idle' as const,
  progress: 0,
  results: null,
  error: null,
  jobDescription: '',
};

/** The upload in progress: the selected file, the status, the progress and the result. */
export const useUploadStore = create<UploadState>()((set) => ({
  ...initial,
  // Choosing a file sets idle (SPEC.md 4); a job pasted already stays for the new file.
  choose: (file) => set((state) => ({ ...initial, file, jobDescription: state.jobDescription })),
  set: (patch) => set(patch),
  reset: () => set(initial),
}));

// Logout also resets the upload and the selected file.
onLogout(() => useUploadStore.getState().reset());
