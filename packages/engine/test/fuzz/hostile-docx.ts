import { constants, deflateRawSync } from 'node:zlib';
import { docxParagraph } from '../../src/render/pack-docx';
import { rawZip, type RawZipEntry } from './raw-zip';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';
const BODY_START =
  '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>';
const BODY_END = '</w:body></w:document>';

const bytes = (text: string) => new TextEncoder().encode(text);

const flushed = (block: Uint8Array) =>
  deflateRawSync(block, { finishFlush: constants.Z_FULL_FLUSH });

/** Where the body's root closes: never, at the end, or first (everything else after it). */
export type BodyEnding = 'unclosed' | 'closed' | 'closed-first';

/**
 * A DOCX whose word/document.xml is `megabytes` of one resume paragraph repeated: tiny on the
 * wire, huge unzipped. `declaredSize` forges the size its headers claim. By default the body
 * never closes: read, it is refused as MALFORMED, so TOO_LARGE shows it was refused by size. The
 * deflate stream is made without holding the XML: a block compressed up to a full flush ends
 * byte-aligned and refers to nothing before it, so copies of it chain into one valid stream.
 */
export function bombDocx(
  megabytes: number,
  options: { declaredSize?: number; ending?: BodyEnding } = {},
): Uint8Array {
  const paragraph = docxParagraph('Reconciled twelve ledgers every month for the finance team.');
  const copies = Math.ceil(megabytes);
  const perCopy = ((megabytes / copies) * 1024 * 1024) / paragraph.length;
  const block = bytes(paragraph.repeat(Math.ceil(perCopy)));
  const start = bytes(BODY_START);
  const end = bytes(BODY_END);
  const ending = options.ending ?? 'unclosed';
  const copy = flushed(block);
  const deflated = Buffer.concat([
    flushed(start),
    ...(ending === 'closed-first' ? [flushed(end)] : []),
    ...Array.from({ length: copies }, () => copy),
    deflateRawSync(ending === 'closed' ? end : new Uint8Array()),
  ]);
  const realSize = start.length + block.length * copies + (ending === 'unclosed' ? 0 : end.length);
  return docx([
    {
      name: 'word/document.xml',
      data: new Uint8Array(),
      deflated,
      declaredSize: options.declaredSize ?? realSize,
    },
  ]);
}

/** A DOCX of the given parts plus the content types and package relationships Word needs. */
export function docx(parts: RawZipEntry[]): Uint8Array {
  return rawZip([
    { name: '[Content_Types].xml', data: bytes(CONTENT_TYPES) },
    { name: '_rels/.rels', data: bytes(RELS) },
    ...parts,
  ]);
}

/** A DOCX with a readable body and `count` more (tiny) parts. */
export function manyPartsDocx(count: number): Uint8Array {
  const body = bytes(
    `${BODY_START}${docxParagraph('Jordan Ellis')}${docxParagraph('Operations analyst')}${BODY_END}`,
  );
  const extra = Array.from({ length: count }, (_, i) => ({
    name: `word/parts/part${i}.xml`,
    data: bytes('<part/>'),
  }));
  return docx([{ name: 'word/document.xml', data: body }, ...extra]);
}
