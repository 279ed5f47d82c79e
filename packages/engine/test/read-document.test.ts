import PDFDocument from 'pdfkit';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { detectFileType } from '../src/detect-file-type';
import { EngineError } from '../src/engine-error';
import { cleanLine, joinLetterSpaced } from '../src/read/clean-line';
import { renderDocx } from './fixtures/render-docx';
import { strongNurse } from './fixtures/calibration-resumes';

const text = (s: string) => new TextEncoder().encode(s);

function pdf(
  draw: (doc: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions = {},
): Promise<Uint8Array> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  draw(doc);
  doc.end();
  return done;
}

async function failure(bytes: Uint8Array): Promise<EngineError> {
  try {
    await readDocument(bytes);
  } catch (error) {
    return error as EngineError;
  }
  throw new Error('expected the read to fail');
}

describe('detectFileType', () => {
  it('decides from the bytes, not the name', async () => {
    expect(detectFileType(text('%PDF-1.7\n...'))).toBe('pdf');
    expect(detectFileType(await renderDocx(strongNurse))).toBe('docx');
    expect(
      detectFileType(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])),
    ).toBe('doc');
    expect(detectFileType(text('Jane Doe\nEngineer'))).toBe('txt');
    expect(detectFileType(text('{"basics": {"name": "Jane"}}'))).toBe('json');
    expect(
      detectFileType(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])),
    ).toBe('png');
    expect(detectFileType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe('jpeg');
    expect(detectFileType(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0]))).toBeNull();
    const otherZip = new JSZip();
    otherZip.file('hello.txt', 'not a word document');
    expect(detectFileType(await otherZip.generateAsync({ type: 'uint8array' }))).toBeNull();
  });
});

describe('cleaning lines', () => {
  it('joins letter-spaced headings', () => {
    expect(joinLetterSpaced('E X P E R I E N C E')).toBe('EXPERIENCE');
    expect(joinLetterSpaced('W O R K  H I S T O R Y')).toBe('WORK HISTORY');
    expect(joinLetterSpaced('Led a team')).toBe('Led a team');
  });

  it('removes bullets of any glyph and icon characters before contact details', () => {
    expect(cleanLine('▪ Built the thing')).toEqual({ text: 'Built the thing', bullet: true });
    expect(cleanLine('– Reduced costs')).toEqual({ text: 'Reduced costs', bullet: true });
    expect(cleanLine('\uf0e0 jane@example.com')).toEqual({
      text: 'jane@example.com',
      bullet: false,
    });
    expect(cleanLine('Phone:\uf095 555-0100').text).toBe('Phone: 555-0100');
  });
});

describe('reading hard and hostile files', () => {
  it('refuses a PDF without a text layer with the reason', async () => {
    const scan = await pdf((doc) => doc.rect(50, 50, 400, 600).fill('#333'));
    const error = await failure(scan);
    expect(error).toBeInstanceOf(EngineError);
    expect(error.code).toBe('NO_TEXT_LAYER');
  });

  it('refuses an empty text file and unknown bytes', async () => {
    expect((await failure(text('   \n\n  '))).code).toBe('EMPTY_DOCUMENT');
    expect((await failure(new Uint8Array([0, 1, 2, 3, 255, 254]))).code).toBe('UNSUPPORTED_TYPE');
    expect((await failure(new Uint8Array())).code).toBe('UNSUPPORTED_TYPE');
  });

  it('refuses a truncated or corrupt PDF as malformed', async () => {
    const good = await pdf((doc) => doc.text('Jane Doe, engineer'));
    expect((await failure(good.subarray(0, 60))).code).toBe('MALFORMED');
    const junk = new Uint8Array([
      ...text('%PDF-1.4\n'),
      ...Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256),
    ]);
    expect((await failure(junk)).code).toBe('MALFORMED');
  });

  it('refuses a password-protected PDF', async () => {
    const locked = await pdf((doc) => doc.text('Secret resume'), { userPassword: 'open sesame' });
    expect((await failure(locked)).code).toBe('ENCRYPTED');
  });

  it('refuses a zip bomb dressed as a DOCX before inflating it', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', '<w:document/>');
    zip.file('word/padding.xml', new Uint8Array(80 * 1024 * 1024));
    const bomb = await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect((await failure(bomb)).code).toBe('TOO_LARGE');
  });

  it('refuses a DOCX whose XML is broken', async () => {
    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<Types/>');
    zip.file('word/document.xml', '<w:document><w:body><w:p>');
    expect((await failure(await zip.generateAsync({ type: 'uint8array' }))).code).toBe('MALFORMED');
  });

  it('refuses a PDF declaring far more pages than a resume has', async () => {
    const many = await pdf((doc) => {
      doc.text('page 1');
      for (let i = 0; i < 40; i += 1) doc.addPage().text(`page ${i + 2}`);
    });
    expect((await failure(many)).code).toBe('TOO_LARGE');
  });

  it('gives up with TIMEOUT when reading takes longer than allowed', async () => {
    const long = await pdf((doc) => {
      for (let i = 0; i < 12; i += 1) {
        if (i) doc.addPage();
        for (let j = 0; j < 40; j += 1) doc.text(`Page ${i + 1} line ${j + 1} of a long document`);
      }
    });
    const error = await readDocument(long, { timeoutMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as EngineError).code).toBe('TIMEOUT');
    // The same file reads fine when given the time.
    expect((await readDocument(long)).pages).toBe(12);
  });

  it('reads a JSON Resume', async () => {
    const doc = await readDocument(
      text(
        JSON.stringify({
          basics: { name: 'Ada Lovelace', email: 'ada@example.com' },
          work: [
            {
              name: 'Engines Ltd',
              position: 'Analyst',
              startDate: '1842-01',
              highlights: ['Wrote the first program'],
            },
          ],
        }),
      ),
    );
    expect(doc.format).toBe('json');
    expect(doc.text).toContain('Ada Lovelace');
    expect(doc.text).toContain('Wrote the first program');
  });
});
