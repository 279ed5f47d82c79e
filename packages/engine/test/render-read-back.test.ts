import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { renderResumePdf } from '../src/render/render-resume-pdf';
import { renderResumeDocx } from '../src/render/render-resume-docx';
import { renderResumeText } from '../src/render/render-resume-text';
import type { ResumeBody } from '../src/generate/resume-data';
import { bodyWithExtraBullets, deedHeadersBody, richBody } from './fixtures/resume-bodies';

const RENDERERS: Record<string, (body: ResumeBody) => Promise<Uint8Array>> = {
  pdf: renderResumePdf,
  docx: renderResumeDocx,
  txt: async (body) => new TextEncoder().encode(renderResumeText(body)),
};

async function readBack(format: string, body: ResumeBody) {
  const doc = await readDocument(await RENDERERS[format]!(body));
  return { doc, parsed: parseResume(doc) };
}

/** The roles as the engine's reading should give them: the body's own fields. */
const rolesOf = (body: ResumeBody) =>
  body.experience.map((role) => ({
    title: role.title,
    company: role.company,
    location: role.location ?? '',
    startDate: role.start,
    endDate: role.end,
    bullets: role.achievements,
  }));

describe.each(Object.keys(RENDERERS))('a %s resume read back by the engine', (format) => {
  it('gives the name, contact details, links and summary it was rendered from', async () => {
    const { doc, parsed } = await readBack(format, richBody);
    expect(doc.format).toBe(format);
    const p = richBody.personal_info;
    expect({
      name: parsed.name,
      email: parsed.email,
      phone: parsed.phone,
      location: parsed.location,
      links: parsed.links,
      summary: parsed.summary,
    }).toEqual({
      name: p.name,
      email: p.email,
      phone: p.phone,
      location: p.location,
      links: p.links,
      summary: richBody.professional_summary,
    });
  });

  it.each([
    ['the rich body', richBody],
    ['a two-page body', bodyWithExtraBullets(24)],
    ['a body whose headers open like deeds', deedHeadersBody],
  ])(
    'gives every role of %s: title, company, place, dates, achievements in order',
    async (_, body) => {
      const { parsed } = await readBack(format, body);
      expect(
        parsed.experience.map((e) => ({
          title: e.title,
          company: e.company,
          location: e.location,
          startDate: e.startDate,
          endDate: e.endDate,
          bullets: e.bullets,
        })),
      ).toEqual(rolesOf(body));
    },
  );

  it('gives every school with its place, dates and honours, the skills and the other sections', async () => {
    const { parsed } = await readBack(format, richBody);
    const education = parsed.education.join(' ');
    for (const e of richBody.education_entries!) {
      // Header then dates: on one line (PDF, DOCX) or the dates on the next (TXT). In the PDF
      // the dates are pushed to the right margin, and that gap is read as a tab stop's bar.
      const gap = format === 'pdf' ? ' | ' : ' ';
      expect(education).toContain(`${e.degree} | ${e.school} | ${e.location}${gap}${e.dates}`);
      expect(parsed.education).toEqual(expect.arrayContaining([...e.honours, ...e.details]));
    }
    expect(parsed.skills).toEqual(
      expect.arrayContaining([...richBody.skills, ...richBody.core_competencies]),
    );
    for (const section of richBody.sections!) {
      const read = parsed.sections.find(
        (s) => s.heading.toLowerCase() === section.heading.toLowerCase(),
      );
      expect(read?.lines.map((l) => l.text)).toEqual(section.lines);
    }
  });

  it('leaves the name out, rather than print a placeholder, when it is blank', async () => {
    const body = { ...richBody, personal_info: { ...richBody.personal_info, name: '' } };
    const { doc, parsed } = await readBack(format, body);
    expect(parsed.name).toBeNull();
    expect(doc.lines[0]!.text).toMatch(/^dana\.whitfield@example\.com \|/);
    expect(doc.text).not.toMatch(/your name/i);
    expect(parsed.experience.map((e) => e.company)).toEqual(body.experience.map((r) => r.company));
  });

  it('keeps characters beyond Latin-1 and markup characters as written', async () => {
    const body: ResumeBody = {
      ...richBody,
      personal_info: { ...richBody.personal_info, name: 'Zoë Łukasz-Ağaoğlu' },
      professional_summary:
        'Cut review time by 40% → 2 days; wrote <script>-free templates & kept “Q&A” notes.',
    };
    const { parsed } = await readBack(format, body);
    expect(parsed.name).toBe('Zoë Łukasz-Ağaoğlu');
    expect(parsed.summary).toBe(body.professional_summary);
  });
});
