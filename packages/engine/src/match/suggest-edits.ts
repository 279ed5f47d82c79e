import { EDITS_SHOWN, TITLE_IN_SUMMARY } from '../data/match-weights';
import type { MatchEdit } from './match-report';
import { matchRate, type MatchState } from './match-rate';
import { coreTitle } from './title-match';
import { fieldShare } from './field-overlap';

/** Where skills go when the resume has no skills section of its own. */
const NO_SKILLS_SECTION = 'a Skills section';

/** What the edits are written against, and how adding a skill moves the parts it reaches. */
export interface EditContext {
  jobTitle: string | null;
  skillsHeading: string | null;
  /** The occupation and experience parts once a skill is added, when adding it moves them. */
  afterAdding?: (skill: string) => Partial<MatchState> | null;
}

/** Every edit the report could suggest, with the state it would lead to. */
function candidates(
  state: MatchState,
  context: EditContext,
): Array<Omit<MatchEdit, 'gain'> & { after: MatchState }> {
  const skillsWhere = context.skillsHeading ?? NO_SKILLS_SECTION;
  const out: Array<Omit<MatchEdit, 'gain'> & { after: MatchState }> = [];
  state.skills.forEach((skill, i) => {
    if (skill.how === 'exact') return;
    const after = {
      ...state,
      // Wording a skill as the job does keeps its line; adding one puts it under a role too.
      skills: state.skills.map((s, j) =>
        j === i ? { ...s, how: 'exact' as const, inRole: s.how ? s.inRole : true } : s,
      ),
      // A skill added may be the resume's first of its category: the field part moves too.
      field:
        !skill.how && state.fieldBasis ? fieldShare(state.fieldBasis, [skill.name]) : state.field,
      // A skill added may turn what an ambiguous title names ('Engineer': software or plant).
      ...(skill.how ? {} : context.afterAdding?.(skill.name)),
    };
    if (skill.how) {
      out.push({
        action: `Write "${skill.job_wording}" as the job does (your resume says "${skill.resume_wording}")`,
        where: skill.section || 'the line that shows it',
        only_if_true: false,
        after,
      });
      return;
    }
    const claim =
      skill.kind === 'certification'
        ? { action: `List the certification "${skill.job_wording}"`, where: 'Certifications' }
        : skill.kind === 'soft'
          ? {
              action: `Show "${skill.job_wording}" in an achievement`,
              where: 'under the role where you practised it',
            }
          : {
              action: `Add "${skill.job_wording}"`,
              where: `${skillsWhere}, and under the role where you used it`,
            };
    out.push({ ...claim, action: `${claim.action} (only if true)`, only_if_true: true, after });
  });
  if (context.jobTitle && state.title !== null && state.title < 1) {
    out.push({
      action: `Name the job's title "${coreTitle(context.jobTitle)}" (only if true of your work)`,
      where: 'your summary or headline',
      only_if_true: true,
      after: titleNamed(state),
    });
  }
  return out;
}

/**
 * The state once the job's title is named in the headline: the title counts as claimed there, the skills its
 * words name are shown (listed, not under a role), and when no role title names a known
 * occupation, the headline's title sets it.
 */
function titleNamed(state: MatchState): MatchState {
  const named = new Set(state.titleSkills ?? []);
  const skills = state.skills.map((s) =>
    named.has(s.name) && !s.how ? { ...s, how: 'exact' as const, inRole: false } : s,
  );
  const added = skills.filter((s, i) => s.how && !state.skills[i]!.how).map((s) => s.name);
  return {
    ...state,
    // The edit names it in the summary or headline, which counts as a title claimed there.
    title: Math.max(state.title ?? 0, TITLE_IN_SUMMARY),
    skills,
    field: added.length && state.fieldBasis ? fieldShare(state.fieldBasis, added) : state.field,
    occupation: state.occupationFromHeadline ? TITLE_IN_SUMMARY : state.occupation,
  };
}

/**
 * The edits that would raise the rate most, largest gain first: wording a skill as the job
 * does, adding a skill, certification or title the resume does not show (each marked "only if
 * true", since the report cannot know), each with where to make it.
 */
export function suggestEdits(state: MatchState, context: EditContext): MatchEdit[] {
  const now = matchRate(state).rate;
  return candidates(state, context)
    .map(({ after, ...edit }) => ({ ...edit, gain: matchRate(after).rate - now }))
    .filter((edit) => edit.gain > 0)
    .sort((a, b) => b.gain - a.gain || Number(a.only_if_true) - Number(b.only_if_true))
    .slice(0, EDITS_SHOWN);
}
