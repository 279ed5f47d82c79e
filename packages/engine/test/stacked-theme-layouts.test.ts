import { describe, expect, it } from 'vitest';
import { parseText, rolesOfText } from './fixtures/parse-text';
import { parseResume } from '../src/parse-resume';
import { linesFromText } from '../src/read/lines-from-text';
import type { TextLine } from '../src/types';

// Layouts of resume themes (issue #23, the kendall and stackoverflow families), each written
// here in our own words: stacked headers, list labels, counted and letter-spaced headings.
const parse = parseText;
const roles = rolesOfText;

/** A PDF-like document: each line with its size and weight, as the PDF reader gives them. */
function parseStyled(rows: Array<[string, number, boolean]>) {
  const lines: TextLine[] = rows.map(([text, fontSize, emphasis], i) => ({
    text,
    page: 1,
    fontSize,
    emphasis,
    bullet: false,
    line: i + 1,
  }));
  const text = rows.map((r) => r[0]).join('\n');
  return parseResume({ format: 'pdf', pages: 1, lines, text, wordCount: 100 });
}

describe('theme layouts', () => {
  it('reads a stacked header (employer, place, website, dates, title) and a list under "Highlights"', () => {
    const parsed = parse(
      `NORA BLUM\nnora@example.com\n\nWORK EXPERIENCE\nKestrel Labs\nLyon, France\nhttps://kestrel.example/\nMarch 2021 – Present\nPlatform Engineer\nKestrel builds sensors for farms.\nHighlights\nMoved the fleet to one build pipeline\nOn-call rota for 14 services\nBrightwave\nhttps://brightwave.example/\nJune 2017 – February 2021\nTeam Leader\nHighlights\nGrew the team from 3 to 9 people\n\nSKILLS\nLanguages\nGerman, French`,
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.location])).toEqual([
      ['Platform Engineer', 'Kestrel Labs', 'Lyon, France'],
      ['Team Leader', 'Brightwave', ''],
    ]);
    expect(parsed.experience[0]!.bullets).toEqual([
      'Kestrel builds sensors for farms.',
      'Moved the fleet to one build pipeline',
      'On-call rota for 14 services',
    ]);
    expect(parsed.experience[1]!.startDate).toBe('June 2017');
    expect(parsed.sections.map((s) => s.heading)).not.toContain('Highlights');
  });

  it('keeps a wrapped list item whole under a list label, and ends the list at the next role', () => {
    const parsed = parse(
      `Ana Ruiz\nana@example.com\n\nEXPERIENCE\nAcme\nJan 2020 – Present\nAnalyst\nKey achievements:\nCut report time in half for the finance and\nsales teams\nWon the yearly award\nGlobex\nJan 2018 – Dec 2019\nClerk\nHighlights\nFiled 300 claims a week`,
    );
    expect(parsed.experience.map((e) => [e.title, e.company, e.bullets])).toEqual([
      [
        'Analyst',
        'Acme',
        ['Cut report time in half for the finance and sales teams', 'Won the yearly award'],
      ],
      ['Clerk', 'Globex', ['Filed 300 claims a week']],
    ]);
  });

  it('reads headings followed by a count of their entries, and letter-spaced headings run together', () => {
    const counted = parse(
      `Li Wei\nli@example.com\n\nWORK EXPERIENCE(2)\nEngineer, Acme  2020 - 2022\n- Built things\nAnalyst, Globex  2018 - 2020\n- Wrote reports\nEDUCATION(1)\nBSc, State University, 2018`,
    );
    expect(counted.sections.map((s) => s.kind)).toEqual(['contact', 'experience', 'education']);
    expect(counted.experience).toHaveLength(2);
    const squashed = parse(
      `Li Wei\nli@example.com\n\nWORKEXPERIENCE\nEngineer at Acme | 2020 - 2022\nBuilt things\n\nEDUCATION\nBSc, State University, 2018`,
    );
    expect(squashed.sections.map((s) => s.kind)).toEqual(['contact', 'experience', 'education']);
    expect(squashed.experience.map((e) => [e.title, e.company])).toEqual([['Engineer', 'Acme']]);
  });

  it('starts a role at its dates alone over its title, not at the last item of the role above', () => {
    expect(
      roles(
        `Omar Haddad\nomar@example.com\n\nWORK EXPERIENCE\nSept 2019 - Current\nSoftware Engineer Acme\n\nBuilt the billing service.\n\nShipped a new API\n\nFirst time leading a team\n\nMay 2016 - Aug 2019\nJunior Developer Globex\n\nWrote tests for the shop.`,
      ),
    ).toEqual([
      ['Software Engineer Acme', '', 'Sept 2019', 'Current'],
      ['Junior Developer Globex', '', 'May 2016', 'Aug 2019'],
    ]);
  });

  it('does not reach above a dated line that names title and employer with "at"', () => {
    expect(
      roles(
        `Omar Haddad\nomar@example.com\n\nWORK EXPERIENCE\nSoftware Engineer at Acme | Sept 2019 - Current\nBuilt the billing service.\nFirst time leading a team\nJunior Developer at Globex | May 2016 - Aug 2019\nWrote tests for the shop.`,
      ),
    ).toEqual([
      ['Software Engineer', 'Acme', 'Sept 2019', 'Current'],
      ['Junior Developer', 'Globex', 'May 2016', 'Aug 2019'],
    ]);
  });

  it('reads the bold title under a line of dates alone as the role’s, not as a heading', () => {
    const parsed = parseStyled([
      ['NORA BLUM', 20, true],
      ['WORK EXPERIENCE', 12, true],
      ['Kestrel Labs', 11, true],
      ['March 2021 – Present', 9, false],
      ['Platform Engineer', 11, true],
      ['Kestrel builds sensors for farms and ships them to growers.', 9, false],
      ['Brightwave', 11, true],
      ['June 2017 – February 2021', 9, false],
      ['Data Engineer', 11, true],
      ['Cleaned the data of a hundred stores every night.', 9, false],
      ['EDUCATION', 12, true],
      ['BSc, State University', 9, false],
    ]);
    expect(parsed.experience.map((e) => [e.title, e.company, e.startDate])).toEqual([
      ['Platform Engineer', 'Kestrel Labs', 'March 2021'],
      ['Data Engineer', 'Brightwave', 'June 2017'],
    ]);
  });

  it('reads text spaced for a job site whose paragraphs were already set apart by blank lines', () => {
    const text = `Omar Haddad\nomar@example.com\n\nWORK EXPERIENCE\nAcme\nSept 2019 - Current\nSoftware Engineer\n\nBuilt the billing service.\n\nShipped a new API.\n\nGlobex\nMay 2016 - Aug 2019\nJunior Developer\n\nWrote tests for the shop.\n\nFixed the search page.\n\nEDUCATION\nBSc, State University, 2016`;
    // A blank line after every line: one between lines, three between paragraphs.
    const spaced = text
      .split('\n')
      .map((line) => `${line}\n`)
      .join('\n');
    expect(
      linesFromText(spaced)
        .filter((l) => l.spaceBefore)
        .map((l) => l.text),
    ).toEqual([
      'WORK EXPERIENCE',
      'Built the billing service.',
      'Shipped a new API.',
      'Globex',
      'Wrote tests for the shop.',
      'Fixed the search page.',
      'EDUCATION',
    ]);
    expect(roles(spaced)).toEqual([
      ['Software Engineer', 'Acme', 'Sept 2019', 'Current'],
      ['Junior Developer', 'Globex', 'May 2016', 'Aug 2019'],
    ]);
  });

  it('knows leaders and officers by their title, and initials as an employer, not a state', () => {
    expect(
      roles(
        `Ana Ruiz\nana@example.com\n\nEXPERIENCE\nEY\nParis, France\nJan 2015 – Jan 2020\nSwitchboard Operator\n\nHill Street Chess Club\nMarch 2014 – November 2016\nTreasurer\n\nAlert Health Computing\nFebruary 2008 – March 2010\nTeam Leader`,
      ),
    ).toEqual([
      ['Switchboard Operator', 'EY', 'Jan 2015', 'Jan 2020'],
      ['Treasurer', 'Hill Street Chess Club', 'March 2014', 'November 2016'],
      ['Team Leader', 'Alert Health Computing', 'February 2008', 'March 2010'],
    ]);
  });
});
