/**
 * Soft-skill names of the taxonomy that describe a temperament rather than an ability a person
 * can show ('Driven', 'Passion'): the generator never lists them as skills, wherever they came
 * from, since a recruiter reads them as adjectives.
 */
export const TRAITS = new Set(
  `Kindness;Patience;Respectfulness;Friendly demeanor;Approachability;Warmth;Courtesy;Positive
attitude;Enthusiasm;High energy;Passion;Sense of humor;Calmness;Grit;Tenacity;Determination;
Emotional stability;Self-control;Self-awareness;Self-confidence;Assertiveness;Humility;
Open-mindedness;Growth mindset;Curiosity;Imagination;Out-of-the-box thinking;Ingenuity;Common
sense;Risk taking;Punctuality;Results orientation;Achievement orientation;Self-motivation;
Independence;Ambition;Driven;Sense of responsibility;Reliability;Dependability;Consistency;Work
ethic;Commitment;Loyalty;Integrity;Trustworthiness;Personal presentation;Poise;Charisma;Sense of
urgency;Bias for action;Work-life balance;Teachability;Intuition;Mindfulness;Wellbeing;Team
spirit;Sportsmanship;Tolerance;Fairness;Generosity;Cheerfulness;Optimism;Gratitude;Modesty;
Courage;Authenticity;Organizational commitment;Innovation;Creativity;Visionary thinking`
    .split(';')
    .map((name) => name.replace(/\s+/g, ' ').trim()),
);

/**
 * Names of the taxonomy filed as hard skills that a job uses as generic abilities ('strong
 * writing skills'): like soft skills, they are not keywords an ATS search is built on, and are
 * shown as soft skills. A writing job names its craft otherwise ('Copywriting', 'Technical
 * writing').
 */
export const GENERIC_ABILITIES = new Set(['Writing']);
