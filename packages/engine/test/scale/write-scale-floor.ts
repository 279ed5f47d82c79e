// Records the scale floor at today's figures: `npx tsx test/scale/write-scale-floor.ts [N]`
// picks the first N (12 by default) tuned people by id, measures them through every theme and
// writes eval/scale-floor.json. Run it when the reader has improved, to raise the ratchet.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { FLOOR_FILE, measureSubset, type ScaleFloor } from './check-scale-floor';
import { isHeldOutPerson } from './holdout-rule';
import { listPeople } from './scale-people';

const count = Number(process.argv[2] ?? 12);
const people = (await listPeople()).filter((id) => !isHeldOutPerson(id)).slice(0, count);
const floor: ScaleFloor = { people, figures: await measureSubset(people) };
await mkdir(path.dirname(FLOOR_FILE), { recursive: true });
await writeFile(FLOOR_FILE, `${JSON.stringify(floor, null, 2)}\n`);
console.log(
  `wrote ${FLOOR_FILE}: ${people.length} people, ${Object.keys(floor.figures).length} groups`,
);
