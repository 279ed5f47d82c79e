// The structure half of `npm run eval`: reads every file labelled in a corpus's structure.json
// with the engine itself and counts roles, dates and achievements against the labels.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readDocument } from '../read-document';
import { parseResume } from '../parse-resume';
import {
  matchStructure,
  type ReadStructure,
  type StructureCounts,
  type StructureLabel,
} from './match-structure';

/** One labelled file's counts, with the format and layout the manifest gives it. */
export interface StructureResult extends StructureCounts {
  file: string;
  format: string;
  layout: string;
  /** How many roles the engine read in the file (labelled or not). */
  rolesRead: number;
  /** The engine's error when it refused the file. */
  error?: string;
}

interface ManifestEntry {
  file: string;
  format?: string;
  layout?: string;
}

/** Whether a corpus folder has structure labels at all. */
export function hasStructureLabels(folder: string): boolean {
  return existsSync(path.join(folder, 'structure.json'));
}

/** The manifest's entries by file name (structure.json names files without their folder). */
export async function manifestByName(folder: string): Promise<Map<string, ManifestEntry>> {
  const file = path.join(folder, 'manifest.json');
  if (!existsSync(file)) return new Map();
  const entries = JSON.parse(await readFile(file, 'utf8')) as ManifestEntry[];
  return new Map(entries.map((e) => [path.basename(e.file), e]));
}

/** Reads one file as the product does (read, then parse); null when the engine refuses it. */
export async function readStructure(
  file: string,
): Promise<{ read: ReadStructure | null; error?: string }> {
  try {
    const parsed = parseResume(await readDocument(new Uint8Array(await readFile(file))));
    return { read: { name: parsed.name, experience: parsed.experience } };
  } catch (error) {
    return { read: null, error: error instanceof Error ? error.message : String(error) };
  }
}

/** How a file is read for the structure figures: as the product reads it, or otherwise (a scan). */
export type StructureReader = (
  file: string,
) => Promise<{ read: ReadStructure | null; error?: string }>;

/**
 * Reads every file of `folder/structure.json` (found through the manifest, else in `resumes/`)
 * and matches it with its labels, in the labels' order; `include` picks the files to read (a
 * part of a set with a holdout), by their name in structure.json; `reader` reads each.
 */
export async function evaluateStructure(
  folder: string,
  include: (file: string) => boolean = () => true,
  reader: StructureReader = readStructure,
): Promise<StructureResult[]> {
  const { resumes } = JSON.parse(await readFile(path.join(folder, 'structure.json'), 'utf8')) as {
    resumes: Record<string, StructureLabel>;
  };
  const manifest = await manifestByName(folder);
  const results: StructureResult[] = [];
  for (const [name, label] of Object.entries(resumes)) {
    if (!include(name)) continue;
    const entry = manifest.get(name);
    const { read, error } = await reader(
      path.join(folder, entry?.file ?? path.join('resumes', name)),
    );
    results.push({
      file: name,
      format: entry?.format ?? path.extname(name).slice(1),
      layout: entry?.layout ?? 'unknown',
      rolesRead: read?.experience.length ?? 0,
      ...matchStructure(label, read),
      ...(error === undefined ? {} : { error }),
    });
  }
  return results;
}
