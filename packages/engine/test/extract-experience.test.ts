import { describe, expect, it } from 'vitest';
import type { TextLine } from '../src/types';
import { extractExperience } from '../src/parse/extract-experience';
import { joinWrappedRanges } from '../src/parse/experience/join-wrapped-ranges';
import { headerFields } from '../src/parse/experience/header-fields';
import { splitSentences } from '../src/parse/experience/achievements-from-body';
import { isVerbLed } from '../src/parse/experience/is-verb-led';
import { linesFromText } from '../src/read/lines-from-text';

/** Lines as a plain-text reader gives them; '**' marks an emphasised (bold) line. */
function lines(text: string): TextLine[] {
  return text
    .trim()
    .split('\n')
    .map((raw, i) => {
      const emphasis = raw.startsWith('**');
      const body = raw.replace(/^\*\*/, '');
      const bullet = /^[•*-] /.test(body);
      return {
        text: body.replace(/^[•*-] /, '').trim(),
        page: 1,
        fontSize: 0,
        emphasis,
        bullet,
        line: i + 1,
      };
    });
}

const roles = (text: string) =>
  extractExperience(lines(text)).entries.map((e) => ({
    title: e.title,
    company: e.company,
    start: e.startDate,
    end: e.endDate,
    bullets: e.bullets,
  }));

describe('the entry grammar', () => {
  it('reads title-first headers with dates on the same line, and their bullets', () => {
    expect(
      roles(`
Senior Engineer | Acme Corp. | 2020 - Present
• Led a team of 6 engineers
• Cut costs by 20%
Engineer | Initech | 2017 - 2020
• Built the billing system`),
    ).toEqual([
      {
        title: 'Senior Engineer',
        company: 'Acme Corp.',
        start: '2020',
        end: 'Present',
        bullets: ['Led a team of 6 engineers', 'Cut costs by 20%'],
      },
      {
        title: 'Engineer',
        company: 'Initech',
        start: '2017',
        end: '2020',
        bullets: ['Built the billing system'],
      },
    ]);
  });

  it('reads company-first headers over two lines, with the place taken apart', () => {
    const [role] = roles(`
**Globex Corporation, Springfield, IL
Product Manager    Mar 2019 – Jan 2022
• Launched three products`);
    expect(role).toMatchObject({
      title: 'Product Manager',
      company: 'Globex Corporation',
      start: 'Mar 2019',
      end: 'Jan 2022',
    });
  });

  it('keeps the company for several roles under it (promotions)', () => {
    const found = roles(`
Northwind Traders
Operations Director, Jan 2021 – Present
• Directed five warehouses
Operations Manager, Jun 2018 – Dec 2020
• Managed daily shipping for 40 staff`);
    expect(found.map((r) => [r.title, r.company])).toEqual([
      ['Operations Director', 'Northwind Traders'],
      ['Operations Manager', 'Northwind Traders'],
    ]);
  });

  it('reads list lines without glyphs as achievements, and a new header after them', () => {
    const found = roles(`
Office Manager
Healthworx, Dayton, OH
Jan. 2013 - Aug. 2015
Automated appointment booking and reminders
Managed daily schedule for physicians and nurses
Receptionist
Dayton Clinic, Dayton, OH
Jun. 2011 - Dec. 2012
Greeted 80 patients a day`);
    expect(found).toHaveLength(2);
    expect(found[0]).toMatchObject({ title: 'Office Manager', company: 'Healthworx' });
    expect(found[0]!.bullets).toEqual([
      'Automated appointment booking and reminders',
      'Managed daily schedule for physicians and nurses',
    ]);
    expect(found[1]).toMatchObject({ title: 'Receptionist', start: 'Jun. 2011' });
  });

  it('reads a header that opens like a deed but names title and employer with bars, above its dates', () => {
    expect(
      roles(`
Certified Public Accountant | Gilmore Financial | New Orleans, LA
Oct. 2021 - Current
- Computed taxes for 60 clients each season
Accountant | Harrison Money Management
Aug. 2020 - Oct. 2021
- Prepared 120 tax returns`),
    ).toEqual([
      {
        title: 'Certified Public Accountant',
        company: 'Gilmore Financial',
        start: 'Oct. 2021',
        end: 'Current',
        bullets: ['Computed taxes for 60 clients each season'],
      },
      {
        title: 'Accountant',
        company: 'Harrison Money Management',
        start: 'Aug. 2020',
        end: 'Oct. 2021',
        bullets: ['Prepared 120 tax returns'],
      },
    ]);
  });

  it('splits a paragraph description into its sentences', () => {
    const [role] = roles(`
Full Stack Developer, Uber, San Francisco, USA
July 2015 – May 2020
Developed web applications using React. Led a team of 4 developers, e.g. on payments. Cut page load by 30%.`);
    expect(role!.bullets).toEqual([
      'Developed web applications using React.',
      'Led a team of 4 developers, e.g. on payments.',
      'Cut page load by 30%.',
    ]);
    expect(role).toMatchObject({ title: 'Full Stack Developer', company: 'Uber' });
  });

  it('never takes a computed duration for a title', () => {
    const [role] = roles(`
Nexus AI, Co-Founder & CTO
June 2023 – present
2 years 10 months
• Raised $18M Series A`);
    expect(role).toMatchObject({ title: 'Co-Founder & CTO', company: 'Nexus AI', end: 'present' });
    expect(role!.bullets).toEqual(['Raised $18M Series A']);
  });

  it('reads roles named in bold when the section has no dates at all', () => {
    const found = roles(`
**Your Most Recent Work Experience:
Short text on the work done. Can also include lists:
• First item
**That Other Job You Had
Also with a short description.`);
    expect(found.map((r) => r.title)).toEqual([
      'Your Most Recent Work Experience',
      'That Other Job You Had',
    ]);
    expect(found[0]!.bullets).toEqual([
      'Short text on the work done.',
      'Can also include lists:',
      'First item',
    ]);
  });

  it('starts an undated role between two runs of bullets instead of adding it to the one above', () => {
    const found = roles(`
Senior Engineer | Acme | 2020 - Present
• Led a team of 6 engineers
Freelance Web Developer
• Built 12 sites for local shops
• Set up hosting for each client`);
    expect(found.map((r) => [r.title, r.bullets.length])).toEqual([
      ['Senior Engineer', 1],
      ['Freelance Web Developer', 2],
    ]);
  });

  it('keeps a year inside an achievement as the achievement', () => {
    const found = roles(`
Assistant Coach | Harding Middle School | July 2014 - October 2015
• Led team to its first regional championship in October 2015; recognized at the banquet.
• Planned weekly meetings with 15 parents`);
    expect(found).toHaveLength(1);
    expect(found[0]!.bullets).toHaveLength(2);
  });

  it('keeps the source line of each role', () => {
    const { entries } = extractExperience(
      lines(
        'I have led teams for ten years in three countries.\nEngineer | Acme | 2019 - 2020\n• Did X',
      ),
    );
    expect(entries[0]!.source).toEqual({ page: 1, line: 2 });
  });
});

