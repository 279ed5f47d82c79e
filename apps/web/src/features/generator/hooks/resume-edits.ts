import type { EducationEntry, ExtraSection } from '@resumerank/contract/generator';
import type { EditableResume, EditableRole } from './editable-resume';

/** One change to the edited resume: a pure function from the old resume to the new one. */
export type ResumeEdit = (resume: EditableResume) => EditableResume;

/** The list with the item at `index` moved by `delta` places (unchanged past either end). */
export function moved<T>(list: T[], index: number, delta: number): T[] {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(target, 0, item!);
  return next;
}

const mapRole =
  (roleId: string, change: (role: EditableRole) => EditableRole): ResumeEdit =>
  (resume) => ({
    ...resume,
    experience: resume.experience.map((role) => (role.id === roleId ? change(role) : role)),
  });

/** Sets one contact field (name, email, phone, location). */
export const setPersonal =
  (field: 'name' | 'email' | 'phone' | 'location', value: string): ResumeEdit =>
  (resume) => ({ ...resume, personal_info: { ...resume.personal_info, [field]: value } });

/** Replaces the summary. */
export const setSummary =
  (text: string): ResumeEdit =>
  (resume) => ({ ...resume, professional_summary: text });

/** Replaces one of the plain lists: competencies, skills or education lines. */
export const setList =
  (field: 'core_competencies' | 'skills' | 'education', lines: string[]): ResumeEdit =>
  (resume) => ({ ...resume, [field]: lines });

/**
 * Changes a role's title, company, location or dates. Dates are edited as one line; the start
 * and end are read back from it so no stale date stays behind.
 */
export const updateRole = (
  roleId: string,
  patch: Partial<Pick<EditableRole, 'title' | 'company' | 'location' | 'duration'>>,
) =>
  mapRole(roleId, (role) => {
    const next = { ...role, ...patch };
    if (patch.duration === undefined) return next;
    const [start, end] = patch.duration.split(/\s+(?:[–—-]|to)\s+/i);
    return { ...next, start: start?.trim() ?? '', end: end?.trim() ?? '' };
  });

/** Moves a role up (-1) or down (+1). */
export const moveRole =
  (roleId: string, delta: number): ResumeEdit =>
  (resume) => ({
    ...resume,
    experience: moved(
      resume.experience,
      resume.experience.findIndex((r) => r.id === roleId),
      delta,
    ),
  });

/** Removes a role and everything under it. */
export const removeRole =
  (roleId: string): ResumeEdit =>
  (resume) => ({ ...resume, experience: resume.experience.filter((r) => r.id !== roleId) });

/** Rewrites one achievement. */
export const updateAchievement = (roleId: string, lineId: string, text: string) =>
  mapRole(roleId, (role) => ({
    ...role,
    achievements: role.achievements.map((l) => (l.id === lineId ? { ...l, text } : l)),
  }));

/** Moves an achievement up (-1) or down (+1) within its role. */
export const moveAchievement = (roleId: string, lineId: string, delta: number) =>
  mapRole(roleId, (role) => ({
    ...role,
    achievements: moved(
      role.achievements,
      role.achievements.findIndex((l) => l.id === lineId),
      delta,
    ),
  }));

/** Removes one achievement. */
export const removeAchievement = (roleId: string, lineId: string) =>
  mapRole(roleId, (role) => ({
    ...role,
    achievements: role.achievements.filter((l) => l.id !== lineId),
  }));

/**
 * Adds a keyword the person says they have to Skills, and only there: an achievement is a claim
 * about what they did, which a keyword alone does not tell.
 */
export const addSkill =
  (keyword: string): ResumeEdit =>
  (resume) =>
    resume.skills.some((s) => s.trim().toLowerCase() === keyword.trim().toLowerCase())
      ? resume
      : { ...resume, skills: [...resume.skills, keyword.trim()] };

/** Changes one structured education entry. */
export const updateEducation =
  (index: number, patch: Partial<EducationEntry>): ResumeEdit =>
  (resume) => ({
    ...resume,
    education_entries: (resume.education_entries ?? []).map((e, i) =>
      i === index ? { ...e, ...patch } : e,
    ),
  });

/** Changes one other section (its heading or its lines). */
export const updateSection =
  (index: number, patch: Partial<ExtraSection>): ResumeEdit =>
  (resume) => ({
    ...resume,
    sections: (resume.sections ?? []).map((s, i) => (i === index ? { ...s, ...patch } : s)),
  });
