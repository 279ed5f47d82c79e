import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { generateResume } from '../src/generate/generate-resume';
import { keepRoles } from '../src/generate/keep-roles';
import { auditResume } from '../src/generate/audit-resume';
import { indexSource } from '../src/generate/source-index';
import type { ExperienceEntry } from '../src/types';
import { embeddedFaces } from '../src/render/pdf-faces';
import { packWordDocx } from './fixtures/word-package';
import { paragraph, table } from './fixtures/word-xml';

// A machine-learning job, as the person in issue 24 pasted it.
const JOB = `Machine Learning Engineer
Requirements
- Python and PyTorch
- SQL
- Kubernetes`;

/** Reads a file, generates for JOB, and gives each generated field's source lines as text. */
async function traced(bytes: Uint8Array) {
  const doc = await readDocument(bytes);
  const parsed = parseResume(doc);
  const data = generateResume({
    jobDescription: JOB,
    resume: { parsed, text: doc.text, lines: doc.lines },
    today: new Date('2026-06-01'),
    format: doc.format,
  });
  const lines = doc.text.split('\n');
  const sourceOf = (field: string) =>
    (data.provenance!.find((p) => p.field === field)?.lines ?? []).map((n) => lines[n - 1]);
  // What the parser says it read each role from, as source lines.
  const origin = (i: number) => ({
    header: parsed.experience[i]!.origin!.header.map(
      (r) => lines[doc.lines.findIndex((l) => l.page === r.page && l.line === r.line)],
    ),
    bullets: parsed.experience[i]!.origin!.bullets.map((refs) =>
      refs.map((r) => lines[doc.lines.findIndex((l) => l.page === r.page && l.line === r.line)]),
    ),
  });
  return { doc, data, sourceOf, origin };
}

/**
 * A one-page PDF whose dates sit in a narrow left column, each range broken over two rows
 * ('2021 –' above 'Present'), beside a title row and a company row; one achievement wraps onto
 * a second row that holds its number.
 */
async function columnDatesPdf(): Promise<Uint8Array> {
  const faces = embeddedFaces();
  const doc = new PDFDocument({ size: 'LETTER', margin: 40 });
  doc.registerFont('Body', faces.regular);
  doc.registerFont('Bold', faces.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Uint8Array>((resolve) =>
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks)))),
  );
  doc.font('Bold').fontSize(22).text('Dana Whitfield', 40, 40);
  doc.font('Body').fontSize(10).text('dana.whitfield@example.com | (555) 410-2231', 40, 70);
  doc.font('Bold').fontSize(12).text('EXPERIENCE', 40, 100);
  let y = 120;
  const roles: Array<[string, string, string, string, string[]]> = [
    [
      '2021 –',
      'Present',
      'Machine Learning Engineer',
      'OpenAI',
      [
        'Trained ranking models on 40M examples with PyTorch and Python, serving search and recommendations across the product at scale for',
        'Cut inference latency by 35% with batching',
      ],
    ],
    ['2018 –', '2021', 'Data Scientist', 'Zillow', ['Built pricing models in Python and SQL']],
  ];
  for (const [from, to, title, company, bullets] of roles) {
    doc.font('Body').fontSize(10).text(from, 40, y, { width: 60 });
    doc.font('Bold').text(title, 110, y, { width: 440 });
    doc.font('Body').text(to, 40, y + 13, { width: 60 });
    doc.text(company, 110, y + 13, { width: 440 });
    y += 28;
    for (const bullet of bullets) {
      doc.text(`• ${bullet}`, 110, y, { width: 440 });
      y = doc.y + 2;
    }
    y += 8;
  }
  doc.font('Bold').fontSize(12).text('SKILLS', 40, y);
  doc
    .font('Body')
    .fontSize(10)
    .text('Python, PyTorch, SQL, Kubernetes', 40, y + 20);
  doc.end();
  return done;
}

