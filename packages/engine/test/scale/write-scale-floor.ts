// Records the scale floor at today's figures, from packages/engine:
//   npx tsx test/scale/write-scale-floor.ts            the people of the committed floor again
//   npx tsx test/scale/write-scale-floor.ts --pick 12  the first 12 tuned people by id
// and writes eval/scale-floor.json. Run it when the reader has improved, to raise the ratchet;
// keeping the same people keeps one floor comparable with the last.
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FLOOR_FILE, measureSubset, readFloor, type ScaleFloor } from './check-scale-floor';
import { isHeldOutPerson } from './holdout-rule';
import { listPeople } from './scale-people';

const pick = process.argv.indexOf('--pick');
const people =
  pick >= 0 || !existsSync(FLOOR_FILE)
    ? (await listPeople())
        .filter((id) => !isHeldOutPerson(id))
        .slice(0, Number(process.argv[pick + 1] ?? 12))
    : (await readFloor()).people;
const floor: ScaleFloor = { people, figures: await measureSubset(people) };
await mkdir(path.dirname(FLOOR_FILE), { recursive: true });
await writeFile(FLOOR_FILE, `${JSON.stringify(floor, null, 2)}\n`);
console.log(
  `wrote ${FLOOR_FILE}: ${people.length} people, ${Object.keys(floor.figures).length} groups`,
);
