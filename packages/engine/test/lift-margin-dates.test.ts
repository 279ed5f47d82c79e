import { describe, expect, it } from 'vitest';
import { groupRows, type PdfItem } from '../src/read/pdf-items';
import { liftMarginDates } from '../src/read/lift-margin-dates';

/** A text run at (x, y), about half an em wide per character. */
function item(text: string, x: number, y: number, size = 10): PdfItem {
  return { text, x, y, width: text.length * size * 0.5, fontSize: size, bold: false };
}

/** A run whose right edge is at `right` (right-aligned columns). */
function rightAligned(text: string, right: number, y: number): PdfItem {
  const it = item(text, 0, y);
  return { ...it, x: right - it.width };
}

const read = (items: PdfItem[]) => liftMarginDates(groupRows(items)).map((l) => l.text);

describe('dates set in their own column', () => {
  it('joins a left date column broken over two rows and places it after the role header', () => {
    expect(
      read([
        rightAligned('June 2020 –', 138, 700),
        item('MERN Stack Developer, OpenAI', 146, 700),
        rightAligned('Present', 138, 686),
        item('Working on the ChatGPT project.', 146, 686),
        rightAligned('July 2015 –', 138, 660),
        item('Full Stack Developer, Uber', 146, 660),
        rightAligned('May 2020', 138, 646),
        item('Developed web applications.', 146, 646),
      ]),
    ).toEqual([
      'MERN Stack Developer, OpenAI',
      'June 2020 – Present',
      'Working on the ChatGPT project.',
      'Full Stack Developer, Uber',
      'July 2015 – May 2020',
      'Developed web applications.',
    ]);
  });

  it('takes right-aligned dates off achievement rows and puts them under the header', () => {
    expect(
      read([
        item('Nexus AI, Co-Founder & CTO', 50, 700),
        item('• Built model infrastructure serving 2M requests', 50, 686),
        rightAligned('June 2023 – present', 560, 686),
        item('uptime', 58, 674),
        rightAligned('2 years 10 months', 560, 674),
      ]),
    ).toEqual([
      'Nexus AI, Co-Founder & CTO',
      'June 2023 – present',
      '2 years 10 months',
      '• Built model infrastructure serving 2M requests',
      'uptime',
    ]);
  });

  it('lifts a left date column even where the text layer filled the gap with a space item', () => {
    // pdf.js and the quick reader give a space as wide as the gap between two runs of a row.
    const gap = (x: number, right: number, y: number): PdfItem => ({
      text: ' ',
      x,
      y,
      width: right - x,
      fontSize: 10,
      bold: false,
    });
    expect(
      read([
        item('2021 –', 40, 700),
        gap(70, 110, 700),
        item('Machine Learning Engineer', 110, 700),
        item('Present', 40, 687),
        gap(75, 110, 687),
        item('OpenAI', 110, 687),
        item('• Trained ranking models', 110, 672),
      ]),
    ).toEqual([
      'Machine Learning Engineer',
      '2021 – Present',
      'OpenAI',
      '• Trained ranking models',
    ]);
  });

  it('leaves a single date on a header row where it is', () => {
    expect(
      read([item('DevOps Engineer', 50, 700), rightAligned('01/2022 - Present', 560, 700)]),
    ).toEqual(['DevOps Engineer | 01/2022 - Present']);
  });

  it('leaves dates inside a sentence alone', () => {
    expect(read([item('Led the team to a title in October 2015.', 50, 700)])).toEqual([
      'Led the team to a title in October 2015.',
    ]);
  });

  it('leaves a range in its row when list items one under another each carry their own', () => {
    expect(
      read([
        item('VOLUNTEER', 45, 373),
        item('• Secretary, Economics Society, Riverside College', 62, 357),
        rightAligned('(Sep 2022 - Mar 2023)', 567, 357),
        item('• Mentor, Harbor Youth Club', 62, 345),
        rightAligned('(Dec 2017 - Jan 2020)', 567, 345),
      ]),
    ).toEqual([
      'VOLUNTEER',
      '• Secretary, Economics Society, Riverside College | (Sep 2022 - Mar 2023)',
      '• Mentor, Harbor Youth Club | (Dec 2017 - Jan 2020)',
    ]);
    // One such item under a header still gives its dates to the header.
    expect(
      read([
        item('Analyst, Contoso', 45, 373),
        item('• Built the risk model for 40 funds', 62, 357),
        rightAligned('(Sep 2022 - Mar 2023)', 567, 357),
        item('• Cut reporting time in half', 62, 345),
      ]),
    ).toEqual([
      'Analyst, Contoso',
      '(Sep 2022 - Mar 2023)',
      '• Built the risk model for 40 funds',
      '• Cut reporting time in half',
    ]);
  });
});
