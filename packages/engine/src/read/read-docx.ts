import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { zipEntries } from './zip-size';
import { inflateEntry } from './inflate-entry';
import { hasOneClosedRoot } from './has-one-closed-root';
import type { LevelledLine } from './levelled-line';
import { readWordBody } from './read-word-body';
import { wordPartPaths, type WordPartPaths } from './word-part-paths';
import { readDocxStyles } from './docx-styles';
import { docxParagraphs } from './docx-paragraphs';
import { docxHeaderParts } from './docx-header-parts';
import { mergeWordLines } from './merge-word-lines';

/** A resume's DOCX unzips to well under this; more is a zip bomb or not a resume. */
const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
/**
 * 30,000 words of Word's markup take under a megabyte; the XML parser needs seconds and gigabytes
 * for tens of megabytes, so a body past this is refused before it is parsed.
 */
const MAX_BODY_XML_BYTES = 10 * 1024 * 1024;

/**
 * Every XML part of the zip, decoded, after the guards: declared sizes within bounds, each part
 * inflating to exactly its declared size, each with one closed root (see has-one-closed-root.ts).
 */
export function checkedParts(bytes: Uint8Array): Map<string, string> {
  const entries = zipEntries(bytes);
  if (entries === null) throw new EngineError('MALFORMED');
  const size = entries.reduce((total, entry) => total + entry.size, 0);
  const body = entries.find((entry) => entry.name === 'word/document.xml');
  if (size > MAX_UNZIPPED_BYTES || (body && body.size > MAX_BODY_XML_BYTES))
    throw new EngineError('TOO_LARGE');
  const decoder = new TextDecoder();
  const parts = new Map<string, string>();
  for (const entry of entries) {
    const data = inflateEntry(bytes, entry);
    if (!data) throw new EngineError('MALFORMED');
    if (!/\.(xml|rels)$/i.test(entry.name)) continue;
    const xml = decoder.decode(data);
    if (!hasOneClosedRoot(xml)) throw new EngineError('MALFORMED');
    parts.set(entry.name, xml);
  }
  return parts;
}

/**
 * What Word's XML adds to the body's lines: the shown headers and footers, DrawingML text boxes
 * (the body reader takes only their VML copies), and list, bold and heading marks set by styles.
 * Read by one linear scan per part; should a damaged part still trip it, the body stands alone.
 */
export function withWordParts(
  body: LevelledLine[],
  parts: Map<string, string>,
  paths: WordPartPaths,
) {
  try {
    const styles = readDocxStyles(parts.get(paths.styles) ?? '');
    const document = parts.get(paths.document) ?? '';
    const slash = paths.document.lastIndexOf('/');
    const rels = `${paths.document.slice(0, slash + 1)}_rels/${paths.document.slice(slash + 1)}.rels`;
    const { headers, footers } = docxHeaderParts(document, parts.get(rels) ?? '');
    const read = (names: string[]) =>
      names.flatMap((name) => docxParagraphs(parts.get(name) ?? '', styles));
    return mergeWordLines(body, {
      paragraphs: docxParagraphs(document, styles),
      headers: read(headers),
      footers: read(footers),
    });
  } catch {
    return mergeWordLines(body, {});
  }
}

/**
 * Reads a DOCX after a zip-bomb check: the body by our own one-pass reader of Word's XML
 * (paragraphs, headings, lists, tables, VML text boxes, notes), with the page header before
 * it, the footer after it, DrawingML text boxes in place and Word numbering marked as bullets.
 */
export async function readDocx(bytes: Uint8Array): Promise<TextLine[]> {
  const parts = checkedParts(bytes);
  const paths = wordPartPaths(parts);
  return withWordParts(readWordBody(parts, paths), parts, paths);
}
