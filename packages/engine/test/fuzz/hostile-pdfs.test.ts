import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { deeplyNestedPdf, loopingPageTreePdf, pageTreePdf, rawPdf, textStream } from './raw-pdf';
import { expectClearEnd } from './expect-clear-end';
import { readOutcome } from './read-outcome';
import { seededRandom } from './seeded-random';

const SEED = 0x9df_2026;
const header = new TextEncoder().encode('%PDF-1.7\n');

function pdfkit(options: PDFKit.PDFDocumentOptions): Promise<Uint8Array> {
  const doc = new PDFDocument(options);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.text('Jordan Ellis, operations analyst. Cut order processing time by 30%.');
  doc.end();
  return done;
}

/** A one-page PDF whose trailer points at this /Encrypt dictionary. */
function withEncryptDictionary(encrypt: string): Uint8Array {
  const id = '<00112233445566778899aabbccddeeff>';
  return rawPdf(
    [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [4 0 R] /Count 1 >>',
      '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 5 0 R >>',
      textStream('Jordan Ellis, operations analyst'),
      encrypt,
    ],
    `/Encrypt 6 0 R /ID [${id} ${id}] `,
  );
}

describe('hostile PDFs', () => {
  it('refuses random bytes behind a %PDF-1.7 header', async () => {
    const random = seededRandom(SEED);
    for (const length of [0, 16, 1024, 64 * 1024, 1024 * 1024]) {
      for (let i = 0; i < 4; i += 1) {
        const label = `header + ${length} random bytes #${i} (seed ${SEED})`;
        const outcome = await readOutcome(
          new Uint8Array([...header, ...random.bytes(length)]),
          label,
        );
        expect(outcome, label).toMatchObject({ kind: 'refused', code: 'MALFORMED' });
      }
    }
  });

  it('ends random PDF syntax (objects, dictionaries, streams, xref) in a clear answer', async () => {
    const random = seededRandom(SEED + 1);
    const tokens = [
      '<<',
      '>>',
      '[',
      ']',
      '/Type',
      '/Page',
      '/Pages',
      '/Kids',
      '/Count',
      '/Contents',
      '/Length',
      '/Root',
      '/Filter',
      '/FlateDecode',
      '1 0 obj',
      '2 0 obj',
      'endobj',
      '1 0 R',
      '2 0 R',
      'stream\n',
      '\nendstream',
      'xref',
      'trailer',
      'startxref',
      '(text)',
      '<ff00>',
      '0',
      '-1',
      '99999999999',
      '3.14',
      'true',
      'null',
      'BT',
      'ET',
      'Tj',
      '%%EOF',
      '\n',
    ];
    for (let i = 0; i < 60; i += 1) {
      const count = 20 + random.int(400);
      const body = Array.from({ length: count }, () => random.pick(tokens)).join(' ');
      const label = `random syntax #${i} (seed ${SEED + 1})`;
      expectClearEnd(
        await readOutcome(new TextEncoder().encode(`%PDF-1.7\n${body}`), label),
        label,
      );
    }
  });

  it.each(['catalog', 'page', 'content'] as const)(
    'ends arrays and dictionaries nested thousands deep in the %s in a clear answer',
    async (where) => {
      for (const depth of [1_000, 10_000, 100_000]) {
        const label = `${depth} deep in the ${where}`;
        expectClearEnd(await readOutcome(deeplyNestedPdf(depth, where), label), label);
      }
    },
  );

  it('refuses 10,000 real pages before reading them, and a page tree that loops', async () => {
    expect(await readOutcome(pageTreePdf(10_000, 10_000), '10,000 pages')).toMatchObject({
      kind: 'refused',
      code: 'TOO_LARGE',
    });
    expect(await readOutcome(loopingPageTreePdf(), 'looping tree')).toMatchObject({
      kind: 'refused',
      code: 'MALFORMED',
    });
  });

  it('ends page trees whose /Count lies (10,000 declared, 1 held; 20 declared, 10,000 held)', async () => {
    for (const [declared, actual] of [
      [10_000, 1],
      [20, 10_000],
      [1, 10_000],
      [-5, 3],
      [1e12, 3],
    ] as const) {
      const label = `/Count ${declared} over ${actual} pages`;
      expectClearEnd(await readOutcome(pageTreePdf(declared, actual), label), label);
    }
  });

  it('refuses password-protected PDFs (RC4, AES-128, AES-256) as encrypted', async () => {
    for (const pdfVersion of ['1.4', '1.6', '1.7ext3'] as const) {
      const locked = await pdfkit({ userPassword: 'open sesame', pdfVersion });
      expect(await readOutcome(locked, pdfVersion), pdfVersion).toMatchObject({
        kind: 'refused',
        code: 'ENCRYPTED',
      });
    }
    const garbageKeys = withEncryptDictionary(
      '<< /Filter /Standard /V 2 /R 3 /Length 128 /O <0011> /U <2233> /P -4 >>',
    );
    expect(await readOutcome(garbageKeys, 'garbage keys')).toMatchObject({
      kind: 'refused',
      code: 'ENCRYPTED',
    });
  });

  it('reads a PDF with only an owner password, and refuses an unknown security handler', async () => {
    const ownerOnly = await pdfkit({ ownerPassword: 'owner', permissions: { copying: false } });
    expect(await readOutcome(ownerOnly, 'owner only')).toMatchObject({ kind: 'scored' });
    const unknown = withEncryptDictionary('<< /Filter /Bogus /V 9 /R 9 /O (x) /U (y) /P -4 >>');
    const outcome = await readOutcome(unknown, 'unknown handler');
    expect(outcome.kind).toBe('refused');
    expectClearEnd(outcome, 'unknown handler');
  });
});
