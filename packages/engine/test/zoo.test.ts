// The layout zoo read back: every file of every layout and format, written from one seeded
// model, must read as its labels say, and one resume must score alike in every format.
// Failures here are the engine's, not the test's: layouts are never skipped or loosened.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compareReading, wordsOf } from './zoo/compare-reading';
import { ensureZoo } from './zoo/ensure-zoo';
import { readZooFile } from './zoo/read-zoo-file';
import { structureInvariants } from '../src/cli/structure-invariants';

const zoo = await ensureZoo();

describe.each(zoo.labels.map((labels, i) => ({ labels, dir: zoo.dirs[i]! })))(
  'layout zoo, seed $labels.seed',
  ({ labels, dir }) => {
    const files = Object.entries(labels.files);

    it.each(files)('%s reads as labelled', async (file, label) => {
      const { parsed } = await readZooFile(path.join(dir, file));
      expect(compareReading(parsed, label)).toEqual([]);
      // And the invariants every reading keeps, labels or not.
      expect(structureInvariants(parsed)).toEqual([]);
    });

    const layouts = [...new Set(files.map(([, l]) => l.layout))];
    it.each(layouts)('%s scores within 3 points in every format', async (layout) => {
      const scores: Record<string, number> = {};
      for (const [file, label] of files)
        if (label.layout === layout)
          scores[file] = (await readZooFile(path.join(dir, file))).results.overall_score;
      const values = Object.values(scores);
      expect(Math.max(...values) - Math.min(...values), JSON.stringify(scores)).toBeLessThanOrEqual(
        3,
      );
    });

    // The labels are the model; this checks the writers put the model's words in the files.
    it('writes every labelled word into its plain-text files', async () => {
      for (const [file, label] of files.filter(([f]) => /\.(txt|md)$/.test(f))) {
        const text = wordsOf(await readFile(path.join(dir, file), 'utf8'));
        for (const role of label.roles)
          for (const words of [role.title, role.company, ...role.bullets])
            expect(text, file).toContain(wordsOf(words));
      }
    });
  },
);
