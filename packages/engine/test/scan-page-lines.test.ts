import { describe, expect, it } from 'vitest';
import type { OcrLine, OcrWord } from '../src/ocr/ocr-engine';
import { scanPageLines } from '../src/ocr/scan-page-lines';

// Drawn at 2 px a point: a Letter page, 612 pt wide, is 1224 px.
const PX = 2;
const SIZE = { width: 1224, height: 1584 };

/** Words set from `left` on the baseline `base`, letters `em` px tall, as tesseract boxes them. */
function words(text: string, left: number, base: number, em = 20): OcrWord[] {
  const out: OcrWord[] = [];
  let x = left;
  for (const word of text.split(' ')) {
    const width = word.length * em * 0.55;
    const tall = /[A-Z0-9bdfhiklt]/.test(word) ? 0.72 : 0.52;
    const deep = /[gjpqy,]/.test(word) ? 0.21 : 0;
    out.push({
      text: word,
      confidence: 95,
      box: { left: x, top: base - tall * em, right: x + width, bottom: base + deep * em },
    });
    x += width + em * 0.3;
  }
  return out;
}

/** One OCR line made of runs of words, as tesseract gives a line running across columns. */
function line(...runs: OcrWord[][]): OcrLine {
  const all = runs.flat();
  return {
    text: all.map((w) => w.text).join(' '),
    confidence: 95,
    words: all,
    top: Math.min(...all.map((w) => w.box!.top)),
    bottom: Math.max(...all.map((w) => w.box!.bottom)),
    rowHeight: 14,
  };
}

const LEFT = [
  'EXPERIENCE',
  'Data Analyst',
  'Bluestem Health | May 2019 —',
  'Jul 2022',
  'Reduced reporting time by 40% across teams',
  'Built the weekly sales dashboard in Tableau',
  'Trained six analysts on window functions',
];
const RIGHT = ['SKILLS', 'SQL, Python, dbt', 'Tableau, Snowflake', 'EDUCATION', 'B.S. Statistics'];

function twoColumnPage(): OcrLine[] {
  const lines = [
    line(words('Ada Quist', 80, 140, 48)),
    line(words('ada.quist@example.com', 80, 200)),
  ];
  LEFT.forEach((text, i) => {
    const right = RIGHT[i];
    const trail = i === 0 ? [...words('©', 480, 300)] : [];
    lines.push(
      line(words(text, 80, 300 + i * 40), trail, right ? words(right, 840, 300 + i * 40) : []),
    );
  });
  return lines;
}

describe('scanned page lines from word boxes', () => {
  const read = scanPageLines({ lines: twoColumnPage(), confidence: 95 }, 1, PX, SIZE);
  const texts = read.lines.map((l) => l.text);

  it('reads a two-column page one column after the other', () => {
    expect(texts.slice(0, 2)).toEqual(['Ada Quist', 'ada.quist@example.com']);
    expect(texts.indexOf('SKILLS')).toBeGreaterThan(texts.indexOf(LEFT[LEFT.length - 1]!));
    expect(texts).toEqual(
      expect.arrayContaining([...LEFT.slice(1, 2), ...LEFT.slice(4), ...RIGHT]),
    );
  });

  it('gives the name the size of its letters', () => {
    const [name, email] = read.lines;
    expect(name!.fontSize).toBeGreaterThan(email!.fontSize * 2);
    expect(email!.fontSize).toBeCloseTo(10, 0);
  });

  it('sizes a word whose box took in a speck as the rest of its line, but a name beside a title as set', () => {
    const [employer, dates] = [words('Microsoft', 100, 600), words('2019-2021', 800, 600)];
    // A speck under the word: its box reaches 14 px below the baseline.
    const swollen = { ...employer[0]!, box: { ...employer[0]!.box!, bottom: 614 } };
    const read = (ws: OcrWord[]) => {
      const { lines } = scanPageLines({ lines: [line(ws)], confidence: 90 }, 1, PX, SIZE);
      // One line, on the baseline of its words, not the speck's.
      expect(lines).toHaveLength(1);
      return lines[0]!;
    };
    const both = read([swollen, ...dates]);
    expect(both.text).toMatch(/^Microsoft\b.*2019-2021$/);
    expect(both.fontSize).toBeCloseTo(10, 0);
    const named = read([...words('ANA REYES', 100, 600, 40), ...words('Engineer', 800, 600)]);
    expect(named.fontSize).toBeGreaterThan(15);
  });

  it('drops specks after a heading but keeps the open dash of a range', () => {
    expect(texts).toContain('EXPERIENCE');
    expect(texts).toContain('Bluestem Health | May 2019 —');
    expect(texts).toContain('Jul 2022');
    expect(read.lines.find((l) => l.text === 'Jul 2022')?.bullet).toBe(false);
  });

  it('takes a small, barely read letter before a capitalised word for a bullet glyph', () => {
    const dot = (text: string, confidence: number): OcrWord => ({
      text,
      confidence,
      box: { left: 80, top: 588, right: 90, bottom: 597 },
    });
    const page = (first: OcrWord) => ({
      lines: [line([first, ...words('Trained six analysts', 110, 600)])],
      confidence: 90,
    });
    const [glyph] = scanPageLines(page(dot('e', 20)), 1, PX, SIZE).lines;
    expect(glyph).toMatchObject({ text: 'Trained six analysts', bullet: true });
    // Read with confidence, it is a word of the line.
    const [word] = scanPageLines(page(dot('e', 96)), 1, PX, SIZE).lines;
    expect(word).toMatchObject({ text: 'e Trained six analysts', bullet: false });
  });

  it('takes a figure or letters OCR hardly recognised before a capitalised word for a bullet', () => {
    const glyph = (text: string, confidence: number): OcrWord => ({
      text,
      confidence,
      // Set larger and lower than the text, as a bullet in a margin can be.
      box: { left: 76, top: 570, right: 92, bottom: 605 },
    });
    const page = (first: OcrWord) => ({
      lines: [line([first, ...words('Software Engineering Intern', 110, 600)])],
      confidence: 90,
    });
    for (const first of [glyph('5', 31), glyph('be', 3)])
      expect(scanPageLines(page(first), 1, PX, SIZE).lines[0]).toMatchObject({
        text: 'Software Engineering Intern',
        bullet: true,
      });
    // A figure read with confidence is the line's own ('3 Engineers hired').
    expect(scanPageLines(page(glyph('3', 95)), 1, PX, SIZE).lines[0]).toMatchObject({
      text: '3 Software Engineering Intern',
      bullet: false,
    });
  });

  it('puts back the dot OCR lost inside an email address, not between words', () => {
    const read = (gap: number) => {
      const [first, second] = words('ada quist@example.com', 80, 600);
      const moved = { left: first!.box!.right + gap, right: second!.box!.right };
      const email = { ...second!, box: { ...second!.box!, ...moved } };
      return scanPageLines({ lines: [line([first!, email])], confidence: 90 }, 1, PX, SIZE)
        .lines[0]!.text;
    };
    expect(read(2)).toBe('ada.quist@example.com');
    expect(read(8)).toBe('ada quist@example.com');
  });

  it('takes OCR lines as they are when words have no boxes', () => {
    const bare = twoColumnPage().map((l) => ({
      ...l,
      words: l.words.map(({ box: _, ...w }) => w),
    }));
    const own = scanPageLines({ lines: bare, confidence: 95 }, 1, PX, SIZE);
    expect(own.lines.length).toBe(bare.length);
  });
});
