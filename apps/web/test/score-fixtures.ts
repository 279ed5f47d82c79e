import type { ScoreResults } from '@resumerank/contract/scoring';

/** A parsed resume with only a name: the report tests read the measures, not these fields. */
export const parsedWithNameOnly: ScoreResults['parsed'] = {
  name: 'Ada',
  email: null,
  phone: null,
  location: null,
  links: [],
  sections: [],
  experience: [],
  education: [],
};
