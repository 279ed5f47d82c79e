import type { CheckDefinition } from './check-types';
import { findSkills } from '../skills/find-skills';
import { clampScore } from './text-helpers';

/** Hard skills, tools and certifications a recruiter or ATS can search for. */
export const hardSkills: CheckDefinition = {
  id: 'skills.hard',
  label: 'Hard skills',
  measure: 'skills',
  weight: 3,
  run: ({ skills }) => {
    const hard = skills.filter((s) => s.kind !== 'soft');
    return {
      score: clampScore((hard.length / 10) * 100),
      passed: hard.length >= 6,
      message: `${hard.length} hard skill${hard.length === 1 ? '' : 's'}, tools or certifications found${
        hard.length
          ? `: ${hard
              .slice(0, 8)
              .map((s) => s.name)
              .join(', ')}`
          : ''
      }.`,
      evidence: hard.slice(0, 12).map((s) => s.name),
      advice:
        hard.length >= 6
          ? []
          : [
              'Name the tools, methods and certifications you use (e.g. in a Skills section and in your bullets): ATS searches for them by name.',
            ],
    };
  },
};

/** Soft skills, best shown through achievements. */
export const softSkills: CheckDefinition = {
  id: 'skills.soft',
  label: 'Soft skills',
  measure: 'skills',
  weight: 1,
  run: ({ skills, statements }) => {
    const soft = skills.filter((s) => s.kind === 'soft');
    const leads = statements.some((s) =>
      /\b(led|mentored|managed|coached|trained|supervised|presented|negotiated|collaborated)\b/i.test(
        s.text,
      ),
    );
    const score = Math.min(100, soft.length * 25 + (leads ? 50 : 0));
    return {
      score: clampScore(score),
      passed: score >= 50,
      message:
        soft.length || leads
          ? `Soft skills show through ${
              soft.length
                ? soft
                    .map((s) => s.name.toLowerCase())
                    .slice(0, 4)
                    .join(', ')
                : 'your bullets'
            }.`
          : 'No soft skills show: leadership, communication or teamwork.',
      evidence: soft.slice(0, 6).map((s) => s.name),
      advice:
        score >= 50
          ? []
          : [
              'Show soft skills through results, e.g. "Led a team of 4 to ship…" or "Presented findings to the board".',
            ],
    };
  },
};

/** Listed skills backed by the experience: a skill used in a bullet counts more than a list. */
export const skillsBacked: CheckDefinition = {
  id: 'skills.backed',
  label: 'Skills backed by experience',
  measure: 'skills',
  weight: 2,
  run: ({ parsed, statements }) => {
    const listed = findSkills(parsed.skills.join(', ')).filter((s) => s.kind !== 'soft');
    if (listed.length === 0) {
      return {
        score: parsed.skills.length ? 60 : 30,
        passed: false,
        message: parsed.skills.length
          ? 'Your skills section lists no recognised skills.'
          : 'There is no skills section to compare with your experience.',
        evidence: [],
        advice: [
          'Add a Skills section naming your main tools and methods, and use them in your bullets too.',
        ],
      };
    }
    const used = new Set(findSkills(statements.map((s) => s.text).join('\n')));
    const unbacked = listed.filter((s) => !used.has(s));
    const share = 1 - unbacked.length / listed.length;
    return {
      score: clampScore((share / 0.5) * 100),
      passed: share >= 0.4,
      message: `${Math.round(share * 100)}% of the skills you list appear in your experience.`,
      evidence: unbacked.slice(0, 8).map((s) => s.name),
      advice: unbacked
        .slice(0, 2)
        .map(
          (s) =>
            `Show where you used ${s.name}: mention it in a bullet with what you achieved with it.`,
        ),
    };
  },
};
