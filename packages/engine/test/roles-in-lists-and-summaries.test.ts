import { describe, expect, it } from 'vitest';
import { parseResume } from '../src/parse-resume';
import { readDocument } from '../src/read-document';
import { packWordDocx } from './fixtures/word-package';
import { paragraph } from './fixtures/word-xml';
import { extractExperience } from '../src/parse/extract-experience';
import { describeEntryLine } from '../src/parse/experience/describe-entry-line';
import { headerFields } from '../src/parse/experience/header-fields';
import { rowDocument, rowLines, type Row } from './fixtures/row-lines';

// Forms met in resumes nobody here had tuned to, written again in our own words: earlier jobs
// at one employer listed as bullets among the achievements, work set straight under the summary
// with no heading of its own, and a job title that opens with a gerund. Each row is [text, bold,
// bullet, space before].
const lines = rowLines;
const doc = rowDocument;

describe('earlier jobs listed as bullets among a role’s achievements', () => {
  const section: Row[] = [
    ['Northgate Eye Clinic'],
    ['Senior Technician (2021-Present)'],
    ['Trained six new technicians in imaging', false, true],
    ['Ran the morning clinic list', false, true],
    ['Ophthalmic Technician (2018-2021)', false, true],
    ['Took patient histories and visual acuity', false, true],
    ['Lab Assistant – Hollin Research Trust (2016-2018)', false, true],
    ['Prepared samples for the cell lab', false, true],
  ];

  it('reads each as a role with its own range, the employer above kept where none is named', () => {
    const roles = extractExperience(lines(section)).entries;
    expect(roles.map((r) => [r.title, r.company, r.duration])).toEqual([
      ['Senior Technician', 'Northgate Eye Clinic', '2021 – Present'],
      ['Ophthalmic Technician', 'Northgate Eye Clinic', '2018 – 2021'],
      ['Lab Assistant', 'Hollin Research Trust', '2016 – 2018'],
    ]);
    expect(roles[1]!.bullets).toEqual(['Took patient histories and visual acuity']);
  });

  it('leaves a deed with years in brackets among the achievements (guard)', () => {
    const deeds: Row[] = [
      ...section.slice(0, 4),
      ['Led the records migration (2019-2020)', false, true],
      ['Checked every chart twice', false, true],
    ];
    const roles = extractExperience(lines(deeds)).entries;
    expect(roles).toHaveLength(1);
    expect(roles[0]!.bullets).toContain('Led the records migration (2019-2020)');
  });
});

describe('work set straight under the summary, with no heading of its own', () => {
  const rows: Row[] = [
    ['Keisha Blackwood', true],
    ['keisha.blackwood@example.com'],
    ['Professional summary', true, false, true],
    ['Communications graduate who writes campaigns people share and remember.'],
    ['Marketing assistant (Jamaica) Harbourview Credit Union-', true, false, true],
    ['January 2022- June 2022'],
    ['Signed up new members at schools and offices.', false, true],
    ['Marketer- Bright Reel Media', true],
    ['2022 - 2023'],
    ['Planned the launch of two podcasts.', false, true],
    ['Education', true, false, true],
    ['University of the West Indies – BA Communication, 2021'],
  ];

  it('keeps the opening paragraph as the summary and reads the roles under it', () => {
    const parsed = parseResume(doc(rows));
    expect(parsed.summary).toBe(
      'Communications graduate who writes campaigns people share and remember.',
    );
    expect(parsed.experience.map((r) => [r.title, r.company, r.location, r.duration])).toEqual([
      ['Marketing assistant', 'Harbourview Credit Union', 'Jamaica', 'January 2022 – June 2022'],
      ['Marketer', 'Bright Reel Media', '', '2022 – 2023'],
    ]);
  });

  it('leaves a summary alone that names dated things but no jobs (guard)', () => {
    const prose: Row[] = [
      ...rows.slice(0, 4),
      ['Community garden volunteer days', true, false, true],
      ['2019 - 2020'],
      ['Neighbourhood book swaps', true],
      ['2020 - 2021'],
      ...rows.slice(10),
    ];
    expect(parseResume(doc(prose)).experience).toEqual([]);
  });
});

describe('a job title that opens with a gerund', () => {
  const verbLed = (text: string) =>
    describeEntryLine({ text, page: 1, fontSize: 0, emphasis: false, bullet: false }).verbLed;

  it('names the job when the title’s noun ends it', () => {
    expect(verbLed('Marketing assistant')).toBe(false);
    expect(verbLed('Nursing assistant, Riverside Care Home')).toBe(false);
    expect(verbLed('Marketing assistant (Jamaica) Harbourview Credit Union')).toBe(false);
  });

  it('still reads a duty that goes on past its object as a deed (guard)', () => {
    expect(verbLed('Training staff in fire safety drills')).toBe(true);
    expect(verbLed('Supporting engineers with tooling')).toBe(true);
  });

  it('takes a country in brackets between title and employer as the place', () => {
    expect(headerFields(['Marketing assistant (Jamaica) Harbourview Credit Union'])).toEqual({
      title: 'Marketing assistant',
      company: 'Harbourview Credit Union',
      location: 'Jamaica',
    });
  });
});

