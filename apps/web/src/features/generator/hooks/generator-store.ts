import { create } from 'zustand';
import type { ResumeData } from '@resumerank/contract/generator';
import type { AtsCheckAnswer } from '@resumerank/contract/ats-check';
import { onLogout } from '../../../stores/auth-store';
import { toEditable, type EditableResume } from './editable-resume';
import type { ResumeEdit } from './resume-edits';
import { emptyFacts, type FactsDraft } from './facts-draft';

interface GeneratorState {
  jobDescription: string;
  file: File | null;
  /** The generate answer as it came: scores, provenance and the truth audit. */
  result: ResumeData | null;
  /** The job description the result was written for (the box may have changed since). */
  generatedFor: string;
  /** The resume as the person edited it: what the score and every download are taken on. */
  edited: EditableResume | null;
  /** The score and keywords of the edited resume (the generated ones until the first edit). */
  ats: AtsCheckAnswer | null;
  /** Counts the edits, so the score is taken again after each one. */
  revision: number;
  /** The revision `ats` was taken on: behind `revision` while a new score is on its way. */
  atsRevision: number;
  /** The details form, for a person without a resume file. */
  facts: FactsDraft;
  showFacts: boolean;
  setJobDescription: (text: string) => void;
  setFile: (file: File | null) => void;
  setResult: (result: ResumeData | null, jobDescription?: string) => void;
  edit: (change: ResumeEdit) => void;
  /** Back to the generated version. */
  resetEdits: () => void;
  setAts: (ats: AtsCheckAnswer, revision: number) => void;
  setFacts: (change: (facts: FactsDraft) => FactsDraft) => void;
  setShowFacts: (show: boolean) => void;
  /** Opens the details form, starting the name and email from the account when still empty. */
  openFacts: (account: { full_name: string; email: string } | null) => void;
  clear: () => void;
}

const initial = () => ({
  jobDescription: '',
  file: null,
  result: null,
  generatedFor: '',
  edited: null,
  ats: null,
  revision: 0,
  atsRevision: 0,
  facts: emptyFacts(),
  showFacts: false,
});

const scoresOf = (data: ResumeData): AtsCheckAnswer => ({
  ats_validation: data.ats_validation,
  ats_analysis: data.ats_analysis,
});

/** The generator's inputs, its answer and the person's edits; cleared by Clear and by logout. */
export const useGeneratorStore = create<GeneratorState>()((set, get) => ({
  ...initial(),
  setJobDescription: (jobDescription) => set({ jobDescription }),
  setFile: (file) => set({ file }),
  setResult: (result, jobDescription = get().jobDescription) =>
    set({
      result,
      generatedFor: jobDescription,
      edited: result ? toEditable(result) : null,
      ats: result ? scoresOf(result) : null,
      revision: 0,
      atsRevision: 0,
    }),
  edit: (change) => {
    const { edited, revision } = get();
    if (edited) set({ edited: change(edited), revision: revision + 1 });
  },
  resetEdits: () => {
    const { result, revision } = get();
    if (result) set({ edited: toEditable(result), revision: revision + 1 });
  },
  setAts: (ats, atsRevision) => set({ ats, atsRevision }),
  setFacts: (change) => set({ facts: change(get().facts) }),
  setShowFacts: (showFacts) => set({ showFacts }),
  openFacts: (account) => {
    const { facts } = get();
    set({
      showFacts: true,
      facts: account
        ? { ...facts, name: facts.name || account.full_name, email: facts.email || account.email }
        : facts,
    });
  },
  clear: () => set(initial()),
}));

onLogout(() => useGeneratorStore.getState().clear());
