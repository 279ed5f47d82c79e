import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import type { ResumeBody } from '../src/generate/resume-data';
import { renderResumeDocx } from '../src/render/render-resume-docx';
import { DOCX_TEXT_WIDTH } from '../src/render/pack-docx';
import { xmlText } from '../src/render/xml-text';
import { resumeBlocks } from '../src/render/resume-blocks';
import { richBody } from './fixtures/resume-bodies';

async function parts(bytes: Uint8Array) {
  const zip = await JSZip.loadAsync(bytes);
  const read = (name: string) => zip.file(name)?.async('string') ?? Promise.resolve(undefined);
  return {
    document: (await read('word/document.xml'))!,
    numbering: await read('word/numbering.xml'),
    types: (await read('[Content_Types].xml'))!,
    rels: (await read('word/_rels/document.xml.rels'))!,
  };
}

const paragraphs = (xml: string) => xml.match(/<w:p>.*?<\/w:p>/g) ?? [];
const textOf = (paragraph: string) =>
  [...paragraph.matchAll(/<w:t(?:\s[^>]*)?>(.*?)<\/w:t>/g)].map((m) => m[1]).join('');

describe('xmlText', () => {
  it('escapes the five markup characters and drops what XML 1.0 cannot hold', () => {
    expect(xmlText(`a & b < c > d "e" 'f'`)).toBe(
      'a &amp; b &lt; c &gt; d &quot;e&quot; &apos;f&apos;',
    );
    expect(xmlText('bell\u0007 vt\u000B nul\u0000 fffe\uFFFE lone\uD800 end')).toBe(
      'bell vt nul fffe lone end',
    );
    // Tab, line feed, an astral character (a surrogate pair) and accents are kept.
    expect(xmlText('tab\there\nnext 🚀 Łukasz')).toBe('tab\there\nnext 🚀 Łukasz');
  });
});

describe('renderResumeDocx', () => {
  it('reads back markup in the lines literally, and without the characters XML forbids', async () => {
    const lines = [
      'Built <script>alert("hi")</script> filters for the intake form',
      'Closed the run </w:t><w:t>early & wrote it up',
      'Escaped &amp; and &lt;b&gt; in the exports',
      'Quoted "R&D" and \'Q&A\' budgets\u0001 to the\u000B board',
    ];
    const body: ResumeBody = {
      ...richBody,
      experience: [{ ...richBody.experience[0]!, achievements: lines }],
      sections: [{ heading: 'Notes <b>&</b>', lines: ['<w:p>not a paragraph</w:p>'] }],
    };
    const bytes = await renderResumeDocx(body);
    const doc = await readDocument(bytes);
    const parsed = parseResume(doc);
    expect(parsed.experience[0]!.bullets).toEqual([
      lines[0],
      lines[1],
      lines[2],
      'Quoted "R&D" and \'Q&A\' budgets to the board',
    ]);
    expect(doc.lines.map((l) => l.text)).toEqual(
      expect.arrayContaining(['Notes <b>&</b>', '<w:p>not a paragraph</w:p>']),
    );
    // The markup stayed text: one paragraph per block, no stray runs or paragraphs.
    const xml = (await parts(bytes)).document;
    expect(paragraphs(xml)).toHaveLength(resumeBlocks(body).length);
    expect(xml).not.toContain('<script>');
  });

  it('sets entry headers bold with the dates on a right tab stop at the text width', async () => {
    const xml = (await parts(await renderResumeDocx(richBody))).document;
    const entries = resumeBlocks(richBody).filter((b) => b.type === 'entry');
    for (const entry of entries) {
      const p = paragraphs(xml).find((x) => textOf(x).startsWith(xmlText(entry.text)))!;
      expect(p).toContain(`<w:tab w:val="right" w:pos="${DOCX_TEXT_WIDTH}"/>`);
      expect(p).toMatch(
        /<w:rPr><w:b\/><\/w:rPr><w:t[^>]*>[^<]+<\/w:t><\/w:r><w:r><w:tab\/><\/w:r>/,
      );
      expect(textOf(p)).toBe(xmlText(entry.text + entry.dates));
      // Kept with its first bullet, so Word never leaves it alone at a page's foot.
      expect(p).toContain('<w:keepNext/>');
    }
  });

  it('styles headings as Heading1 and achievements as a real bullet list', async () => {
    const { document, numbering, types, rels } = await parts(await renderResumeDocx(richBody));
    const blocks = resumeBlocks(richBody);
    const styled = (style: string) =>
      paragraphs(document)
        .filter((p) => p.includes(`<w:pStyle w:val="${style}"/>`))
        .map(textOf);
    expect(styled('Heading1')).toEqual(
      blocks.filter((b) => b.type === 'heading').map((b) => xmlText(b.text)),
    );
    expect(styled('ListBullet')).toEqual(
      blocks.filter((b) => b.type === 'bullet').map((b) => xmlText(b.text)),
    );
    expect(styled('Title')).toEqual([richBody.personal_info.name]);
    expect(numbering).toContain('<w:numFmt w:val="bullet"/>');
    expect(types).toContain('/word/numbering.xml');
    expect(rels).toContain('Target="numbering.xml"');
    const read = await readDocument(await renderResumeDocx(richBody));
    expect(read.lines.filter((l) => l.bullet).map((l) => l.text)).toEqual(
      blocks.filter((b) => b.type === 'bullet').map((b) => b.text),
    );
  });

  it('leaves the Title out when the name is blank', async () => {
    const body = { ...richBody, personal_info: { ...richBody.personal_info, name: ' ' } };
    const xml = (await parts(await renderResumeDocx(body))).document;
    expect(xml).not.toContain('w:val="Title"');
    expect(textOf(paragraphs(xml)[0]!)).toContain(richBody.personal_info.email);
  });

  it('gives the same bytes for the same body', async () => {
    const [a, b] = await Promise.all([renderResumeDocx(richBody), renderResumeDocx(richBody)]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });
});
