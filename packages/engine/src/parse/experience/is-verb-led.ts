import { strongVerbs } from '../../data/word-lists';

// Present-tense forms whose past tense is irregular ('Lead' -> 'led').
const IRREGULAR: Record<string, string> = {
  lead: 'led',
  leads: 'led',
  leading: 'led',
  build: 'built',
  builds: 'built',
  building: 'built',
  write: 'wrote',
  writes: 'wrote',
  writing: 'wrote',
  run: 'ran',
  runs: 'ran',
  running: 'ran',
  drive: 'drove',
  drives: 'drove',
  driving: 'drove',
  grow: 'grew',
  grows: 'grew',
  growing: 'grew',
  oversee: 'oversaw',
  oversees: 'oversaw',
  overseeing: 'oversaw',
  sell: 'sold',
  sells: 'sold',
  selling: 'sold',
  teach: 'taught',
  teaches: 'taught',
  teaching: 'taught',
  win: 'won',
  make: 'made',
  makes: 'made',
  making: 'made',
};

// Verbs that open duty lines but are not in the strong list. Only past forms of verbs whose
// other forms are titles or nouns ('Cook', 'Tutor', 'Registered Nurse', 'Order Picker').
const OTHER_VERBS = new Set(
  `worked working work works assisted assist assists assisting handled handle handles handling
  helped help helps helping participated participate answered greeted greet processed process
  prepared prepare maintain maintains maintaining organize organizes ensure ensures utilize
  utilized utilizes utilizing demonstrate demonstrates served serve serves contributed contribute
  contributes contributing responsible provide provides providing perform performs performing
  coordinate coordinates coordinating collaborate collaborates collaborating execute executes
  executed facilitate facilitates fostered foster plan plans planned direct directs directed manage
  manages managing managed create creates creating created develop develops developing developed
  implement implements implementing implemented design designs designing designed set sets
  setting cut cuts cutting put puts hit hits took take takes made gave give gives kept keep keeps
  met meet meets sent send sends held hold holds brought bring brings began begin begins
  wrote rewrote rebuilt ran drove grew oversaw sold taught won spoke speak speaks
  entered ordered tutored filed was were stocked checked cleaned cooked delivered
  loaded packed scheduled sorted supervised`.split(/\s+/),
);

/**
 * Whether a line opens with a verb, as achievements do ('Managed...', 'Manage...', 'Leading...'),
 * so that a list line without a bullet glyph is still read as one.
 */
export function isVerbLed(text: string): boolean {
  // The whole first word: 'ConfigureID' is a name, not 'Configure'.
  const first = /^[A-Za-z][a-z-]+(?![\p{L}\d])/u.exec(text.trim())?.[0]?.toLowerCase();
  if (!first) return false;
  if (strongVerbs.has(first) || OTHER_VERBS.has(first) || IRREGULAR[first]) return true;
  // Any other past tense opening a line ('Rolled out...', 'Onboarded...') reports a deed.
  if (/^[a-z]{3,}ed$/.test(first) && !/(?:eed|need|red)$/.test(first)) return true;
  const stems = [
    first,
    first.replace(/s$/, ''),
    first.replace(/es$/, ''),
    first.replace(/ies$/, 'y'),
    first.replace(/ing$/, ''),
    first.replace(/ing$/, 'e'),
  ];
  return stems.some(
    (stem) =>
      stem.length > 2 &&
      (strongVerbs.has(`${stem}ed`) ||
        strongVerbs.has(`${stem}d`) ||
        strongVerbs.has(stem.replace(/y$/, 'ied'))),
  );
}