describe('every fragment the reader moves is traced to the lines it came from', () => {
  it('dates lifted from a narrow left column: the role keeps them, traced to the lifted line', async () => {
    const { doc, data, sourceOf } = await traced(await columnDatesPdf());
    expect(doc.text).toContain('2021 – Present');
    expect(data.experience.map((r) => [r.title, r.company, r.duration])).toEqual([
      ['Machine Learning Engineer', 'OpenAI', '2021 – Present'],
      ['Data Scientist', 'Zillow', '2018 – 2021'],
    ]);
    expect(sourceOf('experience.0')).toEqual([
      'Machine Learning Engineer',
      '2021 – Present',
      'OpenAI',
    ]);
    expect(data.audit).toEqual({ findings: [], notices: [] });
  });

  it('a wrapped line joined back: the achievement is traced to both of its lines', async () => {
    const { data, sourceOf, origin } = await traced(await columnDatesPdf());
    expect(data.experience[0]!.achievements[0]).toMatch(/^Trained .* at scale for$/);
    expect(origin(0).bullets[0]).toHaveLength(2);
    const lines = sourceOf('experience.0.achievements.0');
    expect(lines).toHaveLength(2);
    expect(lines.join(' ')).toContain('40M');
    expect(data.audit!.findings).toEqual([]);
  });

  it('a range broken over two lines: the role is traced to both halves', async () => {
    const text = [
      'Dana Whitfield',
      'dana.whitfield@example.com',
      '',
      'EXPERIENCE',
      'Data Scientist | Zillow | Seattle, WA',
      'Mar 2018 –',
      'Jun 2021',
      '- Built pricing models in Python and SQL for 12 markets',
    ].join('\n');
    const { data, sourceOf, origin } = await traced(new TextEncoder().encode(text));
    expect(data.experience[0]!.duration).toBe('Mar 2018 – Jun 2021');
    expect(origin(0).header).toEqual([
      'Data Scientist | Zillow | Seattle, WA',
      'Mar 2018 –',
      'Jun 2021',
    ]);
    expect(sourceOf('experience.0')).toEqual([
      'Data Scientist | Zillow | Seattle, WA',
      'Mar 2018 –',
      'Jun 2021',
    ]);
    expect(data.audit).toEqual({ findings: [], notices: [] });
  });

  it('table cells split: the role is traced to the cell lines it was read from', async () => {
    const body = [
      paragraph('Dana Whitfield'),
      paragraph('dana.whitfield@example.com'),
      paragraph('Experience', { style: 'Heading1' }),
      table([['Machine Learning Engineer, OpenAI\nSan Francisco, CA', 'Jan 2021 – Present']]),
      paragraph('Cut inference latency by 35% with batching', { style: 'ListBullet' }),
      paragraph('Skills', { style: 'Heading1' }),
      paragraph('Python, PyTorch'),
    ].join('');
    const { data, sourceOf } = await traced(await packWordDocx({ body, headers: {} }));
    expect(data.experience[0]).toMatchObject({
      title: 'Machine Learning Engineer',
      company: 'OpenAI',
      duration: 'Jan 2021 – Present',
    });
    expect(sourceOf('experience.0').join('\n')).toContain('Jan 2021 – Present');
    expect(sourceOf('experience.0').join('\n')).toContain('Machine Learning Engineer');
    expect(data.audit).toEqual({ findings: [], notices: [] });
  });
});

describe('the parser’s own lines decide where a role was read', () => {
  // The reader set the lifted range below the first achievement (its block was level with it):
  // searching the text before that achievement finds no date, the parser's lines do.
  const text = [
    'Machine Learning Engineer | OpenAI',
    'Trained ranking models on 40M examples',
    '2021 –',
    'Present',
  ].join('\n');
  const entry: ExperienceEntry = {
    kind: 'work',
    title: 'Machine Learning Engineer',
    company: 'OpenAI',
    location: '',
    startDate: '2021',
    endDate: 'Present',
    duration: '2021 – Present',
    current: true,
    bullets: ['Trained ranking models on 40M examples'],
    lines: [],
    source: { page: 1, line: 1 },
    origin: {
      header: [1, 3, 4].map((line) => ({ page: 1, line })),
      bullets: [[{ page: 1, line: 2 }]],
    },
  };
  const numbers = new Map([1, 2, 3, 4].map((n) => [`1:${n}`, n]));
  const audit = (kept: ReturnType<typeof keepRoles>) =>
    auditResume(
      {
        personal_info: { name: '', email: '', phone: '', location: '' },
        professional_summary: '',
        core_competencies: [],
        experience: kept.roles,
        education: [],
        skills: [],
      },
      kept.sources,
      { text, roles: kept.originals },
    ).map((f) => `${f.code} ${f.field}`);

  it('traces the header to every line it was read from, the moved dates included', () => {
    const kept = keepRoles([entry], indexSource(text), numbers);
    expect(kept.sources.find((s) => s.field === 'experience.0')!.lines).toEqual([1, 3, 4]);
    expect(audit(kept)).toEqual([]);
  });

  it('without them, the dates would not be traced', () => {
    expect(audit(keepRoles([entry], indexSource(text)))).toEqual(['new-number experience.0']);
  });
});
