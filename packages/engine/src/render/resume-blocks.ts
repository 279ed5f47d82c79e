import type { GeneratedRole, ResumeBody } from '../generate/resume-data';

/**
 * One block of a rendered resume. Every format (TXT, PDF, DOCX) walks the same blocks, so the
 * three downloads say the same things in the same order.
 */
export type ResumeBlock =
  | { type: 'name'; text: string }
  | { type: 'contact'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string }
  /** An entry's header: title and employer (or degree and school) left, dates right. */
  | { type: 'entry'; text: string; dates: string }
  | { type: 'bullet'; text: string };

// Headings for the kinds of experience, in the words recruiters search for.
const KIND_HEADINGS: Record<string, string> = {
  work: 'Experience',
  internship: 'Experience',
  volunteer: 'Volunteer Experience',
  leadership: 'Leadership',
  campus: 'Campus Involvement',
  military: 'Military Service',
};

const joined = (...parts: Array<string | undefined>) =>
  parts
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' | ');

function roleBlocks(role: GeneratedRole): ResumeBlock[] {
  const header = joined(role.title, role.company, role.location);
  return [
    ...(header || role.duration
      ? [{ type: 'entry' as const, text: header, dates: role.duration.trim() }]
      : []),
    ...role.achievements.filter((a) => a.trim()).map((text) => ({ type: 'bullet' as const, text })),
  ];
}

/** The roles under one heading per run of the same kind, in the person's order. */
function experienceBlocks(roles: GeneratedRole[]): ResumeBlock[] {
  const out: ResumeBlock[] = [];
  let current = '';
  for (const role of roles) {
    const heading = KIND_HEADINGS[role.kind ?? 'work'] ?? 'Experience';
    if (heading !== current) out.push({ type: 'heading', text: heading });
    current = heading;
    out.push(...roleBlocks(role));
  }
  return out;
}

function educationBlocks(data: ResumeBody): ResumeBlock[] {
  if (data.education_entries?.length) {
    return [
      { type: 'heading', text: 'Education' },
      ...data.education_entries.flatMap((e): ResumeBlock[] => [
        ...(joined(e.degree, e.school, e.location) || e.dates
          ? [
              {
                type: 'entry' as const,
                text: joined(e.degree, e.school, e.location),
                dates: e.dates,
              },
            ]
          : []),
        ...[...e.honours, ...e.details].map((text) => ({ type: 'bullet' as const, text })),
      ]),
    ];
  }
  const lines = data.education.filter((l) => l.trim());
  return lines.length
    ? [
        { type: 'heading', text: 'Education' },
        ...lines.map((text) => ({ type: 'paragraph' as const, text })),
      ]
    : [];
}

/** The resume as blocks in the order a reader (and an ATS) expects. */
export function resumeBlocks(data: ResumeBody): ResumeBlock[] {
  const p = data.personal_info;
  const contact = [p.email, p.phone, p.location, ...(p.links ?? [])]
    .filter((s) => s?.trim())
    .join(' | ');
  const blocks: ResumeBlock[] = [{ type: 'name', text: p.name.trim() }];
  if (contact) blocks.push({ type: 'contact', text: contact });
  if (data.professional_summary.trim())
    blocks.push(
      { type: 'heading', text: 'Summary' },
      { type: 'paragraph', text: data.professional_summary.trim() },
    );
  if (data.core_competencies.length)
    blocks.push(
      { type: 'heading', text: 'Core Competencies' },
      { type: 'paragraph', text: data.core_competencies.join(', ') },
    );
  blocks.push(...experienceBlocks(data.experience), ...educationBlocks(data));
  if (data.skills.length)
    blocks.push(
      { type: 'heading', text: 'Skills' },
      { type: 'paragraph', text: data.skills.join(', ') },
    );
  for (const section of data.sections ?? []) {
    const lines = section.lines.filter((l) => l.trim());
    if (!lines.length) continue;
    blocks.push(
      { type: 'heading', text: section.heading.trim() || 'Additional Information' },
      ...lines.map((text) => ({ type: 'paragraph' as const, text })),
    );
  }
  return blocks;
}
