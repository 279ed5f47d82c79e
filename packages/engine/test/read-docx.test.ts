import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { docxHeaderParts } from '../src/read/docx-header-parts';
import { parseResume } from '../src/parse-resume';
import type { TextLine } from '../src/types';
import { wordResume, wordResumeDocx } from './fixtures/word-resume-docx';
import { expectWordResume } from './fixtures/expect-word-resume';

async function rezip(
  docx: Uint8Array,
  change: (zip: JSZip) => Promise<void> | void,
): Promise<Uint8Array> {
  const zip = await JSZip.loadAsync(docx);
  await change(zip);
  return new Uint8Array(await zip.generateAsync({ type: 'uint8array', compression: 'DEFLATE' }));
}

const texts = (lines: TextLine[]) => lines.map((l) => l.text);

describe('DOCX as Word writes it', () => {
  it('reads the header, every role, every numbered paragraph as a bullet, and the footer', async () => {
    const doc = await readDocument(await wordResumeDocx());
    expectWordResume(doc.lines, { footer: true });
    expect(parseResume(doc).name).toBe(wordResume.name);
  });

  it('puts the header first and reads each text box once, after its anchor', async () => {
    const lines = texts((await readDocument(await wordResumeDocx())).lines);
    expect(lines.slice(0, 2)).toEqual([wordResume.name, wordResume.contact]);
    for (const boxed of [wordResume.sidebar, wordResume.badge])
      expect(lines.filter((l) => l === boxed)).toHaveLength(1);
    // The DrawingML-only box (only its marks reader reads it) sits in the last bullet's paragraph.
    expect(lines[lines.indexOf(wordResume.bullets.at(-1)!) + 1]).toBe(wordResume.badge);
    // The running header of later pages repeats the name with a page number: not a new line.
    expect(lines.filter((l) => l.includes(wordResume.name))).toEqual([wordResume.name]);
    expect(lines.at(-1)).toBe(`${wordResume.footer} · Page 1`);
  });

  it('marks as headings only the section level, custom heading styles included', async () => {
    const { lines } = await readDocument(await wordResumeDocx());
    expect(lines.filter((l) => l.heading).map((l) => l.text)).toEqual(wordResume.headings);
    // Heading 2 under Heading 1 sections, and a bold style: role headers, emphasised only.
    for (const role of wordResume.roles.slice(1))
      expect(lines.find((l) => l.text === role)).toMatchObject({ emphasis: true, heading: false });
  });

  it('reads a header with no default one, and a document whose text is all in the header', async () => {
    const headerOnly = await rezip(await wordResumeDocx(), async (zip) => {
      const xml = await zip.file('word/document.xml')!.async('string');
      zip.file(
        'word/document.xml',
        xml.replace(/<w:body>[\s\S]*?(?=<w:sectPr\b)/, '<w:body><w:p/>'),
      );
    });
    const lines = texts((await readDocument(headerOnly)).lines);
    expect(lines).toEqual([wordResume.name, wordResume.contact, `${wordResume.footer} · Page 1`]);
  });

  it('leaves out headers no section refers to (Word never shows them)', async () => {
    const orphan = await rezip(await wordResumeDocx(), (zip) => {
      zip.file(
        'word/header9.xml',
        '<w:hdr xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:p><w:r><w:t>Draft, do not send</w:t></w:r></w:p></w:hdr>',
      );
    });
    expect((await readDocument(orphan)).text).not.toContain('Draft, do not send');
  });

  it('refuses a header part that never closes, as it does a body', async () => {
    const broken = await rezip(await wordResumeDocx(), async (zip) => {
      const xml = await zip.file('word/header2.xml')!.async('string');
      zip.file('word/header2.xml', xml.replace('</w:hdr>', ''));
    });
    await expect(readDocument(broken)).rejects.toMatchObject({ code: 'MALFORMED' });
  });

  it('reads hostile headers in linear time: deep nesting, many text boxes, many sections', async () => {
    const n = 50_000;
    const t = (text: string) => `<w:r><w:t>${text}</w:t></w:r>`;
    const nested = `${`<w:p>${t('Deep')}<w:r><w:txbxContent>`.repeat(n)}${'</w:txbxContent></w:r></w:p>'.repeat(n)}`;
    const box = `<w:txbxContent><w:p>${t('Box')}</w:p></w:txbxContent>`;
    const boxes = `<w:p>${`<w:r><mc:AlternateContent><mc:Choice>${box}</mc:Choice><mc:Fallback>${box}</mc:Fallback></mc:AlternateContent></w:r>`.repeat(n)}</w:p>`;
    const sections =
      `<w:p><w:pPr><w:sectPr><w:headerReference w:type="default" r:id="rId11"/><w:titlePg/></w:sectPr></w:pPr></w:p>`.repeat(
        n,
      );
    for (const [what, part, content] of [
      ['nested', 'word/header2.xml', nested],
      ['boxes', 'word/header2.xml', boxes],
    ] as const) {
      const hostile = await rezip(await wordResumeDocx(), async (zip) => {
        const xml = await zip.file(part)!.async('string');
        zip.file(part, xml.replace(/(<w:(?:hdr|body)\b[^>]*>)/, `$1${content}`));
      });
      const started = performance.now();
      const lines = texts((await readDocument(hostile)).lines);
      expect(performance.now() - started, what).toBeLessThan(5_000);
      expect(lines, what).toContain(wordResume.roles[0]);
      expect(lines.slice(0, 3), what).toContain(wordResume.name);
    }
    // Sections are counted by docxHeaderParts: timed on their own.
    const rels = '<Relationships><Relationship Id="rId11" Target="header1.xml"/></Relationships>';
    const started = performance.now();
    const parts = docxHeaderParts(`<w:document><w:body>${sections}</w:body></w:document>`, rels);
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(parts).toEqual({ headers: ['word/header1.xml'], footers: [] });
  });
});
