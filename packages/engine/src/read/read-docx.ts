import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { zipEntries } from './zip-size';
import { inflateEntry } from './inflate-entry';
import { hasOneClosedRoot } from './has-one-closed-root';
import type { LevelledLine } from './levelled-line';
import { readWordBody } from './read-word-body';
import { relsPathOf, wordPartPaths, type WordPartPaths } from './word-part-paths';
import { docxParagraphs } from './docx-paragraphs';
import { headerPartsOf } from './docx-header-parts';
import { bothVisitors, scanXml } from './scan-xml';
import { docxStyleReader, readDocxStyles } from './docx-styles';
import { wordStyleNameReader } from './word-style-names';
import { wordMarksReader, type WordMarks } from './word-marks-reader';
import { mergeWordLines } from './merge-word-lines';

/** A resume's DOCX unzips to well under this; more is a zip bomb or not a resume. */
const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;
/**
 * 30,000 words of Word's markup take under a megabyte: a body past this is no resume, and is
 * refused before it is inflated.
 */
const MAX_BODY_XML_BYTES = 10 * 1024 * 1024;

/**
 * The XML parts of the zip the reader uses, decoded, with where they are, after the guards:
 * declared sizes within bounds, every entry inflating to exactly its declared size, and each
 * part read with one closed root (see has-one-closed-root.ts). Parts nobody reads (themes,
 * settings, Word 2010's copy of the styles) are inflated, to check their sizes, but not decoded.
 */
export function checkedParts(bytes: Uint8Array): {
  parts: Map<string, string>;
  paths: WordPartPaths;
} {
  const entries = zipEntries(bytes);
  if (entries === null) throw new EngineError('MALFORMED');
  const size = entries.reduce((total, entry) => total + entry.size, 0);
  const body = entries.find((entry) => entry.name === 'word/document.xml');
  if (size > MAX_UNZIPPED_BYTES || (body && body.size > MAX_BODY_XML_BYTES))
    throw new EngineError('TOO_LARGE');
  const inflated = new Map<string, Uint8Array>();
  for (const entry of entries) {
    const data = inflateEntry(bytes, entry);
    if (!data) throw new EngineError('MALFORMED');
    if (/\.(xml|rels)$/i.test(entry.name)) inflated.set(entry.name, data);
  }
  const decoder = new TextDecoder();
  const parts = new Map<string, string>();
  const decode = (name: string) => {
    const data = inflated.get(name);
    if (!data || parts.has(name)) return;
    const xml = decoder.decode(data);
    if (!hasOneClosedRoot(xml)) throw new EngineError('MALFORMED');
    parts.set(name, xml);
  };
  for (const name of inflated.keys()) if (name.endsWith('.rels')) decode(name);
  const paths = wordPartPaths(parts, (name) => inflated.has(name));
  const { document, styles, numbering, footnotes, endnotes, headersAndFooters } = paths;
  for (const name of [document, styles, numbering, footnotes, endnotes, ...headersAndFooters])
    decode(name);
  return { parts, paths };
}

/**
 * What Word's XML adds to the body's lines: the shown headers and footers, DrawingML text boxes
 * (the body reader takes only their VML copies), and list, bold and heading marks set by styles.
 * `marks` are the main document's, read alongside the body (read here when not given); null
 * when a damaged part tripped their reader: the body then stands alone.
 */
export function withWordParts(
  body: LevelledLine[],
  parts: Map<string, string>,
  paths: WordPartPaths,
  marks?: WordMarks | null,
): TextLine[] {
  try {
    if (marks === undefined) {
      const reader = wordMarksReader(readDocxStyles(parts.get(paths.styles) ?? ''));
      scanXml(parts.get(paths.document) ?? '', reader.visitor);
      marks = reader.result();
    }
    const found = marks;
    if (!found) return mergeWordLines(body, {});
    const rels = parts.get(relsPathOf(paths.document)) ?? '';
    const { headers, footers } = headerPartsOf(found.references, rels);
    const read = (names: string[]) =>
      names.flatMap((name) => docxParagraphs(parts.get(name) ?? '', found.styles));
    return mergeWordLines(body, {
      paragraphs: found.paragraphs,
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
 * Each part is scanned once: the styles for both readers of them, the main document for the
 * body and its marks together.
 */
export async function readDocx(bytes: Uint8Array): Promise<TextLine[]> {
  const { parts, paths } = checkedParts(bytes);
  // word/styles.xml once for both readers of it, word/document.xml once for the body and marks.
  const names = wordStyleNameReader();
  const styles = docxStyleReader();
  scanXml(parts.get(paths.styles) ?? '', bothVisitors(names.visitor, styles.visitor));
  const marks = wordMarksReader(styles.styles());
  const body = readWordBody(parts, paths, names.names, marks.visitor);
  return withWordParts(body, parts, paths, marks.result());
}