describe('header pieces', () => {
  it('tells title, company and place apart in any order', () => {
    expect(headerFields(['Software Development Engineer III, Amazon, Seattle, WA, USA'])).toEqual({
      title: 'Software Development Engineer III',
      company: 'Amazon',
      location: 'Seattle, WA, USA',
    });
    expect(headerFields(['NVIDIA Research, Research Intern', 'Santa Clara, CA'])).toEqual({
      title: 'Research Intern',
      company: 'NVIDIA Research',
      location: 'Santa Clara, CA',
    });
    expect(headerFields(['Data Analyst at Contoso Ltd'])).toMatchObject({
      title: 'Data Analyst',
      company: 'Contoso Ltd',
    });
  });

  it('keeps a comma inside a title or company when bars separate the fields', () => {
    expect(
      headerFields([
        'Software Engineer II, Platform Reliability | Larkspur Payments | San Francisco, CA',
      ]),
    ).toEqual({
      title: 'Software Engineer II, Platform Reliability',
      company: 'Larkspur Payments',
      location: 'San Francisco, CA',
    });
    expect(headerFields(['Director of Sales, Marketing and Partnerships | Acme Corp'])).toEqual({
      title: 'Director of Sales, Marketing and Partnerships',
      company: 'Acme Corp',
      location: '',
    });
    // A legal suffix stays with its company, with or without bars.
    for (const header of [
      'Operations Manager | Tidewater Logistics, Inc. | Norfolk, VA',
      'Operations Manager, Tidewater Logistics, Inc., Norfolk, VA',
    ])
      expect(headerFields([header])).toEqual({
        title: 'Operations Manager',
        company: 'Tidewater Logistics, Inc.',
        location: 'Norfolk, VA',
      });
  });
});

describe('dates and sentences', () => {
  it('puts a range broken over two lines back together', () => {
    const joined = joinWrappedRanges(lines('2019 –\nPresent Working on the platform.'));
    expect(joined.map((l) => l.text)).toEqual(['2019 – Present', 'Working on the platform.']);
  });

  it('splits sentences but not after abbreviations or inside numbers', () => {
    expect(splitSentences('Grew revenue 2.5x at Acme Inc. in two years. Hired 4 people.')).toEqual([
      'Grew revenue 2.5x at Acme Inc. in two years.',
      'Hired 4 people.',
    ]);
  });

  it('knows duty verbs in past, present and -ing forms', () => {
    for (const line of ['Managed the team', 'Manage the team', 'Leading the launch', 'Built X'])
      expect(isVerbLed(line), line).toBe(true);
    for (const line of ['Senior Office Manager', 'Google', 'Team of five']) {
      expect(isVerbLed(line), line).toBe(false);
    }
  });

  it('reads ISO and placeholder dates as dates', () => {
    const found = extractExperience(
      linesFromText('CEO, Pied Piper\n2013-12-01 – 2014-12-01\n• Built an algorithm'),
    ).entries;
    expect(found[0]).toMatchObject({ startDate: '2013-12-01', endDate: '2014-12-01' });
    const placeholder = extractExperience(
      linesFromText('Job Title MM/YYYY – Present\nCompany / Organization\n• Describe your work'),
    ).entries;
    expect(placeholder[0]).toMatchObject({ title: 'Job Title', current: true });
  });
});
