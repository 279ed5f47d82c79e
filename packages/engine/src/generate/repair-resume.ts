import { auditResume, generatedLines, type AuditSource } from './audit-resume';
import { numbersIn } from './is-safe-edit';
import type { AuditFinding, LineSource, ResumeBody } from './resume-data';

/** What the repair did: each line put back or left out, and the notices the editor shows. */
export interface Repair {
  findings: AuditFinding[];
  notices: string[];
}

const ACHIEVEMENT = /^experience\.(\d+)\.achievements\.(\d+)$/;
// Fields that are lists of lines: one of them can be left out and the rest stand.
const LIST_ITEM =
  /^(core_competencies|skills|education|sections\.\d+\.lines|education_entries\.\d+\.lines|experience\.\d+\.achievements)\.(\d+)$/;

/** Moves the field paths of a list's later items one place up, after one item was left out. */
function shiftFields(provenance: LineSource[], list: string, removed: number): LineSource[] {
  const prefix = `${list}.`;
  return provenance
    .filter((p) => p.field !== `${list}.${removed}` && !p.field.startsWith(`${list}.${removed}.`))
    .map((p) => {
      if (!p.field.startsWith(prefix)) return p;
      const rest = p.field.slice(prefix.length);
      const n = Number(/^\d+/.exec(rest)?.[0] ?? NaN);
      return n > removed ? { ...p, field: `${prefix}${n - 1}${rest.slice(String(n).length)}` } : p;
    });
}

/** The list a list field's path names, in the body (education entries hold two lists). */
function listAt(body: ResumeBody, list: string): string[] | null {
  const path = list.split('.');
  if (path[0] === 'education_entries') {
    const entry = body.education_entries?.[Number(path[1])];
    if (!entry) return null;
    // The editor's one list of an entry is its honours, then its other lines.
    return [...entry.honours, ...entry.details];
  }
  let at: unknown = body;
  for (const key of path) at = (at as Record<string, unknown> | undefined)?.[key];
  return Array.isArray(at) ? (at as string[]) : null;
}

function removeFromList(body: ResumeBody, list: string, index: number): void {
  const path = list.split('.');
  if (path[0] === 'education_entries') {
    const entry = body.education_entries![Number(path[1])]!;
    if (index < entry.honours.length) entry.honours.splice(index, 1);
    else entry.details.splice(index - entry.honours.length, 1);
    return;
  }
  listAt(body, list)!.splice(index, 1);
}

const quoted = (texts: string[]) => texts.map((t) => `“${t}”`).join(', ');

/** The editor's notices: how many lines were kept as written, and which were left out. */
export function repairNotices(kept: number, leftOut: string[]): string[] {
  const notices: string[] = [];
  if (kept === 1) notices.push('1 line was kept as you wrote it.');
  else if (kept > 1) notices.push(`${kept} lines were kept as you wrote them.`);
  if (leftOut.length === 1) notices.push(`1 line was left out: ${quoted(leftOut)}.`);
  else if (leftOut.length > 1)
    notices.push(`${leftOut.length} lines were left out: ${quoted(leftOut)}.`);
  return notices;
}

/**
 * Makes a generated resume pass its truth audit line by line instead of refusing it whole. A
 * reworded achievement the audit cannot trace is put back in the person's own words as read; a
 * line that still cannot be traced (not even in those words) is left out, and the rest of the
 * resume stands. A role is never left out: where only its dates cannot be traced, the dates are.
 * Each step is recorded as a finding, and the editor is told in plain notices. `source.roles`
 * follows the achievements left out, so the audit does not count them as dropped.
 */
export function repairResume(
  body: ResumeBody,
  provenance: LineSource[],
  source: AuditSource,
): Repair & { provenance: LineSource[]; roles: string[][] } {
  const findings: AuditFinding[] = [];
  const leftOut: string[] = [];
  // The lines put back in the person's words, so one later left out is counted once, as left out.
  const kept: string[] = [];
  let trail = provenance;
  const roles = source.roles.map((r) => [...r]);
  // Fields no repair applies to: what is left there is the audit's to report.
  const stuck = new Set<string>();
  // Each pass fixes the first finding it can and audits again: fixes shift later fields' paths.
  for (let pass = 0; pass < 2_000; pass += 1) {
    const found = auditResume(body, trail, { text: source.text, roles });
    const fix = found.find((f) => f.code !== 'dropped' && !stuck.has(f.field));
    if (!fix) break;
    const at = ACHIEVEMENT.exec(fix.field);
    const original = at ? roles[Number(at[1])]?.[Number(at[2])] : undefined;
    const role = at ? body.experience[Number(at[1])] : undefined;
    if (at && role && original !== undefined && role.achievements[Number(at[2])] !== original) {
      role.achievements[Number(at[2])] = original;
      kept.push(original);
      findings.push({
        code: 'reverted',
        field: fix.field,
        message: `Kept your own words: ${fix.message}`,
      });
      continue;
    }
    const text = generatedLines(body).find((l) => l.field === fix.field)?.text ?? '';
    const item = LIST_ITEM.exec(fix.field);
    if (item) {
      const [, list, n] = item;
      removeFromList(body, list!, Number(n));
      if (at) roles[Number(at[1])]!.splice(Number(at[2]), 1);
      trail = shiftFields(trail, list!, Number(n));
    } else if (/^experience\.\d+$/.test(fix.field)) {
      // The role stays; its dates, the only numbers a header has as read, go.
      const header = body.experience[Number(fix.field.split('.')[1])]!;
      if (!numbersIn(header.duration).length) {
        stuck.add(fix.field);
        continue;
      }
      Object.assign(header, { duration: '', start: '', end: '' });
    } else if (fix.field === 'professional_summary') {
      body.professional_summary = '';
    } else if (fix.field.startsWith('personal_info.')) {
      const key = fix.field.split('.')[1] as 'name' | 'email' | 'phone' | 'location';
      body.personal_info[key] = '';
    } else {
      stuck.add(fix.field);
      continue;
    }
    leftOut.push(text);
    if (kept.includes(text)) kept.splice(kept.indexOf(text), 1);
    findings.push({ code: 'left-out', field: fix.field, message: `Left out: ${fix.message}` });
  }
  return { findings, notices: repairNotices(kept.length, leftOut), provenance: trail, roles };
}
