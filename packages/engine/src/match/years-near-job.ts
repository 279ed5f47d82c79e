import { OCCUPATION_CLOSENESS } from '../data/occupations';
import { yearsOfExperience } from '../generate/write-summary';
import type { ParsedResumeData } from '../types';
import type { EngineeringLean } from './engineering-lean';
import { familyCloseness } from './occupation-fit';
import { occupationOf } from './occupation-of';
import { coreTitle } from './title-match';

/**
 * Years in the job's field: the years of the dated work roles whose occupation is the job's
 * or of its field ('Accountant' years count for a payroll job of finance, not for a developer's).
 */
export function yearsNearJob(
  jobTitle: string | null,
  work: ParsedResumeData['experience'],
  today: Date,
  lean: () => EngineeringLean,
): number | null {
  const job = occupationOf(jobTitle ? coreTitle(jobTitle) : null);
  if (!job) return yearsOfExperience(work, today);
  const near = work.filter((e) => {
    const family = occupationOf(e.title, lean);
    return family !== null && familyCloseness(job, family) >= OCCUPATION_CLOSENESS.field;
  });
  return yearsOfExperience(near, today);
}
