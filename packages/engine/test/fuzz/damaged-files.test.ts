import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { cutPoints, mutateBytes } from './mutate-bytes';
import { fixtureFiles } from './fixture-files';
import { rawZip, type RawZipEntry } from './raw-zip';
import { expectClearEnd } from './expect-clear-end';
import { readOutcome, type ReadOutcome } from './read-outcome';
import { seededRandom } from './seeded-random';

// Fixed, so every run damages the files in exactly the same way; a failure names its case.
const SEED = 0x5eed_2026;
const CUTS_PER_FILE = 40;
const MUTATIONS_PER_FILE = 100;
const XML_MUTATIONS = 80;

let files: Record<string, Uint8Array>;
beforeAll(async () => {
  files = await fixtureFiles();
});

const kindOf = (outcome: ReadOutcome) => (outcome.kind === 'scored' ? 'scored' : outcome.code);

describe('damaged copies of every fixture', () => {
  it('starts from files that score', async () => {
    for (const [name, bytes] of Object.entries(files)) {
      expect(await readOutcome(bytes, name), name).toMatchObject({ kind: 'scored' });
    }
  });

  it('ends every truncation in a score or a typed refusal', async () => {
    const kinds = new Set<string>();
    for (const [name, bytes] of Object.entries(files)) {
      for (const cut of cutPoints(bytes.length, CUTS_PER_FILE)) {
        const label = `${name} cut at ${cut} of ${bytes.length}`;
        const outcome = await readOutcome(bytes.subarray(0, cut), label);
        expectClearEnd(outcome, label);
        kinds.add(kindOf(outcome));
      }
    }
    // The run reaches both ends: some damage is survivable, some is refused.
    expect(kinds).toContain('scored');
    expect(kinds).toContain('MALFORMED');
  });

  it('ends every random damage (bit flips, lost, doubled, zeroed, overwritten blocks) the same way', async () => {
    const random = seededRandom(SEED);
    const kinds = new Set<string>();
    for (const [name, bytes] of Object.entries(files)) {
      for (let i = 0; i < MUTATIONS_PER_FILE; i += 1) {
        const { bytes: damaged, mutation } = mutateBytes(bytes, random);
        const label = `${name} #${i} (seed ${SEED}): ${mutation}`;
        const outcome = await readOutcome(damaged, label);
        expectClearEnd(outcome, label);
        kinds.add(kindOf(outcome));
        // The same bytes always end the same way.
        if (i < 3) expect(await readOutcome(damaged, label), label).toEqual(outcome);
      }
    }
    expect(kinds).toContain('scored');
    expect(kinds.size).toBeGreaterThan(3);
  });

  it("ends damage inside a DOCX's XML (re-zipped intact) in a score or a typed refusal", async () => {
    const zip = await JSZip.loadAsync(files.docx!);
    const parts: RawZipEntry[] = await Promise.all(
      Object.values(zip.files)
        .filter((file) => !file.dir)
        .map(async (file) => ({ name: file.name, data: await file.async('uint8array') })),
    );
    const random = seededRandom(SEED + 1);
    const kinds = new Set<string>();
    for (let i = 0; i < XML_MUTATIONS; i += 1) {
      let mutation = '';
      const damaged = parts.map((part) => {
        if (part.name !== 'word/document.xml') return part;
        const result = mutateBytes(part.data, random);
        mutation = result.mutation;
        return { name: part.name, data: result.bytes };
      });
      const label = `document.xml #${i} (seed ${SEED + 1}): ${mutation}`;
      const outcome = await readOutcome(rawZip(damaged), label);
      expectClearEnd(outcome, label);
      kinds.add(kindOf(outcome));
    }
    expect(kinds).toContain('scored');
    expect(kinds).toContain('MALFORMED');
  });
});
