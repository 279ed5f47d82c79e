import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeResume } from '../src/analyze-resume';
import { renderText } from './fixtures/resume-spec';
import { renderDocx } from './fixtures/render-docx';
import { renderPdf } from './fixtures/render-pdf';
import { strongAccountant } from './fixtures/calibration-resumes';

const fixtures = path.join(import.meta.dirname, 'fixtures');

describe('the same resume in every format', () => {
  it('scores within 3 points and parses to the same contact fields', async () => {
    const spec = strongAccountant;
    const variants: Record<string, Uint8Array> = {
      txt: new TextEncoder().encode(renderText(spec)),
      docx: await renderDocx(spec),
      pdf: await renderPdf(spec, 'single'),
      'pdf two-column': await renderPdf(spec, 'two-column'),
      // Made once with LibreOffice from renderText(strongAccountant) (see fixtures/README.md).
      doc: new Uint8Array(await readFile(path.join(fixtures, 'strong-accountant.doc'))),
    };
    const results: Record<string, Awaited<ReturnType<typeof analyzeResume>>> = {};
    for (const [format, bytes] of Object.entries(variants))
      results[format] = await analyzeResume(bytes);

    expect(results.docx!.document.format).toBe('docx');
    expect(results.doc!.document.format).toBe('doc');
    expect(results.pdf!.document.format).toBe('pdf');
    const reference = results.txt!.results;
    for (const [format, { results: r }] of Object.entries(results)) {
      expect({ format, name: r.parsed.name, email: r.parsed.email, phone: r.parsed.phone }).toEqual(
        {
          format,
          name: 'Priya Natarajan',
          email: 'priya.natarajan@example.com',
          phone: '(312) 555-0147',
        },
      );
      expect(
        r.parsed.experience.map((e) => e.company),
        format,
      ).toEqual(['Northfield Manufacturing', 'Harbor & Pine LLP']);
      expect(
        Math.abs(r.overall_score - reference.overall_score),
        `${format}: ${r.overall_score} vs ${reference.overall_score}`,
      ).toBeLessThanOrEqual(3);
    }
  });

  it('reads a two-column PDF column by column', async () => {
    const { parsed } = await analyzeResume(await renderPdf(strongAccountant, 'two-column'));
    const kinds = parsed.sections.map((s) => s.kind);
    expect(kinds).toEqual(expect.arrayContaining(['summary', 'experience', 'education', 'skills']));
    const experience = parsed.sections.find((s) => s.kind === 'experience')!;
    // No sidebar text leaks into the experience section.
    expect(experience.lines.map((l) => l.text).join(' ')).not.toMatch(
      /University of Illinois|NetSuite, Microsoft Excel/,
    );
    expect(parsed.experience[0]!.bullets[0]).toBe(
      'Shortened the month-end close from 10 to 5 business days by automating 22 reconciliations',
    );
  });
});
