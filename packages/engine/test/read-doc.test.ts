import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import WordExtractor from 'word-extractor';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { docStories } from '../src/read/doc-stories';
import { wordResume } from './fixtures/word-resume-docx';
import { expectWordResume } from './fixtures/expect-word-resume';
import { mutateBytes } from './fuzz/mutate-bytes';
import { seededRandom } from './fuzz/seeded-random';

// Both made by LibreOffice from wordResumeDocx(): see fixtures/make-word-fixtures.ts.
const fixture = async (name: string) =>
  new Uint8Array(await readFile(path.join(import.meta.dirname, 'fixtures', name)));

describe('Word 97-2003 (.doc) files', () => {
  it('reads the header, every role, every list paragraph as a bullet, and the footer', async () => {
    const bytes = await fixture('word-resume.doc');
    // The list paragraphs carry no glyph in the file's text: Word draws them from the list.
    const plain = (await new WordExtractor().extract(Buffer.from(bytes))).getBody();
    for (const bullet of wordResume.bullets) expect(plain).toContain(`\n${bullet}\n`);
    const doc = await readDocument(bytes);
    expectWordResume(doc.lines, { footer: true });
    expect(parseResume(doc).name).toBe(wordResume.name);
  });

  it('marks headings by outline level and style, entry headings as emphasis only', async () => {
    const { lines } = await readDocument(await fixture('word-resume.doc'));
    expect(lines.filter((l) => l.heading).map((l) => l.text)).toEqual(wordResume.headings);
    for (const role of wordResume.roles.slice(1))
      expect(lines.find((l) => l.text === role)).toMatchObject({ emphasis: true, heading: false });
    // A table's cells are lines of their own, as in a DOCX.
    expect(lines.map((l) => l.text)).toContain(wordResume.roles[0]);
    // Text boxes are read from the file's own text box story, marks and all (the sidebar is bold).
    expect(lines.find((l) => l.text === wordResume.sidebar)).toMatchObject({ emphasis: true });
  });

  it('reads the same resume saved by LibreOffice as ODT and then DOCX', async () => {
    const doc = await readDocument(await fixture('word-resume-libreoffice.docx'));
    expectWordResume(doc.lines, { footer: true });
    expect(doc.lines.filter((l) => l.heading).map((l) => l.text)).toEqual(wordResume.headings);
  });

  it('ends every damaged copy of the structures quickly, without throwing', async () => {
    const bytes = await fixture('word-resume.doc');
    const random = seededRandom(0x0d0c_2026);
    let read = 0;
    for (let i = 0; i < 300; i += 1) {
      const { bytes: damaged, mutation } = mutateBytes(bytes, random);
      const started = performance.now();
      const stories = docStories(damaged);
      expect(performance.now() - started, mutation).toBeLessThan(500);
      if (stories) read += 1;
    }
    // Most damage misses the structures the reader needs; some is refused (null).
    expect(read).toBeGreaterThan(100);
    expect(read).toBeLessThan(300);
  });
});
