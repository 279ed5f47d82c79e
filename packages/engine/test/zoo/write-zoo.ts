// Writes the layout zoo: labelled resumes in many layouts and formats from one seeded model.
//   npx tsx packages/engine/test/zoo/write-zoo.ts --seed 7 [--seed 8 ...] --out <dir> [--no-office]
// One seed writes into <dir>; several write into <dir>/seed-<n>. Without --no-office, the DOC
// and Word-made PDF of every DOCX are made with LibreOffice (soffice must be installed).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { addOfficeFormats, findSoffice } from './office-formats';
import { writeZooFiles, type ZooLabels } from './write-zoo-files';

/** The folder of one seed when several are written under one root. */
export const seedDir = (root: string, seed: number) => path.join(root, `seed-${seed}`);

/**
 * Writes the zoo of each seed (into `out` for one seed, `out/seed-<n>` for several) and, with
 * a soffice path, the LibreOffice formats of all of them in one conversion per format.
 */
export async function writeZoo(
  seeds: number[],
  out: string,
  soffice: string | null,
): Promise<ZooLabels[]> {
  const dirs = seeds.length === 1 ? [out] : seeds.map((s) => seedDir(out, s));
  const labels: ZooLabels[] = [];
  for (const [i, seed] of seeds.entries())
    labels.push(await writeZooFiles(seed, dirs[i]!, { office: soffice !== null }));
  if (soffice) await addOfficeFormats(soffice, dirs);
  return labels;
}

async function main(args: string[]): Promise<void> {
  const seeds = args.flatMap((a, i) => (args[i - 1] === '--seed' ? [Number(a)] : []));
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : undefined;
  if (!out || seeds.length === 0 || seeds.some((s) => !Number.isInteger(s))) {
    console.error('usage: write-zoo.ts --seed <n> [--seed <n> ...] --out <dir> [--no-office]');
    process.exit(2);
  }
  const soffice = args.includes('--no-office') ? null : findSoffice();
  if (!args.includes('--no-office') && !soffice) {
    console.error('soffice (LibreOffice) not found: run node scripts/ensure-libreoffice.mjs,');
    console.error('or pass --no-office to leave out the DOC and Word-made PDF files.');
    process.exit(1);
  }
  const started = performance.now();
  const labels = await writeZoo(seeds, path.resolve(out), soffice);
  const files = labels.reduce((n, l) => n + Object.keys(l.files).length, 0);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${files} files for ${seeds.length} seed(s) in ${out} (${seconds} s)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href)
  await main(process.argv.slice(2));
