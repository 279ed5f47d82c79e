import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildPdf } from '../../packages/engine/test/fixtures/build-pdf';
import { renderPdf } from '../../packages/engine/test/fixtures/render-pdf';
import {
  strongAccountant,
  strongEngineer,
  strongNurse,
  weakEngineer,
} from '../../packages/engine/test/fixtures/calibration-resumes';
import type { ResumeSpec } from '../../packages/engine/test/fixtures/resume-spec';

const SHY = '\u00ad';

/**
 * A resume whose text has ligature characters (U+FB01, U+FB02) and words with soft hyphens
 * where the narrow column breaks them, set in an embedded font: what each reader makes of them.
 */
const ligaturesAndHyphens: ResumeSpec = {
  name: 'Fiona Flanagan',
  headline: 'Oﬃce manager, ﬁnance and ﬂeet',
  contact: ['fiona@example.com', '+1 555 0100'],
  summary:
    `Ad${SHY}min${SHY}is${SHY}tra${SHY}tive pro${SHY}fes${SHY}sion${SHY}al with ﬁf${SHY}teen years in ` +
    `of${SHY}fice man${SHY}age${SHY}ment, in${SHY}ter${SHY}na${SHY}tion${SHY}al lo${SHY}gis${SHY}tics and ` +
    `ﬂeet co${SHY}or${SHY}di${SHY}na${SHY}tion; re${SHY}spon${SHY}si${SHY}ble for ac${SHY}count${SHY}a${SHY}bil${SHY}i${SHY}ty ` +
    `re${SHY}port${SHY}ing, pro${SHY}cure${SHY}ment work${SHY}flows and ef${SHY}fi${SHY}cien${SHY}cy pro${SHY}grammes ` +
    `across mul${SHY}ti${SHY}na${SHY}tion${SHY}al of${SHY}ﬁces.`,
  roles: [
    {
      title: 'Oﬃce Manager',
      company: 'Northﬁeld Logistics',
      dates: 'Jan 2019 - Present',
      bullets: [
        `Re${SHY}or${SHY}gan${SHY}ised the ﬁl${SHY}ing sys${SHY}tem, cut${SHY}ting re${SHY}trieval time by 40%`,
        `Ne${SHY}go${SHY}ti${SHY}at${SHY}ed ﬂeet in${SHY}sur${SHY}ance, sav${SHY}ing $18,000 a year`,
      ],
    },
  ],
  education: ['BA Business Administration, Fairﬁeld University, 2012'],
  skills: ['Workﬂow design', 'Proﬁt and loss', 'Oﬀsite logistics'],
};

/**
 * A hand-made page (the tests' buildPdf) whose font maps codes to ligature characters (U+FB01,
 * U+FB02), to "fi" (as pdfTeX maps its ligature glyphs), and to the soft hyphen U+00AD, with lines
 * ending in a soft and a hard hyphen: the characters pdfkit never writes.
 */
function ligatureAndHyphenCodes(): Uint8Array {
  const widths = Array.from({ length: 100 }, (_, i) => (i === 0 ? 250 : 500));
  const toUnicode =
    '/CIDInit /ProcSet findresource begin 12 dict begin begincmap\n' +
    '1 begincodespacerange <00> <FF> endcodespacerange\n' +
    '1 beginbfrange <20> <7E> <0020> endbfrange\n' +
    '4 beginbfchar <80> <FB01> <81> <FB02> <82> <00AD> <83> <00660069> endbfchar\n' +
    'endcmap end end';
  const lines = [
    'Pro\x80t and work\x81ow, \x83nance of\x83ce',
    'Account manage\x82',
    'ment and re\x82port\x82ing',
    'Inter-',
    'national logistics',
  ];
  const content = `BT /F1 10 Tf 72 700 Td 14 TL ${lines.map((l) => `(${l}) Tj T*`).join(' ')} ET`;
  return buildPdf([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    { dict: '', data: content, deflate: true },
    '<< /Type /Font /Subtype /Type3 /FontBBox [0 -200 1000 800] /FontMatrix [0.001 0 0 0.001 0 0]' +
      ` /CharProcs << /A 6 0 R >> /FirstChar 32 /LastChar 131 /Widths [${widths.join(' ')}]` +
      ` /Encoding << /Type /Encoding /Differences [32 /space ${'/A '.repeat(99)}] >> /ToUnicode 7 0 R >>`,
    { dict: '', data: '500 0 d0' },
    { dict: '', data: toUnicode },
  ]);
}

export interface FixturePdf {
  name: string;
  file: string;
}

/**
 * PDFs as the engine's own tests build them (pdfkit; standard and embedded fonts, one and two
 * columns), written to a temporary folder so that child processes can read them too.
 */
export async function writeFixturePdfs(): Promise<FixturePdf[]> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pdf-readers-'));
  const made: Array<[string, Promise<Uint8Array>]> = [
    ['test_strong-engineer_single.pdf', renderPdf(strongEngineer, 'single')],
    ['test_strong-nurse_two-column.pdf', renderPdf(strongNurse, 'two-column')],
    [
      'test_strong-accountant_single_embedded.pdf',
      renderPdf(strongAccountant, 'single', { embedFonts: true }),
    ],
    [
      'test_weak-engineer_two-column_embedded.pdf',
      renderPdf(weakEngineer, 'two-column', { embedFonts: true }),
    ],
    [
      'test_ligatures-soft-hyphens_embedded.pdf',
      renderPdf(ligaturesAndHyphens, 'two-column', { embedFonts: true }),
    ],
    ['test_ligature-and-hyphen-codes_type3.pdf', Promise.resolve(ligatureAndHyphenCodes())],
  ];
  const out: FixturePdf[] = [];
  for (const [name, bytes] of made) {
    const file = path.join(dir, name);
    await writeFile(file, await bytes);
    out.push({ name, file });
  }
  return out;
}
