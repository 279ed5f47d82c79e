import type { CheckDefinition } from './check-types';
import {
  accomplishments,
  actionVerbs,
  quantifiedResults,
  repeatedVerbs,
  verbTense,
  weakLanguage,
} from './impact-checks';
import { bulletLength, bulletsPerRole, filler, paragraphs, resumeLength } from './brevity-checks';
import {
  bulletConsistency,
  buzzwordCheck,
  contactDetails,
  dateConsistency,
  passiveVoice,
  pronounCheck,
  readability,
  sectionCheck,
} from './style-checks';
import { hardSkills, skillsBacked, softSkills } from './skills-checks';
import { spellingCheck } from './spelling-check';

/** Every check the score runs, with its measure and weight (the weights live on each entry). */
export const checkCatalog: readonly CheckDefinition[] = [
  quantifiedResults,
  actionVerbs,
  weakLanguage,
  accomplishments,
  verbTense,
  repeatedVerbs,
  spellingCheck,
  resumeLength,
  bulletLength,
  bulletsPerRole,
  filler,
  paragraphs,
  sectionCheck,
  contactDetails,
  buzzwordCheck,
  pronounCheck,
  passiveVoice,
  dateConsistency,
  readability,
  bulletConsistency,
  hardSkills,
  skillsBacked,
  softSkills,
];

/** How much each measure counts toward the overall score. */
export const measureWeights = { impact: 0.35, brevity: 0.2, style: 0.25, skills: 0.2 } as const;
