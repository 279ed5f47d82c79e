import type { AuditFinding, LineSource, ResumeBody } from './resume-data';
import { isSafeEdit, numbersIn } from './is-safe-edit';
import { withoutTarget } from './target-sentence';

/** What the audit holds a generated resume to: the source text and the person's own roles. */
export interface AuditSource {
  /** The source resume's text, lines joined with newlines. */
  text: string;
  /** Each role's achievements exactly as the person wrote them, in order. */
  roles: string[][];
}

/** Every line of a body with its field path, in reading order. */
export function generatedLines(body: ResumeBody): Array<{ field: string; text: string }> {
  const p = body.personal_info;
  const out: Array<{ field: string; text: string }> = [
    ...(['name', 'email', 'phone', 'location'] as const).map((k) => ({
      field: `personal_info.${k}`,
      text: p[k],
    })),
    { field: 'professional_summary', text: body.professional_summary },
    ...body.core_competencies.map((text, i) => ({ field: `core_competencies.${i}`, text })),
  ];
  body.experience.forEach((role, i) => {
    out.push({
      field: `experience.${i}`,
      text: [role.title, role.company, role.duration].join(' '),
    });
    role.achievements.forEach((text, j) =>
      out.push({ field: `experience.${i}.achievements.${j}`, text }),
    );
  });
  body.education.forEach((text, i) => out.push({ field: `education.${i}`, text }));
  body.education_entries?.forEach((e, i) =>
    [...e.honours, ...e.details].forEach((text, j) =>
      out.push({ field: `education_entries.${i}.lines.${j}`, text }),
    ),
  );
  body.sections?.forEach((s, i) => {
    out.push({ field: `sections.${i}`, text: s.heading });
    s.lines.forEach((text, j) => out.push({ field: `sections.${i}.lines.${j}`, text }));
  });
  body.skills.forEach((text, i) => out.push({ field: `skills.${i}`, text }));
  return out.filter((l) => l.text.trim());
}

/**
 * The truth audit of a generated resume. It finds any line with no source line and no rule that
 * wrote it, any number its source does not have, any achievement under a role other than its
 * source's, any achievement reworded beyond a safe edit, and any role or achievement dropped.
 * An empty list means the resume says only what the person's resume says, where it says it.
 */
export function auditResume(
  body: ResumeBody,
  provenance: LineSource[],
  source: AuditSource,
): AuditFinding[] {
  const sourceLines = source.text.split('\n');
  const byField = new Map(provenance.map((p) => [p.field, p]));
  const allNumbers = new Set(numbersIn(source.text));
  const findings: AuditFinding[] = [];
  const found = (code: AuditFinding['code'], field: string, message: string) =>
    findings.push({ code, field, message });

  for (const line of generatedLines(body)) {
    const record = byField.get(line.field);
    const valid = record?.lines.filter((n) => n >= 1 && n <= sourceLines.length) ?? [];
    if (!record || (!valid.length && !record.rule)) {
      found('unsourced', line.field, `No source line for "${line.text}".`);
      continue;
    }
    const known =
      valid.length && !record.rule
        ? new Set(numbersIn(valid.map((n) => sourceLines[n - 1]).join(' ')))
        : allNumbers;
    // A computed figure ('8 years') is the rule's own; every other number must be the source's.
    // The job's title in 'Seeking a <title> role.' is the job's own.
    const rules = record.rule?.split(', ') ?? [];
    const text = (rules.includes('job-title') ? withoutTarget(line.text) : line.text).replace(
      rules.includes('computed-years') ? /\b\d+ years\b/ : /$^/,
      '',
    );
    const fresh = numbersIn(text).filter((n) => !known.has(n));
    if (fresh.length)
      found(
        'new-number',
        line.field,
        `"${fresh.join('", "')}" is not in the source of "${line.text}".`,
      );
  }

  // Roles and achievements: each in place, none dropped, reworded only by safe edits.
  if (body.experience.length < source.roles.length)
    found(
      'dropped',
      'experience',
      `${source.roles.length - body.experience.length} of the person's roles are missing.`,
    );
  const starts = body.experience.map((_, i) =>
    Math.min(...(byField.get(`experience.${i}`)?.lines ?? [Infinity])),
  );
  body.experience.forEach((role, i) => {
    const originals = source.roles[i] ?? [];
    if (role.achievements.length < originals.length)
      found(
        'dropped',
        `experience.${i}`,
        `${originals.length - role.achievements.length} achievements of this role are missing.`,
      );
    const next = Math.min(...starts.filter((s, k) => k > i && Number.isFinite(s)), Infinity);
    role.achievements.forEach((text, j) => {
      const field = `experience.${i}.achievements.${j}`;
      const lines = byField.get(field)?.lines ?? [];
      if (
        lines.length &&
        Number.isFinite(starts[i]!) &&
        (lines[0]! < starts[i]! || lines[0]! >= next)
      )
        found('moved', field, `"${text}" comes from another role's lines.`);
      const original = originals[j];
      if (original === undefined || !isSafeEdit(original, text))
        found('unsourced', field, `"${text}" is not a safe edit of the person's own line.`);
    });
  });
  return findings;
}
