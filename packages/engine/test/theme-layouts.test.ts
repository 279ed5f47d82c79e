import { describe, expect, it } from 'vitest';
import { parseText, rolesOfText } from './fixtures/parse-text';
import { layOutPage } from '../src/read/lay-out-page';
import { cleanLine } from '../src/read/clean-line';
import type { PdfItem } from '../src/read/pdf-items';

// Layouts common templates print (issue #23, the scale corpus's paper, flat, even and
// company-first pages), each written here in our own words.
const parse = parseText;
const roles = rolesOfText;

/** A text item as a PDF gives it: one word per item, 6 points of advance per letter. */
function word(text: string, x: number, y: number, fontSize = 10): PdfItem {
  return { text, x, y, width: text.length * fontSize * 0.5, fontSize, bold: false };
}
function row(text: string, x: number, y: number, fontSize = 10): PdfItem[] {
  const items: PdfItem[] = [];
  let at = x;
  for (const w of text.split(' ')) {
    items.push(word(w, at, y, fontSize));
    at += (w.length + 1) * fontSize * 0.5;
  }
  return items;
}

describe('template layouts', () => {
  it('reads dates set alone before the title, a blank line between, in every role', () => {
    const text = `Noa Katz\nnoa@example.com\n\nWork Experience\n2021-03-01 to Present\n\n\n\nLead Engineer at Globex\nRuns the platform team.\nTBD\n2017-05-01 to 2021-02-28\n\n\n\nEngineer at Initech\nBuilt the billing service.`;
    expect(roles(text)).toEqual([
      ['Lead Engineer', 'Globex', '2021-03-01', 'Present'],
      ['Engineer', 'Initech', '2017-05-01', '2021-02-28'],
    ]);
  });

  it('reads title, company and dates over a place as one header when the dates do not open the section', () => {
    const text = `Ada Roth\nada@example.com\nWork\nLead Engineer\nGlobex · Platform for payments, ledgers, and compliance across many markets\nSep 2022 – Present\nNew York City\n\nRuns the payments team.\n\nEngineer\nInitech\nJan 2018 – Aug 2022\nBoston\n\nBuilt the ledger.`;
    expect(roles(text)[1]).toEqual(['Engineer', 'Initech', 'Jan 2018', 'Aug 2022']);
  });

  it('keeps a "Highlights" label repeated under each role inside the role', () => {
    const text = `Omer Levi\nomer@example.com\nWork\nGlobex\n2020-01-01 — 2023-01-01\nData Engineer\n\nHighlights\nBuilt the ingestion pipeline for 40 sources\nUmbrella\n2017-01-01 — 2019-12-31\nData Analyst\n\nHighlights\nCut report time from 3 days to 4 hours\nEducation\nBSc Statistics`;
    const parsed = parse(text);
    expect(roles(text)).toEqual([
      ['Data Engineer', 'Globex', '2020-01-01', '2023-01-01'],
      ['Data Analyst', 'Umbrella', '2017-01-01', '2019-12-31'],
    ]);
    expect(parsed.sections.map((s) => s.kind)).not.toContain('summary');
  });

  it('reads the employer set as a heading a blank line above the title and dates', () => {
    const text = `Tal Mor\ntal@example.com\n\nExperience\nGlobex — Remote\n\nSenior Engineer, Payments | Jun 2021 – Present\n\nRuns the payments platform team.\n\nBuilt the ledger service\nCut fees by 12% in one year.\nnimbus — Austin, TX\n\nEngineer | Jan 2018 – May 2021\n\nWrote the billing jobs\nMoved reports to SQL\n\nEducation\nBSc Computer Science`;
    expect(roles(text.replace('Globex — Remote', 'Globex — Springfield Heights'))[0]![1]).toBe(
      'Globex',
    );
    expect(roles(text)).toEqual([
      ['Senior Engineer, Payments', 'Globex', 'Jun 2021', 'Present'],
      ['Engineer', 'nimbus', 'Jan 2018', 'May 2021'],
    ]);
  });

  it('takes the title below a company line with the dates, not the line above it', () => {
    const text = `Gil Bar\ngil@example.com\nWork\nGlobex 2020-01-01 — 2023-01-01\nSenior Analyst\nLed the quarterly forecast\nTBD\nInitech 2016-01-01 — 2019-12-31\nFinancial Analyst\nBuilt the cost model`;
    expect(roles(text)).toEqual([
      ['Senior Analyst', 'Globex', '2020-01-01', '2023-01-01'],
      ['Financial Analyst', 'Initech', '2016-01-01', '2019-12-31'],
    ]);
  });

  it('never takes the lowercase end of a wrapped sentence for a section heading', () => {
    const text = `Rina Paz\nrina@example.com\nExperience\nGlobex — Remote\n\nAnalyst | 2019 – 2021\n\nWrote the reports for the board and for\ncertification tools.\nInitech — Austin, TX\n\nClerk | 2016 – 2018\n\nFiled the records`;
    expect(roles(text).map((r) => r[1])).toEqual(['Globex', 'Initech']);
  });

  it('reads a margin of headings and dates beside the body row by row', () => {
    // 'EXPERIENCE' level with the first title, each role's dates a line below its title's top.
    const items = [
      ...row('Dana Levi', 250, 760, 16),
      ...row('EXPERIENCE', 40, 700),
      ...row('Lead Engineer at Globex', 200, 700),
      ...row('2021 TO PRESENT', 40, 686),
      ...row('Runs the platform team of eight engineers and the roadmap.', 200, 686),
      ...row('Cut cloud spend by a third in one year.', 200, 672),
      ...row('2017 TO 2021', 40, 630),
      ...row('Engineer at Initech', 200, 630),
      ...row('Built the billing service used by every product.', 200, 616),
      ...row('Wrote the on-call guide for the payments team.', 200, 602),
      ...row('EDUCATION', 40, 560),
      ...row('BSc Computer Science, Technion', 200, 560),
    ];
    const text = layOutPage(items, 612, 1).lines.map((l) => l.text);
    expect(text).toEqual([
      'Dana Levi',
      'EXPERIENCE',
      '2021 TO PRESENT',
      'Lead Engineer at Globex',
      'Runs the platform team of eight engineers and the roadmap.',
      'Cut cloud spend by a third in one year.',
      '2017 TO 2021',
      'Engineer at Initech',
      'Built the billing service used by every product.',
      'Wrote the on-call guide for the payments team.',
      'EDUCATION',
      'BSc Computer Science, Technion',
    ]);
  });

  it('reads a NUL glyph before a list item as its bullet', () => {
    expect(cleanLine('\u0000 Cut costs by 20%')).toEqual({
      text: 'Cut costs by 20%',
      bullet: true,
    });
  });
});
