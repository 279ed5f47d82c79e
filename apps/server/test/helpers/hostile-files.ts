import { readFile } from 'node:fs/promises';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import {
  deeplyNestedPdf,
  loopingPageTreePdf,
  pageTreePdf,
} from '../../../../packages/engine/test/fuzz/raw-pdf';
import { bombDocx } from '../../../../packages/engine/test/fuzz/hostile-docx';
import { seededRandom } from '../../../../packages/engine/test/fuzz/seeded-random';
import { pdfResume, txtResume } from './resume-files';

const encode = (text: string) => new TextEncoder().encode(text);

function lockedPdf(): Promise<Uint8Array> {
  const doc = new PDFDocument({ userPassword: 'open sesame' });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.text('Jordan Ellis, operations analyst');
  doc.end();
  return done;
}

/**
 * Files meant to hurt a parser, built with the engine fuzz run's own builders: every one must end
 * in a clear 4xx (or a 201 when it is in fact readable) without hurting the server.
 */
export async function hostileFiles(): Promise<Record<string, Uint8Array>> {
  const random = seededRandom(0x5e7_2026);
  const pdf = await pdfResume();
  const doc = new Uint8Array(
    await readFile(
      path.resolve(
        import.meta.dirname,
        '../../../../packages/engine/test/fixtures/strong-accountant.doc',
      ),
    ),
  );
  const brokenDoc = doc.slice();
  brokenDoc.fill(0xff, 8, 512);
  const flipped = pdf.slice();
  for (let i = 0; i < 24; i += 1) flipped[random.int(flipped.length)]! ^= 1 << random.int(8);
  return {
    'truncated.pdf': pdf.slice(0, Math.floor(pdf.length / 2)),
    'bit-flipped.pdf': flipped,
    'junk-after-header.pdf': new Uint8Array([...encode('%PDF-1.7\n'), ...random.bytes(64 * 1024)]),
    'nested-100000.pdf': deeplyNestedPdf(100_000, 'page'),
    'ten-thousand-pages.pdf': pageTreePdf(10_000, 10_000),
    'count-lies.pdf': pageTreePdf(10_000, 1),
    'looping-tree.pdf': loopingPageTreePdf(),
    'locked.pdf': await lockedPdf(),
    'bomb-100mb.docx': bombDocx(100),
    'forged-1gb.docx': bombDocx(1024, { declaredSize: 1024 }),
    'unclosed-root.docx': bombDocx(5),
    'broken-header.doc': brokenDoc,
    'utf16.txt': new Uint8Array(Buffer.from(new TextDecoder().decode(txtResume()), 'utf16le')),
    'nul-bytes.txt': encode('Jordan\0Ellis\0\0\0Analyst\0'.repeat(50)),
    'invalid-utf8.txt': new Uint8Array([...encode('Jordan Ellis\n'), 0xc3, 0x28, 0xed, 0xa0, 0x80]),
    'one-line-5mb.txt': encode('a'.repeat(5 * 1024 * 1024)),
    'dashes-5mb.txt': encode('-'.repeat(5 * 1024 * 1024)),
    'random.bin': random.bytes(4096),
  };
}
