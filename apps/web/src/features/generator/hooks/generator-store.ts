import { create } from 'zustand';
import type { ResumeData } from '@resumerank/contract/generator';
import { onLogout } from '../../../stores/auth-store';

interface GeneratorState {
  jobDescription: string;
  file: File | null;
  result: ResumeData | null;
  setJobDescription: (text: string) => void;
  setFile: (file: File | null) => void;
  setResult: (result: ResumeData | null) => void;
  clear: () => void;
}

const initial = { jobDescription: '', file: null, result: null };

/** The generator's inputs and result; cleared by Clear and by logout. */
export const useGeneratorStore = create<GeneratorState>()((set) => ({
  ...initial,
  setJobDescription: (jobDescription) => set({ jobDescription }),
  setFile: (file) => set({ file }),
  setResult: (result) => set({ result }),
  clear: () => set(initial),
}));

onLogout(() => useGeneratorStore.getState().clear());
