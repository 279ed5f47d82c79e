// `npm run eval -- --scale`: the reader on real JSON Resume files rendered through themes.
import type { ScaleArgs } from '../../src/cli/parse-scale-args';
import { ensureScale } from './ensure-scale';
import { evaluateScale, HELD_OUT_THEMES } from './evaluate-scale';
import { printScale, scaleReport } from './print-scale';
import { listPeople } from './scale-people';

/** Renders (or finds cached) the corpus, reads it, prints the figures; returns the exit code. */
export async function runScaleEval(args: ScaleArgs): Promise<number> {
  const ids = (await listPeople()).slice(0, args.limit);
  const started = performance.now();
  const people = await ensureScale(ids, { docx: args.formats.includes('docx') });
  const made = (performance.now() - started) / 1000;
  const notMade: string[] = [];
  const results = await evaluateScale(people, args.formats, notMade, args.themes);
  const report = scaleReport(results);
  // Themes that threw on a person, counted per theme: counts only, so no held-out file shows.
  const failed: Record<string, number> = {};
  for (const { labels } of people)
    for (const theme of Object.keys(labels.failed)) failed[theme] = (failed[theme] ?? 0) + 1;
  if (args.json) {
    console.log(
      JSON.stringify(
        {
          people: ids.length,
          heldOutThemes: [...HELD_OUT_THEMES],
          failed,
          notMade: notMade.length,
          ...report,
        },
        null,
        1,
      ),
    );
    return 0;
  }
  console.log(
    `${ids.length} people, ${results.length} files (corpus ready in ${made.toFixed(0)} s); held-out themes: ${[...HELD_OUT_THEMES].join(', ')}`,
  );
  if (notMade.length) console.log(`files a converter failed to make: ${notMade.length}`);
  if (Object.keys(failed).length)
    console.log(`themes that threw, people per theme: ${JSON.stringify(failed)}`);
  printScale(results, report, args.verbose);
  return 0;
}
