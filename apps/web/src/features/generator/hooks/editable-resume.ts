import type { GeneratedExperience, ResumeData, ResumeInput } from '@resumerank/contract/generator';
import { UNSAFE_CHARACTERS } from '@resumerank/contract/safe-text';

/** One line the person can edit, with an id that stays with it when lines are reordered. */
export interface EditableLine {
  id: string;
  text: string;
}

/** One role as the editor holds it: its achievements carry ids, for keys and focus. */
export interface EditableRole extends Omit<GeneratedExperience, 'achievements'> {
  id: string;
  achievements: EditableLine[];
}

/** The resume's content as the person edits it: everything the downloads render. */
export type EditableResume = Omit<
  ResumeInput,
  'experience' | 'ats_validation' | 'ats_analysis' | 'provenance' | 'audit'
> & { experience: EditableRole[] };

let counter = 0;

/** A fresh id for a role or a line, unique for the page's life. */
export function newId(prefix: string): string {
  counter += 1;
  return `${prefix}${counter}`;
}

/** The generate answer as an editable resume (scores, provenance and audit stay with it). */
export function toEditable(data: ResumeData): EditableResume {
  return {
    personal_info: { ...data.personal_info },
    professional_summary: data.professional_summary,
    core_competencies: [...data.core_competencies],
    experience: data.experience.map((role) => ({
      ...role,
      id: newId('role-'),
      achievements: role.achievements.map((text) => ({ id: newId('line-'), text })),
    })),
    education: [...data.education],
    ...(data.education_entries
      ? { education_entries: structuredClone(data.education_entries) }
      : {}),
    ...(data.sections ? { sections: structuredClone(data.sections) } : {}),
    skills: [...data.skills],
  };
}

const unsafe = new RegExp(UNSAFE_CHARACTERS.source, 'g');

/** The text without the characters the server refuses to print (a pasted NUL, a bell). */
export function printable(text: string): string {
  return text.replace(unsafe, '');
}

/**
 * The edited resume as the server takes it back, for the ATS check and every download: ids
 * dropped, and every line made printable, so text pasted from anywhere never costs a 422.
 */
export function toResumeBody(resume: EditableResume): ResumeInput {
  const body = {
    ...resume,
    experience: resume.experience.map(({ id: _id, achievements, ...role }) => ({
      ...role,
      achievements: achievements.map((line) => line.text),
    })),
  };
  return JSON.parse(
    JSON.stringify(body, (_key, value: unknown) =>
      typeof value === 'string' ? printable(value) : value,
    ),
  ) as ResumeInput;
}
