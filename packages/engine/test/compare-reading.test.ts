// The zoo's comparison itself: a reading equal to the labels gives no difference, and each kind
// of misreading is named. Without this, a lenient comparison would pass a broken engine.
import { describe, expect, it } from 'vitest';
import type { ExperienceEntry, ParsedResumeData } from '../src/types';
import { compareReading, monthOf } from './zoo/compare-reading';
import type { ZooFileLabel, ZooRoleLabel } from './zoo/zoo-labels';

const role = (title: string, company: string, bullets: string[]): ZooRoleLabel => ({
  kind: 'work',
  title,
  company,
  location: 'Denver, CO',
  start: '2021-03',
  end: 'present',
  bullets,
});

const label: ZooFileLabel = {
  seed: 1,
  layout: 'single-column',
  format: 'txt',
  name: 'Grace Okafor',
  email: 'grace.okafor@example.com',
  phone: '(303) 555-0100',
  roles: [
    role('Data Analyst', 'Northwind Logistics', [
      'Built a demand forecast, improving accuracy by 12%',
      'Trained 4 analysts on SQL',
    ]),
    { ...role('Analyst', 'Bluestem Health', ['Mapped delays by route']), end: '2021-02' },
  ],
  paragraph: false,
};

/** A parsed entry that says exactly what a labelled role says, in a resume's own spelling. */
const entry = (r: ZooRoleLabel, changes: Partial<ExperienceEntry> = {}): ExperienceEntry => ({
  kind: r.kind,
  title: r.title,
  company: r.company,
  location: r.location,
  startDate: 'March 2021',
  endDate: r.end === 'present' ? 'Present' : '02/2021',
  duration: '',
  current: r.end === 'present',
  bullets: r.bullets.map((b) => `${b.toUpperCase()}.`),
  lines: [],
  source: null,
  ...changes,
});

const parsed = (experience: ExperienceEntry[], name = 'GRACE  OKAFOR'): ParsedResumeData => ({
  name,
  email: null,
  phone: null,
  location: null,
  sources: {},
  links: [],
  summary: null,
  sections: [],
  experience,
  education: [],
  educationEntries: null,
  skills: [],
  unsure: [],
});

const [first, second] = label.roles as [ZooRoleLabel, ZooRoleLabel];

describe('compareReading', () => {
  it('finds no difference in a reading that says the same words', () => {
    expect(compareReading(parsed([entry(first), entry(second)]), label)).toEqual([]);
  });

  it('accepts achievements read as one paragraph when the layout wrote one', () => {
    // The paragraph stands in `lines` as written and, read as one achievement, in `bullets`.
    const text = first.bullets.join('. ');
    const paragraph = entry(first, { bullets: [text], lines: [text] });
    const reading = parsed([paragraph, entry(second)]);
    expect(compareReading(reading, { ...label, paragraph: true })).toEqual([]);
    expect(compareReading(reading, label)).toHaveLength(2);
  });

  it('names each kind of misreading', () => {
    const merged = entry(first, { bullets: [first.bullets.join(' ')] });
    const wrongDates = entry(second, { startDate: '2021', current: true, bullets: [] });
    const extra = entry(second, { title: 'Education', company: '' });
    const diffs = compareReading(parsed([merged, wrongDates, extra], 'G R A C E'), label);
    expect(diffs).toEqual([
      'name: "G R A C E", expected "Grace Okafor"',
      `"Data Analyst" at "Northwind Logistics": achievement merged with other text: "${first.bullets[0]}"`,
      `"Data Analyst" at "Northwind Logistics": achievement merged with other text: "${first.bullets[1]}"`,
      `"Analyst" at "Bluestem Health": start '2021', expected 2021-03`,
      `"Analyst" at "Bluestem Health": end present, expected 2021-02`,
      `"Analyst" at "Bluestem Health": achievement under "Education" at "": "Mapped delays by route"`,
      'extra role: "Education" at ""',
    ]);
  });

  it('reports a role read into another, and text that belongs to no achievement', () => {
    const both = entry(first, { bullets: [...first.bullets, ...second.bullets] });
    expect(compareReading(parsed([both]), label)).toEqual([
      '"Data Analyst" at "Northwind Logistics": extra text: "mapped delays by route"',
      '"Analyst" at "Bluestem Health": read as title "Data Analyst", company "Northwind Logistics"',
      '"Analyst" at "Bluestem Health": end present, expected 2021-02',
      '"Analyst" at "Bluestem Health": extra text: "built a demand forecast improving accuracy by 12 trained 4 analysts..."',
    ]);
    expect(compareReading(parsed([], 'Grace Okafor'), label)).toEqual([
      '"Data Analyst" at "Northwind Logistics": not read',
      '"Analyst" at "Bluestem Health": not read',
    ]);
  });

  it('reads months as resumes write them', () => {
    expect(['Mar 2021', 'March 2021', '03/2021', 'Mar. 2021', 'march, 2021'].map(monthOf)).toEqual(
      Array(5).fill('2021-03'),
    );
    expect(monthOf('2021')).toBe("'2021'");
    expect(monthOf('')).toBe('nothing');
  });
});
