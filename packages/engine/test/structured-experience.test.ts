import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { structuredExperience } from '../src/read/structured-experience';

const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value));

const jsonResume = {
  basics: {
    name: 'Mara Quinlan',
    label: 'Platform Engineer',
    email: 'mara.quinlan@example.org',
    phone: '(555) 010-2244',
    location: { city: 'Duluth', region: 'MN', countryCode: 'US', postalCode: '55802' },
    profiles: [{ network: 'GitHub', username: 'mquinlan', url: 'https://github.com/mquinlan' }],
    summary: 'Builds quiet, reliable infrastructure.',
  },
  work: [
    {
      name: 'Lakeshore Freight',
      position: 'Senior Platform Engineer',
      location: 'Duluth, MN',
      url: 'https://lakeshore-freight.example.com',
      description: 'Regional trucking company',
      startDate: '2021-03',
      summary: 'Runs the build and deploy platform.',
      highlights: ['Cut deploy time from 40 to 6 minutes', 'Moved 120 services to one pipeline'],
    },
    {
      company: 'Iron Range Data',
      position: 'Systems Engineer',
      startDate: '2016-09-01',
      endDate: '2021-02-28',
      highlights: ['Automated patching of 900 hosts'],
    },
    { name: 'North Shore Co-op', position: 'IT Intern', startDate: '2016', endDate: '' },
  ],
  volunteer: [
    {
      organization: 'Code Club Duluth',
      position: 'Mentor',
      startDate: '2018-01-01',
      endDate: '2019-06-30',
      highlights: ['Taught Python to 30 teenagers'],
    },
  ],
  education: [
    { institution: 'University of Minnesota', studyType: 'B.S.', area: 'Computer Science' },
  ],
  skills: [{ name: 'Infrastructure', level: 'Expert', keywords: ['Terraform', 'Kubernetes'] }],
  awards: [{ title: 'Ops Award', date: '2022-05', awarder: 'Lakeshore Freight' }],
};

const fresh = {
  name: 'Tomas Ferreira',
  meta: { format: 'FRESH@0.6.0', version: '0.1.0' },
  info: { label: 'Data Analyst', brief: 'Turns messy data into decisions.' },
  contact: { email: 'tomas.ferreira@example.net', phone: '(555) 010-7788' },
  location: { city: 'Porto', country: 'PT' },
  employment: {
    history: [
      {
        employer: 'Douro Analytics',
        position: 'Lead Data Analyst',
        start: '2019-01',
        highlights: ['Built the churn model sales uses every week'],
      },
      {
        employer: 'Ribeira Bank',
        position: 'Data Analyst',
        location: 'Lisbon',
        start: '2015-06',
        end: '2018-12',
        summary: 'Reporting for the retail arm. Owned the weekly risk pack.',
        keywords: ['SQL', 'Tableau'],
        highlights: ['Replaced 40 spreadsheets with one dashboard', 'Trained 12 analysts in SQL'],
      },
    ],
  },
  service: {
    history: [
      {
        category: 'military',
        organization: 'Portuguese Navy',
        position: 'Signals Operator',
        start: '2012',
        end: '2014',
      },
      { organization: 'Food Bank Porto', position: 'Volunteer Driver', start: '2016-01' },
    ],
  },
  education: {
    level: 'degree',
    history: [{ institution: 'Universidade do Porto', title: 'BSc Statistics' }],
  },
  skills: { sets: [{ name: 'Analysis', level: 'Expert', skills: ['SQL', 'R', 'Python'] }] },
};