describe('a rule typed before a heading, and a sidebar’s contact beside a role’s dates', () => {
  it('still reads a heading run on from a typed rule', async () => {
    // A Word file, as the typed rules are: the readers take them off, whatever the format.
    const body = [
      paragraph('Amara Osei', { bold: true }),
      paragraph('amara.osei@example.com'),
      paragraph('Licences', { bold: true }),
      paragraph('Registered Nurse, Ghana Nursing Council 2019 – present'),
      paragraph('__________________________________ Professional Work Experience', { bold: true }),
      paragraph('2020 - Present Staff Nurse, Korle Bu Teaching Hospital, Accra, Ghana'),
      paragraph('2018 - 2020 Nurse Intern, Ridge Regional Hospital, Accra, Ghana'),
    ].join('');
    const parsed = parseResume(await readDocument(await packWordDocx({ body, headers: {} })));
    expect(parsed.experience.map((r) => [r.title, r.company, r.duration])).toEqual([
      ['Staff Nurse', 'Korle Bu Teaching Hospital', '2020 – Present'],
      ['Nurse Intern', 'Ridge Regional Hospital', '2018 – 2020'],
    ]);
  });

  it('reads the dates of a line that carries the sidebar’s phone or email after a bar', () => {
    for (const contact of ['317-555-0148', 'amara.osei@example.com']) {
      const roles = extractExperience(
        lines([
          ['Dental Assistant', true],
          ['Lakeside Dental Care'],
          [`March 2004 - July 2021 | ${contact}`],
          ['Took and developed radiographs', false, true],
        ]),
      ).entries;
      expect(roles.map((r) => [r.title, r.company, r.duration])).toEqual([
        ['Dental Assistant', 'Lakeside Dental Care', 'March 2004 – July 2021'],
      ]);
    }
  });
});

describe('how much of a job was remote, and a global remit, beside the title', () => {
  it('reads them as where the job was held, the employer above kept', () => {
    const roles = extractExperience(
      lines([
        ['Harbourline Rights Network', true],
        ['Senior Strategy Advisor - Global - Jan 2024 to Now - 100% Remote'],
        ['Led the five-year strategy process', false, true],
        ['MEL Advisor - Global - Aug 2022 to Dec 2023 - Fully remote'],
        ['Built the monitoring framework', false, true],
      ]),
    ).entries;
    expect(roles.map((r) => [r.title, r.company, r.location])).toEqual([
      ['Senior Strategy Advisor', 'Harbourline Rights Network', 'Global, 100% Remote'],
      ['MEL Advisor', 'Harbourline Rights Network', 'Global, Fully remote'],
    ]);
  });
});

describe('an academic’s list of appointments, each item wrapped at the margin', () => {
  const rows: Row[] = [
    ['Mara Lindqvist', true],
    ['mara.lindqvist@example.com'],
    ['Academic Appointments', true, false, true],
    [
      'Research Fellow (Jan 2025–Present), Language Lab, Department of Experimental Psychology, University of',
      false,
      true,
    ],
    ['Leeds, Prof Anna Byrne'],
    [
      'Research Assistant (Nov 2022–June 2023), Linguistics and Communication, University of',
      false,
      true,
    ],
    ['York, Prof Ben Hart'],
  ];
  const sized = (rs: Row[]) => ({
    ...doc(rs),
    format: 'pdf' as const,
    lines: lines(rs).map((l) => ({ ...l, fontSize: 11 })),
  });

  it('reads each item whole, the wrapped tail its own and not the next role’s', () => {
    const roles = parseResume(sized(rows)).experience;
    expect(roles.map((r) => [r.title, r.company, r.duration])).toEqual([
      [
        'Research Fellow',
        'Language Lab, Department of Experimental Psychology, University of Leeds, Prof Anna Byrne',
        'Jan 2025 – Present',
      ],
      [
        'Research Assistant',
        'Linguistics and Communication, University of York, Prof Ben Hart',
        'Nov 2022 – June 2023',
      ],
    ]);
  });

  it('leaves an item that goes on as a sentence after its dates unjoined to its wrap (guard)', () => {
    const told: Row[] = [
      ...rows.slice(0, 3),
      [
        'Statistical Consultant at Hollin University (Oct 2023 – Present). Statistical analysis for',
        false,
        true,
      ],
      ['Signbank project with Prof Adam Reyes'],
      [
        'Research Assistant at Hollin University (Feb 2020 – Mar 2020). Running experiments for',
        false,
        true,
      ],
      ['Dr Lena Park and Dr Omar Said'],
    ];
    const work = parseResume(sized(told)).sections.find((s) => s.kind === 'experience')!;
    expect(work.lines.map((l) => l.text)).toEqual(told.slice(3).map(([text]) => text));
  });
});
