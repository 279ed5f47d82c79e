// Which known breaks still break: run from packages/engine with
//   npx tsx test/metamorphic/report-known-breaks.ts
// Each entry prints how many of its (resume x transform) pairs still change the reading, and
// what the engine reads from its minimal example now; an entry at 0 can be deleted. Then the
// originals known to be misread, with what their examples read.
import { parseResume } from '../../src/parse-resume';
import { readDocument } from '../../src/read-document';
import { knownBreaks, knownMisreadings } from './known-breaks';
import { ownTextResumes } from './own-text-resumes';
import { readRoles } from './read-roles';
import { structureTransforms } from './structure-transforms';

const resumes = ownTextResumes();

/** What the engine reads from an example: each role's title, company, dates and count. */
async function exampleReading(text: string): Promise<string> {
  const doc = await readDocument(new TextEncoder().encode(text));
  const roles = parseResume(doc).experience.map(
    (e) =>
      `"${e.title}" / "${e.company}" ${e.startDate}-${e.endDate} ${e.bullets.length} achievements`,
  );
  return roles.join('; ') || 'no role';
}
for (const known of knownBreaks) {
  const transform = structureTransforms.find((t) => t.name === known.transform);
  if (!transform) {
    console.log(`${known.transform}: no such transform`);
    continue;
  }
  let pairs = 0;
  let broken = 0;
  for (const resume of resumes.filter((r) => known.resumes.test(r.id))) {
    const text = transform.apply(resume);
    if (text === resume.text) continue;
    pairs += 1;
    const [before, after] = await Promise.all([
      readRoles(resume.text, transform.keeps),
      readRoles(text, transform.keeps),
    ]);
    if (JSON.stringify(before) !== JSON.stringify(after)) broken += 1;
  }
  console.log(`${known.transform} (${known.resumes}): still breaks ${broken} of ${pairs} pairs`);
  console.log(`  example reads ${await exampleReading(known.example)}`);
}
for (const known of knownMisreadings)
  console.log(`original ${known.resume}: example reads ${await exampleReading(known.example)}`);
