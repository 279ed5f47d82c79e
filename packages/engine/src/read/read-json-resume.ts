import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { freshResumeOutline } from './fresh-resume-outline';
import { jsonResumeOutline } from './json-resume-outline';
import { outlineLines } from './outline-lines';
import type { ResumeOutline } from './resume-outline';
import { object, text, type Json } from './structured-fields';

/**
 * Whether a parsed JSON file is a FRESH resume (fresh-standard) rather than a JSON Resume: it
 * says so in `meta.format`, or it has FRESH's top-level sections and no JSON Resume `basics`.
 */
function isFresh(data: Json): boolean {
  if (/^fresh/i.test(text(object(data.meta).format))) return true;
  if ('basics' in data) return false;
  return ['employment', 'info', 'contact'].some((key) => key in data) || Boolean(text(data.name));
}

/** The outline of a structured resume, whichever of the two schemas it follows. */
export function structuredOutline(data: unknown): ResumeOutline {
  const json = object(data);
  return isFresh(json) ? freshResumeOutline(json) : jsonResumeOutline(json);
}

/**
 * Reads a JSON Resume (jsonresume.org) or FRESH resume by writing it out as the resume it
 * describes, so the same parser and checks apply. Returns the object too, for exact fields.
 */
export function readJsonResume(source: string): { lines: TextLine[]; structured: Json } {
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    throw new EngineError('MALFORMED', 'The file looks like JSON but could not be read.');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new EngineError('MALFORMED');
  return { lines: outlineLines(structuredOutline(data)), structured: data as Json };
}
