import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { hasOneClosedRoot } from './has-one-closed-root';
import { inflateEntry } from './inflate-entry';
import type { LevelledLine } from './levelled-line';
import { odtBodyReader } from './odt-body-reader';
import { odtStyleReader } from './odt-styles';
import { bothVisitors, scanXml } from './scan-xml';
import { sectionLevel } from './section-level';
import { zipEntries } from './zip-size';

const HEADERS: ReadonlySet<string> = new Set([
  'style:header',
  'style:header-first',
  'style:header-left',
]);
const FOOTERS: ReadonlySet<string> = new Set([
  'style:footer',
  'style:footer-first',
  'style:footer-left',
]);

/** As for DOCX: a resume's parts unzip to well under this; more is a zip bomb. */
const MAX_UNZIPPED_BYTES = 60 * 1024 * 1024;

/** The decoded XML of one part, after the size and shape guards; '' when the file has none. */
function partText(bytes: Uint8Array, name: string): string {
  const entries = zipEntries(bytes);
  if (entries === null) throw new EngineError('MALFORMED');
  if (entries.reduce((total, entry) => total + entry.size, 0) > MAX_UNZIPPED_BYTES)
    throw new EngineError('TOO_LARGE');
  const entry = entries.find((e) => e.name === name);
  if (!entry) return '';
  const data = inflateEntry(bytes, entry);
  if (!data) throw new EngineError('MALFORMED');
  const xml = new TextDecoder().decode(data);
  if (!hasOneClosedRoot(xml)) throw new EngineError('MALFORMED');
  return xml;
}

/**
 * Reads an OpenDocument text (LibreOffice's .odt, often saved or renamed as .docx by people whose
 * word processor is not Word): styles.xml for which styles are bold and for the page header and
 * footer, then content.xml in one pass for its automatic styles and body. The header's lines come
 * first and the footer's last, as in a DOCX; headings keep the section level as Word's do.
 */
export async function readOdt(bytes: Uint8Array): Promise<TextLine[]> {
  const styleReader = odtStyleReader();
  // Page headers and footers live on the master pages of styles.xml, after the styles.
  const headers = odtBodyReader(styleReader.styles, HEADERS);
  const footers = odtBodyReader(styleReader.styles, FOOTERS);
  scanXml(
    partText(bytes, 'styles.xml'),
    bothVisitors(styleReader.visitor, bothVisitors(headers.visitor, footers.visitor)),
  );
  const body = odtBodyReader(styleReader.styles);
  scanXml(partText(bytes, 'content.xml'), bothVisitors(styleReader.visitor, body.visitor));
  // Several master pages (first page, the rest) repeat a header: each line is kept once, and
  // none the body already holds.
  const seen = new Set<string>();
  const once = (lines: LevelledLine[]) =>
    lines.filter((line) => !seen.has(line.text) && Boolean(seen.add(line.text)));
  const main = body.lines();
  main.forEach((line) => seen.add(line.text));
  const lines = [...once(headers.lines()), ...main, ...once(footers.lines())];
  const level = sectionLevel(lines.map((line) => line.level));
  return lines.map(({ level: own, ...line }) => ({
    ...line,
    ...(own > 0 && own === level ? { heading: true } : {}),
  }));
}
