import { describe, expect, it } from 'vitest';
import { inflateEntry } from '../../src/read/inflate-entry';
import { hasOneClosedRoot } from '../../src/read/has-one-closed-root';
import { zipEntries } from '../../src/read/zip-size';
import { renderDocx } from '../fixtures/render-docx';
import { strongNurse } from '../fixtures/calibration-resumes';
import { bombDocx, manyPartsDocx } from './hostile-docx';
import { expectClearEnd } from './expect-clear-end';
import { readOutcome } from './read-outcome';

const MB = 1024 * 1024;

describe('zip bombs dressed as a DOCX', () => {
  it('refuses a body that unzips to 100 MB (and says so in its headers) before inflating it', async () => {
    const bomb = bombDocx(100);
    expect(bomb.length).toBeLessThan(MB);
    expect(await readOutcome(bomb, '100 MB body')).toMatchObject({
      kind: 'refused',
      code: 'TOO_LARGE',
    });
  });

  it('reads a well-formed body of repeated paragraphs', async () => {
    expect(await readOutcome(bombDocx(0.05, { ending: 'closed' }), '50 KB body')).toMatchObject({
      kind: 'scored',
      format: 'docx',
    });
  });

  it.each([
    ['never closes', 'unclosed'],
    ['closes first, with every paragraph after it', 'closed-first'],
  ] as const)(
    'refuses a body whose root %s before the XML parser tries to recover (quadratic)',
    async (_what, ending) => {
      for (const megabytes of [0.05, 1, 5]) {
        const label = `${megabytes} MB, ${ending}`;
        expect(await readOutcome(bombDocx(megabytes, { ending }), label), label).toMatchObject({
          kind: 'refused',
          code: 'MALFORMED',
        });
      }
    },
  );

  it('refuses a 40 MB body, under the whole-file limit but far past any resume', async () => {
    expect(await readOutcome(bombDocx(40), '40 MB body')).toMatchObject({
      kind: 'refused',
      code: 'TOO_LARGE',
    });
  });

  it('refuses a body whose headers claim 1 KB but which inflates to 1 GB, without inflating it', async () => {
    const forged = bombDocx(1024, { declaredSize: 1024 });
    expect(forged.length).toBeLessThan(10 * MB);
    const body = zipEntries(forged)!.find((entry) => entry.name === 'word/document.xml')!;
    expect(body.size).toBe(1024);
    // The guard stops one byte past the claim instead of holding the gigabyte.
    expect(inflateEntry(forged, body)).toBeNull();
    expect(await readOutcome(forged, 'forged size')).toMatchObject({
      kind: 'refused',
      code: 'MALFORMED',
    });
  });

  it("takes a real DOCX's declared sizes as true", async () => {
    const real = await renderDocx(strongNurse);
    const entries = zipEntries(real)!;
    expect(entries.length).toBeGreaterThan(3);
    for (const entry of entries)
      expect(inflateEntry(real, entry)?.length, entry.name).toBe(entry.size);
  });

  it('ends a DOCX of 20,000 parts in a clear answer', async () => {
    const outcome = await readOutcome(manyPartsDocx(20_000), '20,000 parts');
    expectClearEnd(outcome, '20,000 parts');
  });
});

describe('the one-root check', () => {
  it('accepts what Word writes and refuses what xmldom would recover from slowly', () => {
    expect(hasOneClosedRoot('\uFEFF<?xml version="1.0"?>\n<!-- c --><a x="1"><b/></a>\n')).toBe(
      true,
    );
    expect(hasOneClosedRoot('<?xml version="1.0"?><Types/>')).toBe(true);
    // Word's theme part: a child whose name begins with the root's is not the root's end.
    expect(
      hasOneClosedRoot(
        '<a:theme xmlns:a="x" name="Office"><a:themeElements><a:clrScheme/></a:themeElements></a:theme>',
      ),
    ).toBe(true);
    expect(hasOneClosedRoot('<a><a></a></a >')).toBe(true);
    expect(hasOneClosedRoot('<a></a><a></a>')).toBe(false);
    expect(hasOneClosedRoot('<a><a></a>')).toBe(false);
    expect(hasOneClosedRoot('<a:theme><a:themeElements/>')).toBe(false);
    expect(hasOneClosedRoot('<a><b/>')).toBe(false);
    expect(hasOneClosedRoot('<a/><b/>')).toBe(false);
    expect(hasOneClosedRoot('<a></a>text')).toBe(false);
    expect(hasOneClosedRoot('<!-- never closed <a></a>')).toBe(false);
    expect(hasOneClosedRoot('')).toBe(false);
  });
});
