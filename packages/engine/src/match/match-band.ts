import { MATCH_BANDS } from '../data/match-weights';
import type { OccupationFit } from './occupation-fit';

/** The band a rate falls in. */
export type MatchBand = (typeof MATCH_BANDS)[number]['band'];

/** The band of a rate on the calibrated scale: Strong fit, Partial fit or Different field. */
export function bandOf(rate: number): MatchBand {
  return MATCH_BANDS.find((b) => rate >= b.from)!.band;
}

/**
 * The parts that put the rate in its band, in the words a person reads: how the roles stand to
 * the job's occupation, how many of the required skills the resume shows, and the years in the
 * field against those asked.
 */
export function bandReasons(input: {
  jobTitle: string | null;
  fit: OccupationFit | null;
  required: { shown: number; asked: number };
  years: { inField: number | null; asked: number | null };
}): string[] {
  const reasons: string[] = [];
  const { fit, jobTitle } = input;
  if (fit?.relation === 'near')
    reasons.push(`Your role "${fit.title}" is in the same occupation as "${jobTitle}"`);
  else if (fit?.relation === 'related')
    reasons.push(`Your role "${fit.title}" is in a field related to "${jobTitle}"`);
  else if (fit) reasons.push(`None of your roles is in the field of "${jobTitle}"`);
  if (input.required.asked)
    reasons.push(
      `You show ${input.required.shown} of the ${input.required.asked} skills the job requires`,
    );
  if (input.years.asked !== null)
    reasons.push(
      `${input.years.inField ?? 0} of the ${input.years.asked} years asked are in the job's field`,
    );
  return reasons;
}
