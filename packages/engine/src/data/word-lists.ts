/**
 * The word lists the checks use. All lowercase; phrases match on word boundaries.
 */

/** Verbs that open a strong bullet: they say what the person did, with ownership. */
export const strongVerbs = new Set(
  `accelerated accomplished achieved acquired adapted added addressed administered advanced advised
advocated allocated analyzed answered anticipated applied appointed appraised approved architected
arranged assembled assessed audited authored automated balanced benchmarked boosted briefed budgeted
built calculated captured catalogued centralized chaired championed clarified closed coached
collaborated collected combined commissioned communicated compiled completed composed computed
conceived conceptualized condensed conducted configured consolidated constructed consulted contracted
contributed controlled converted convinced coordinated corrected counseled created cultivated cured
customized cut debugged decreased defined delegated delivered demonstrated deployed designed detected
determined developed devised diagnosed directed discovered dispatched distributed documented doubled
drafted drove earned edited educated eliminated enabled encouraged engineered enhanced enlarged
ensured established estimated evaluated examined exceeded executed expanded expedited experimented
explained explored extended extracted fabricated facilitated fixed forecasted forged formalized formed
formulated fostered founded framed generated governed graduated grew guided halved headed hired
identified illustrated implemented improved increased influenced informed initiated innovated
inspected installed instituted instructed integrated interpreted interviewed introduced invented
investigated launched lectured led leveraged lifted localized located lowered maintained managed
mapped marketed maximized measured mediated mentored merged migrated minimized mobilized modeled
modernized monitored motivated navigated negotiated normalized optimized orchestrated organized
originated outperformed overhauled oversaw partnered performed persuaded piloted pioneered planned
prepared presented prevented prioritized processed produced profiled programmed projected promoted
proposed prototyped proved provided published purchased qualified quantified raised ran rebuilt
received recommended reconciled recorded recruited redesigned reduced re-engineered refactored refined
regulated rehabilitated reinforced released remodeled renegotiated reorganized repaired replaced
reported represented researched resolved restored restructured retained revamped reviewed revised
revitalized saved scaled scheduled screened secured selected served serviced shaped shipped
simplified simulated sold solved sourced spearheaded specified sped stabilized standardized started
steered streamlined strengthened structured supervised supported surpassed surveyed sustained
synthesized systematized tailored taught tested tracked trained transformed translated trimmed
tripled troubleshot turned unified upgraded validated verified visualized won wrote`.split(/\s+/),
);

/** Openings that describe duties instead of results. */
export const weakPhrases = [
  'responsible for',
  'responsibilities included',
  'duties included',
  'duties were',
  'tasked with',
  'in charge of',
  'helped',
  'helped with',
  'assisted',
  'assisted with',
  'worked on',
  'worked with',
  'worked in',
  'participated in',
  'involved in',
  'was involved',
  'took part in',
  'handled',
  'dealt with',
  'was part of',
  'exposure to',
  'familiar with',
  'utilized',
  'tried to',
  'attempted to',
];

/** Words that show an outcome rather than a duty. */
export const resultWords = [
  'increased',
  'reduced',
  'decreased',
  'saved',
  'improved',
  'grew',
  'growth',
  'boosted',
  'cut',
  'achieved',
  'exceeded',
  'surpassed',
  'generated',
  'won',
  'raised',
  'doubled',
  'tripled',
  'halved',
  'accelerated',
  'lowered',
  'eliminated',
  'resulting in',
  'resulted in',
  'leading to',
  'which led',
  'enabling',
  'enabled',
  'delivered',
  'launched',
  'shipped',
  'record',
  'award',
  'ranked',
  'top',
  'revenue',
  'profit',
  'roi',
  'faster',
  'fewer',
  'more than',
  'up to',
  'from',
];

/** Buzzwords and cliches recruiters skip over. */
export const buzzwords = [
  'team player',
  'hard worker',
  'hard-working',
  'hardworking',
  'detail-oriented',
  'detail oriented',
  'go-getter',
  'self-starter',
  'self starter',
  'results-driven',
  'results driven',
  'results-oriented',
  'think outside the box',
  'outside the box',
  'synergy',
  'synergies',
  'dynamic',
  'passionate',
  'motivated',
  'highly motivated',
  'proven track record',
  'track record',
  'best of breed',
  'go-to person',
  'value add',
  'value-add',
  'strategic thinker',
  'rockstar',
  'rock star',
  'ninja',
  'guru',
  'wizard',
  'thought leader',
  'visionary',
  'world-class',
  'world class',
  'cutting-edge',
  'cutting edge',
  'game changer',
  'game-changer',
  'seasoned',
  'extensive experience',
  'excellent communication skills',
  'people person',
  'fast learner',
  'quick learner',
  'works well under pressure',
  'multitasker',
  'multi-tasker',
  'goal-oriented',
  'goal oriented',
  'bottom line',
  'move the needle',
  'leverage synergies',
  'paradigm',
  'holistic',
  'ecosystem',
  'disruptive',
  'innovative thinker',
  'out of the box',
  'perfectionist',
  'self-motivated',
  'driven professional',
  'dedicated professional',
  'reliable',
  'dependable',
];

/** First-person pronouns, which resumes leave out. */
export const pronouns = ['i', 'me', 'my', 'mine', 'myself', 'we', 'our', 'ours', 'us'];

/** Words that add length and no meaning. */
export const fillerWords = [
  'very',
  'really',
  'just',
  'actually',
  'basically',
  'various',
  'several',
  'numerous',
  'successfully',
  'effectively',
  'efficiently',
  'a lot',
  'lots of',
  'etc',
  'in order to',
  'able to',
  'a variety of',
  'a number of',
  'kind of',
  'sort of',
  'quite',
  'rather',
  'somewhat',
  'extremely',
  'totally',
  'literally',
  'simply',
  'things',
  'stuff',
];

/** Personal details that do not belong on a resume (and invite bias). */
export const personalDetails = [
  'date of birth',
  'birth date',
  'birthdate',
  'dob',
  'marital status',
  'married',
  'divorced',
  'nationality',
  'religion',
  'gender',
  'sex:',
  'age:',
  'years old',
  'photo',
  'photograph',
  'place of birth',
  'social security',
  'passport number',
  'number of children',
  'height',
  'weight',
];

/** Irregular past-tense verbs (regular ones end in -ed). */
export const irregularPast = new Set(
  `built bought brought caught chose drove fed found flew forgot gave grew held hid kept knew led
left lent lost made meant met paid put quit ran read rode rose said sat saw sold sent set shot
showed shut slept sped spent spoke stood stole struck swept swam taught told thought threw took
tore understood upheld undertook won withdrew wrote began became broke oversaw overtook
rebuilt redrew rewrote cut`.split(/\s+/),
);
