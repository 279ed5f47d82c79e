import type { MatchedSkill } from '@resumerank/contract/match';

const IMPORTANCE: Record<MatchedSkill['importance'], string> = {
  required: 'Required',
  mentioned: 'Asked',
  preferred: 'Nice to have',
};
const KIND: Record<MatchedSkill['kind'], string> = {
  hard: 'Hard skill',
  soft: 'Soft skill',
  tool: 'Tool',
  certification: 'Certification',
};
const HOW: Record<NonNullable<MatchedSkill['how']>, string> = {
  exact: 'in the job’s words',
  synonym: 'under another name',
  stem: 'in another form of the word',
};

/** One skill of the job: found (with the resume's line, quoted) or missing. */
export function MatchSkillRow({ skill }: { skill: MatchedSkill }) {
  return (
    <li className="py-2">
      <div className="flex flex-wrap items-baseline gap-x-2">
        <span
          className={skill.found ? 'font-semibold text-emerald-800' : 'font-semibold text-rose-800'}
        >
          {skill.found ? 'Found' : 'Missing'}: {skill.job_wording}
        </span>
        <span className="text-xs text-slate-600">
          {KIND[skill.kind]} · {IMPORTANCE[skill.importance]}
        </span>
      </div>
      {skill.found && skill.line ? (
        <p className="mt-1 text-sm text-slate-700">
          {skill.how && skill.how !== 'exact'
            ? `As "${skill.resume_wording}" (${HOW[skill.how]})`
            : 'Found'}
          {skill.section ? ` in ${skill.section}` : ''}: <q className="italic">{skill.line}</q>
        </p>
      ) : null}
    </li>
  );
}
