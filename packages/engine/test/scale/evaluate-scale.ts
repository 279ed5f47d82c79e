// Reads every file of the scale corpus with the engine and matches it with its labels, tagging
// each result with its theme, format and holdout group.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readStructure } from '../../src/cli/evaluate-structure';
import { matchStructure, type StructureCounts } from '../../src/cli/match-structure';
import type { ScaleFormat } from '../../src/cli/parse-scale-args';
import type { PersonLabels } from './ensure-scale';
import { heldOutThemes, isHeldOutPerson, scaleGroup, type ScaleGroup } from './holdout-rule';
import { scaleThemes } from './scale-themes';

/** One file's counts and where it belongs. */
export interface ScaleResult extends StructureCounts {
  person: string;
  theme: string;
  format: ScaleFormat;
  group: ScaleGroup;
  /** The file inside its person's folder, as `<person>/<file>` (printed for tuned files only). */
  file: string;
  error?: string;
}

/** The file of a themed page in one format; Markdown comes from our template, not a theme. */
const FILE_OF: Record<Exclude<ScaleFormat, 'md'>, (theme: string) => string> = {
  pdf: (t) => `${t}.pdf`,
  docx: (t) => `${t}.docx`,
  txt: (t) => `${t}.txt`,
  spaced: (t) => `${t}.spaced.txt`,
};

/** The themes held out, chosen among the HTML themes by the rule of holdout-rule.ts. */
export const HELD_OUT_THEMES = heldOutThemes(scaleThemes().map((t) => t.name));

/**
 * Every file of `formats` (and of `themes`, when given) of the given people, read and matched. A file a converter failed to
 * make is left out and its name pushed onto `notMade`, so the reader is not blamed for it.
 */
export async function evaluateScale(
  people: ReadonlyArray<{ dir: string; labels: PersonLabels }>,
  formats: readonly ScaleFormat[],
  notMade: string[] = [],
  themes?: readonly string[],
): Promise<ScaleResult[]> {
  const results: ScaleResult[] = [];
  for (const { dir, labels } of people) {
    const personHeldOut = isHeldOutPerson(labels.id);
    for (const [theme, label] of Object.entries(labels.labels)) {
      if (themes && !themes.includes(theme)) continue;
      const files: Array<[ScaleFormat, string]> =
        theme === 'markdown'
          ? formats.includes('md')
            ? [['md', 'markdown.md']]
            : []
          : formats.flatMap((f) =>
              f === 'md' ? [] : [[f, FILE_OF[f](theme)] as [ScaleFormat, string]],
            );
      for (const [format, file] of files) {
        if (!existsSync(path.join(dir, file))) {
          notMade.push(`${labels.id}/${file}`);
          continue;
        }
        const { read, error } = await readStructure(path.join(dir, file));
        results.push({
          person: labels.id,
          theme,
          format,
          group: scaleGroup(personHeldOut, HELD_OUT_THEMES.has(theme)),
          file: `${labels.id}/${file}`,
          ...matchStructure(label, read),
          ...(error === undefined ? {} : { error }),
        });
      }
    }
  }
  return results;
}
