import type { AtsCheckAnswer } from '@resumerank/contract/ats-check';
import { scoreTone } from '../../../../components/score/score-color';
import { Button } from '../../../../components/ui/button';

export interface AtsPanelProps {
  ats: AtsCheckAnswer;
  /** The resume's skills, to show which missing keywords the person has already added. */
  skills: string[];
  edited: boolean;
  updating: boolean;
  failed: boolean;
  onHaveSkill: (keyword: string) => void;
}

function scoreNote({
  edited,
  updating,
  failed,
}: Pick<AtsPanelProps, 'edited' | 'updating' | 'failed'>) {
  if (failed) return 'The score could not be updated. It will be taken again after your next edit.';
  if (updating) return 'Updating the score for your edits...';
  return edited ? 'Score of your edited resume.' : 'Score of the generated resume.';
}

/**
 * The abilities the job stresses, each once, with the resume's line that shows it, or a hint to
 * show it in an achievement; never an "I have this skill" button, since a list of traits proves
 * nothing.
 */
function SoftSkills({ skills }: { skills: Array<{ skill: string; evidence: string | null }> }) {
  if (!skills.length) return null;
  return (
    <>
      <p className="mt-4 text-xs text-slate-600">Soft skills the job stresses:</p>
      <ul className="mt-2 space-y-1.5" aria-label="Soft skills">
        {skills.map(({ skill, evidence }) => (
          <li key={skill} className="text-sm text-slate-800">
            <span className="font-medium">{skill}</span>
            <span className="block text-xs text-slate-600">
              {evidence
                ? `Shown by: “${evidence}”`
                : 'Not shown yet: show it in an achievement, only if true.'}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * The ATS score, the job's keywords (eight, as SPEC.md's preview shows) and every keyword the
 * resume does not show, each with a button for the person to say they have it.
 */
export function AtsPanel({ ats, skills, edited, updating, failed, onHaveSkill }: AtsPanelProps) {
  const score = ats.ats_validation.ats_score;
  const tone = scoreTone(score);
  const has = new Set(skills.map((s) => s.trim().toLowerCase()));
  const missing = ats.ats_analysis.missing_keywords;
  return (
    <aside className="space-y-4" aria-label="ATS check">
      <div className="rounded-2xl border border-slate-200 bg-white p-5 text-center shadow-sm">
        <p className="text-sm font-semibold text-slate-700">ATS compatibility</p>
        <p
          className={`mt-1 text-4xl font-extrabold tabular-nums ${tone.text}`}
          aria-label={`ATS score ${score} out of 100`}
        >
          {score}
        </p>
        <div
          className="mx-auto mt-2 h-2 w-full overflow-hidden rounded-full bg-slate-200"
          aria-hidden="true"
        >
          <div className={`h-full ${tone.bar}`} style={{ width: `${score}%` }} />
        </div>
        <p role="status" className="mt-2 text-xs text-slate-600">
          {scoreNote({ edited, updating, failed })}
        </p>
      </div>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <p className="text-sm font-semibold text-slate-700">Keywords from the job</p>
        <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Keywords">
          {ats.ats_analysis.extracted_keywords.slice(0, 8).map((k) => {
            const matched = ats.ats_analysis.matched_keywords.includes(k);
            return (
              <li
                key={k}
                className={`rounded-full px-2.5 py-0.5 text-xs font-medium ${matched ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-600'}`}
              >
                {matched ? '✓ ' : ''}
                {k}
              </li>
            );
          })}
        </ul>
        <SoftSkills skills={ats.ats_analysis.soft_skills ?? []} />
        {missing.length ? (
          <>
            <p className="mt-4 text-xs text-slate-600">
              Not shown by your resume (add them only if true):
            </p>
            <ul className="mt-2 space-y-1.5" aria-label="Missing keywords">
              {missing.map((k) => (
                <li key={k} className="flex items-center justify-between gap-2 text-sm">
                  <span className="text-slate-800">{k}</span>
                  {has.has(k.toLowerCase()) ? (
                    <span className="text-xs font-medium text-emerald-800">Added to Skills</span>
                  ) : (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`I have this skill: ${k}`}
                      className="shrink-0 whitespace-nowrap"
                      onClick={() => onHaveSkill(k)}
                    >
                      I have this skill
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </aside>
  );
}