describe('experience stated by a structured resume', () => {
  it('maps JSON Resume work and volunteering exactly, dates as written', () => {
    expect(structuredExperience(jsonResume)).toEqual([
      {
        kind: 'work',
        title: 'Senior Platform Engineer',
        company: 'Lakeshore Freight',
        location: 'Duluth, MN',
        startDate: '2021-03',
        endDate: 'Present',
        duration: '2021-03 – Present',
        current: true,
        // The summary is a paragraph: its sentences are achievements too, as the parser has them.
        bullets: [
          'Runs the build and deploy platform.',
          'Cut deploy time from 40 to 6 minutes',
          'Moved 120 services to one pipeline',
        ],
        lines: ['Runs the build and deploy platform.'],
        source: null,
      },
      {
        kind: 'work',
        title: 'Systems Engineer',
        company: 'Iron Range Data',
        location: '',
        startDate: '2016-09-01',
        endDate: '2021-02-28',
        duration: '2016-09-01 – 2021-02-28',
        current: false,
        bullets: ['Automated patching of 900 hosts'],
        lines: [],
        source: null,
      },
      expect.objectContaining({
        title: 'IT Intern',
        company: 'North Shore Co-op',
        startDate: '2016',
        endDate: 'Present',
        current: true,
      }),
      expect.objectContaining({
        kind: 'volunteer',
        title: 'Mentor',
        company: 'Code Club Duluth',
        duration: '2018-01-01 – 2019-06-30',
        bullets: ['Taught Python to 30 teenagers'],
      }),
    ]);
  });

  it('maps FRESH employment and service, military apart', () => {
    const entries = structuredExperience(fresh)!;
    expect(entries.map((e) => [e.kind, e.title, e.company, e.duration, e.current])).toEqual([
      ['work', 'Lead Data Analyst', 'Douro Analytics', '2019-01 – Present', true],
      ['work', 'Data Analyst', 'Ribeira Bank', '2015-06 – 2018-12', false],
      ['volunteer', 'Volunteer Driver', 'Food Bank Porto', '2016-01 – Present', true],
      ['military', 'Signals Operator', 'Portuguese Navy', '2012 – 2014', false],
    ]);
    expect(entries[1]).toMatchObject({
      location: 'Lisbon',
      startDate: '2015-06',
      endDate: '2018-12',
      lines: ['Reporting for the retail arm. Owned the weekly risk pack.'],
      bullets: [
        'Reporting for the retail arm.',
        'Owned the weekly risk pack.',
        'Replaced 40 spreadsheets with one dashboard',
        'Trained 12 analysts in SQL',
      ],
    });
  });

  it('reads FRESH 1.0 `items` lists as well as 0.x `history`', () => {
    const items = { ...fresh, employment: { items: fresh.employment.history } };
    expect(
      structuredExperience(items)!
        .map((e) => e.company)
        .slice(0, 2),
    ).toEqual(['Douro Analytics', 'Ribeira Bank']);
  });

  it('is null for documents that state no experience, so the parser reads the lines', () => {
    expect(structuredExperience(undefined)).toBeNull();
    expect(structuredExperience({ basics: { name: 'Mara Quinlan' } })).toBeNull();
  });

  it('gives parseResume the exact entries, and every field reaches the lines', async () => {
    for (const [source, name, email, companies] of [
      [jsonResume, 'Mara Quinlan', 'mara.quinlan@example.org', 4],
      [fresh, 'Tomas Ferreira', 'tomas.ferreira@example.net', 4],
    ] as const) {
      const doc = await readDocument(bytes(source));
      const parsed = parseResume(doc);
      expect(parsed.name).toBe(name);
      expect(parsed.email).toBe(email);
      expect(parsed.experience).toEqual(structuredExperience(source));
      expect(parsed.experience).toHaveLength(companies);
    }
    const json = await readDocument(bytes(jsonResume));
    for (const expected of [
      'Platform Engineer',
      'Duluth, MN, US',
      'https://github.com/mquinlan',
      'Builds quiet, reliable infrastructure.',
      'Senior Platform Engineer | Lakeshore Freight | Duluth, MN',
      '2021-03 – Present',
      'https://lakeshore-freight.example.com',
      'Regional trucking company',
      'B.S., Computer Science | University of Minnesota',
      'Infrastructure (Expert): Terraform, Kubernetes',
      'Ops Award | Lakeshore Freight',
      '2022-05',
    ])
      expect(json.text).toContain(expected);
    const highlights = json.lines.filter((l) => l.bullet).map((l) => l.text);
    expect(highlights).toEqual([
      'Cut deploy time from 40 to 6 minutes',
      'Moved 120 services to one pipeline',
      'Automated patching of 900 hosts',
      'Taught Python to 30 teenagers',
    ]);
    const headings = json.lines.filter((l) => l.heading).map((l) => l.text);
    // Headed by the file's own keys.
    expect(headings).toEqual(['Summary', 'Work', 'Volunteer', 'Education', 'Skills', 'Awards']);
    const freshText = (await readDocument(bytes(fresh))).text;
    for (const expected of [
      'Data Analyst',
      'Turns messy data into decisions.',
      'Porto, PT',
      'Analysis (Expert): SQL, R, Python',
      'BSc Statistics | Universidade do Porto',
      'Employment',
      'Volunteer Service',
      'Military Experience',
      'Keywords: SQL, Tableau',
    ])
      expect(freshText).toContain(expected);
  });
});
