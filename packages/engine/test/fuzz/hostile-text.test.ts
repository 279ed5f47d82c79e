import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderText } from '../fixtures/resume-spec';
import { strongAccountant } from '../fixtures/calibration-resumes';
import { expectClearEnd } from './expect-clear-end';
import { readOutcome } from './read-outcome';

const encode = (text: string) => new TextEncoder().encode(text);
const FIVE_MB = 5 * 1024 * 1024;

describe('Word 97 files with a broken header', () => {
  it('refuses each damage of the compound-file header as malformed', async () => {
    const doc = new Uint8Array(
      await readFile(path.join(import.meta.dirname, '../fixtures/strong-accountant.doc')),
    );
    const damage: Record<string, (copy: Uint8Array, view: DataView) => void> = {
      'header filled with 0xFF': (copy) => copy.fill(0xff, 8, 512),
      'header zeroed': (copy) => copy.fill(0, 8, 512),
      'sector shift of 30': (_, view) => view.setUint16(0x1e, 30, true),
      'four billion FAT sectors': (_, view) => view.setUint32(0x2c, 0xffffffff, true),
      'directory past the end': (_, view) => view.setUint32(0x30, 0xfffffff0, true),
    };
    for (const [what, apply] of Object.entries(damage)) {
      const copy = doc.slice();
      apply(copy, new DataView(copy.buffer));
      expect(await readOutcome(copy, what), what).toMatchObject({
        kind: 'refused',
        code: 'MALFORMED',
      });
    }
    for (const length of [8, 512, 4096]) {
      const label = `first ${length} bytes`;
      expect(await readOutcome(doc.slice(0, length), label), label).toMatchObject({
        kind: 'refused',
        code: 'MALFORMED',
      });
    }
  });
});

describe('text files that are not quite text', () => {
  const resume = renderText(strongAccountant);

  it('ends text with NUL bytes in a clear answer, and refuses UTF-16 as another type', async () => {
    const oneNul = encode(resume.replace('Accountant', 'Accou\0ntant'));
    expectClearEnd(await readOutcome(oneNul, 'one NUL'), 'one NUL');
    const nulEveryLine = encode(resume.replace(/\n/g, '\0\n'));
    expectClearEnd(await readOutcome(nulEveryLine, 'NUL on every line'), 'NUL on every line');
    const utf16 = new Uint8Array(Buffer.from(resume, 'utf16le'));
    expect(await readOutcome(utf16, 'UTF-16')).toMatchObject({
      kind: 'refused',
      code: 'UNSUPPORTED_TYPE',
    });
  });

  it('ends invalid UTF-8 (stray continuations, overlongs, surrogates) in a clear answer', async () => {
    const bad = [
      [0xc3, 0x28],
      [0xa0, 0xa1],
      [0xe2, 0x28, 0xa1],
      [0xf0, 0x28, 0x8c, 0xbc],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
      [0xff, 0xfe, 0xfd],
    ];
    for (const sequence of bad) {
      const label = `bytes ${sequence.map((b) => b.toString(16)).join(' ')}`;
      const inside = new Uint8Array([
        ...encode(resume.slice(0, 200)),
        ...sequence,
        ...encode(resume.slice(200)),
      ]);
      expectClearEnd(await readOutcome(inside, label), label);
      // Past the 64 KB the type is decided on, the rest is decoded leniently.
      const late = new Uint8Array([...encode(resume.repeat(60)), ...sequence]);
      expectClearEnd(await readOutcome(late, `${label} late`), `${label} late`);
    }
  });

  it('refuses 5 MB on one line, whatever it is made of', async () => {
    const lines: Record<string, string> = {
      letters: 'a'.repeat(FIVE_MB),
      digits: '1'.repeat(FIVE_MB),
      'dotted letters': 'a.'.repeat(FIVE_MB / 2),
      'almost emails': 'a@'.repeat(FIVE_MB / 2),
      words: 'managed '.repeat(FIVE_MB / 8),
      'long words': `${'x'.repeat(200_000)} `.repeat(26),
      'spaced letters': 'a '.repeat(FIVE_MB / 2),
      'a name and spaces': `Jordan Ellis${' '.repeat(FIVE_MB)}`,
    };
    for (const [what, line] of Object.entries(lines)) {
      const outcome = await readOutcome(encode(line), what);
      expectClearEnd(outcome, what);
      if (what !== 'a name and spaces' && what !== 'spaced letters')
        expect(outcome, what).toMatchObject({ kind: 'refused', code: 'TOO_LARGE' });
    }
  });

  it('refuses 5 MB of rule characters, which once overflowed the pattern stack', async () => {
    for (const rule of ['-', '=', '*', '_']) {
      const outcome = await readOutcome(encode(rule.repeat(FIVE_MB)), `${rule} x 5 MB`);
      expect(outcome).toMatchObject({ kind: 'refused', code: 'EMPTY_DOCUMENT' });
    }
  });

  it('ends a single 300,000-character word, under the text limit, in a clear answer', async () => {
    // The email pattern was quadratic on a run like this: 80 KB took 100 s.
    for (const word of ['a', 'a.', '1-']) {
      const label = `${word} x 300,000 characters`;
      const outcome = await readOutcome(encode(word.repeat(300_000 / word.length)), label);
      expectClearEnd(outcome, label);
    }
  });
});

describe('text that is long in lines rather than in one line', () => {
  it('ends 24,000 lines of repeated sections, under the word limit, in a clear answer', async () => {
    // Gathering line widths copied a list per line: 24,000 lines took 13 s before.
    const block = 'EXPERIENCE\n• Led\nEDUCATION\nB.S.\nSKILLS\nSQL\n';
    const outcome = await readOutcome(encode(`Jordan Ellis\n${block.repeat(4_000)}`), 'sections');
    expectClearEnd(outcome, 'sections');
  });

  it('ends lines made of every pair of awkward characters in a clear answer', async () => {
    // Each pair repeated into one 16,000-character line: the shapes that made contact patterns
    // backtrack (runs of brackets, dotted capitals, digits and dashes) are among them.
    const alphabet = [
      'a',
      'A',
      '1',
      '-',
      '.',
      '@',
      '/',
      ':',
      ',',
      '(',
      '+',
      '%',
      '|',
      '•',
      ' ',
      '\t',
    ];
    for (const first of alphabet) {
      for (const second of alphabet) {
        const label = `${JSON.stringify(first + second)} x 8,000`;
        expectClearEnd(
          await readOutcome(encode(`Jordan ${(first + second).repeat(8_000)}`), label),
          label,
        );
      }
    }
  });
});

describe('JSON Resume files that are hostile', () => {
  it('ends JSON nested 100,000 deep, or with 40,000 highlights, in a clear answer', async () => {
    const deep = encode(`{"basics": ${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expectClearEnd(await readOutcome(deep, 'deep JSON'), 'deep JSON');
    const long = encode(
      JSON.stringify({
        basics: { name: 'Jordan Ellis' },
        work: [
          { name: 'Northwind', highlights: Array.from({ length: 40_000 }, (_, i) => `Task ${i}`) },
        ],
      }),
    );
    expect(await readOutcome(long, 'long JSON')).toMatchObject({
      kind: 'refused',
      code: 'TOO_LARGE',
    });
  });
});
