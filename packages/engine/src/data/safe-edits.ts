/**
 * The only rewording the generator allows itself: a stronger verb for a weak opening, the past
 * tense for a role that has ended, and filler dropped. Each keeps every number, name and claim.
 */

/** Weak openings and the stronger verb that says the same thing (no new claim is added). */
export const WEAK_OPENINGS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^responsible for (managing|leading|running|overseeing)\s+/i, 'Managed '],
  [/^responsible for\s+/i, 'Owned '],
  [/^helped (to )?/i, 'Supported '],
  [/^assisted (with|in)\s+/i, 'Supported '],
  [/^worked on\s+/i, 'Delivered work on '],
  [/^participated in\s+/i, 'Contributed to '],
  [/^involved in\s+/i, 'Contributed to '],
  [/^tasked with\s+/i, 'Handled '],
];

/** Words a weak opening may bring in. */
export const OPENING_WORDS = new Set(
  WEAK_OPENINGS.flatMap(([, verb]) => verb.toLowerCase().trim().split(/\s+/)),
);

/** Filler that can go without changing what a line says ('successfully delivered'). */
export const DROPPABLE_FILLER = [
  'successfully',
  'effectively',
  'efficiently',
  'very',
  'really',
  'basically',
  'actually',
  'extremely',
];

/** Present-tense verbs whose past is not -ed or -d. */
export const IRREGULAR_PAST: Readonly<Record<string, string>> = {
  begin: 'began',
  bring: 'brought',
  build: 'built',
  buy: 'bought',
  drive: 'drove',
  find: 'found',
  give: 'gave',
  grow: 'grew',
  hold: 'held',
  keep: 'kept',
  lead: 'led',
  make: 'made',
  meet: 'met',
  oversee: 'oversaw',
  rebuild: 'rebuilt',
  rewrite: 'rewrote',
  run: 'ran',
  sell: 'sold',
  send: 'sent',
  speak: 'spoke',
  spend: 'spent',
  take: 'took',
  teach: 'taught',
  undertake: 'undertook',
  uphold: 'upheld',
  win: 'won',
  write: 'wrote',
};

/**
 * Opening words that are nouns as often as verbs ('Lead developer on...', 'Design reviews...'):
 * put in the past tense only when what follows reads as an object ('Lead a team').
 */
export const NOUN_OR_VERB = new Set(
  `lead design plan support research test report record process program budget present contract
project head train model document schedule staff market target host ship release forecast`.split(
    /\s+/,
  ),
);

/** Words that start an object: after them, an ambiguous opening word is a verb. */
export const OBJECT_STARTS =
  /^(?:a|an|the|all|and|our|new|multiple|several|weekly|daily|monthly|\d[\d,.%]*)\b/i;
