import { describe, expect, it } from 'vitest';
import { readDocument } from '../src/read-document';
import { parseResume } from '../src/parse-resume';
import { generateResume } from '../src/generate/generate-resume';
import { auditResume } from '../src/generate/audit-resume';
import { repairResume, repairNotices } from '../src/generate/repair-resume';
import { EngineError } from '../src/engine-error';
import type { ResumeData } from '../src/generate/resume-data';

const RESUME = [
  'Marta Kowalski',
  'marta.k@example.com | (555) 301-4455',
  '',
  'EXPERIENCE',
  'IT Support Analyst | Brightline Labs | Denver, CO',
  'Jan 2020 – Present',
  '- Responsible for 24 on-call rotations a year',
  '- Resolved 1,200 tickets with a 98% satisfaction score',
  '',
  'SKILLS',
  'Linux, Bash, SQL',
].join('\n');

const JOB = 'Support Engineer\nRequirements\n- Linux and SQL\n- Kubernetes';

async function generated(text = RESUME) {
  const doc = await readDocument(new TextEncoder().encode(text));
  const parsed = parseResume(doc);
  const data = generateResume({
    jobDescription: JOB,
    resume: { parsed, text: doc.text },
    today: new Date('2026-06-01'),
    format: doc.format,
  });
  return { doc, parsed, data };
}

/** Repairs a generated resume after `spoil` broke it, and audits the result again. */
async function repaired(spoil: (data: ResumeData) => void) {
  const { data, doc, parsed } = await generated();
  spoil(data);
  const source = { text: doc.text, roles: parsed.experience.map((e) => e.bullets) };
  const repair = repairResume(data, data.provenance!, source);
  return {
    data,
    repair,
    left: auditResume(data, repair.provenance, { text: doc.text, roles: repair.roles }),
  };
}

describe('no all-or-nothing refusal', () => {
  it('puts a reworded achievement the audit cannot trace back in the person’s words', async () => {
    const { data, repair, left } = await repaired((d) => {
      d.experience[0]!.achievements[1] = 'Resolved 5,000 tickets with a 98% satisfaction score';
    });
    expect(data.experience[0]!.achievements[1]).toBe(
      'Resolved 1,200 tickets with a 98% satisfaction score',
    );
    expect(repair.notices).toEqual(['1 line was kept as you wrote it.']);
    expect(repair.findings.map((f) => f.code)).toEqual(['reverted']);
    expect(left).toEqual([]);
  });

  it('leaves out a line it cannot trace even in the person’s words, and writes the rest', async () => {
    const { data, repair, left } = await repaired((d) => {
      d.core_competencies.unshift('Kubernetes 3');
      d.provenance = d.provenance!.map((p) =>
        p.field.startsWith('core_competencies.')
          ? { ...p, field: `core_competencies.${Number(p.field.split('.')[1]) + 1}` }
          : p,
      );
      d.provenance.push({ field: 'core_competencies.0', lines: [1] });
    });
    expect(data.core_competencies).not.toContain('Kubernetes 3');
    expect(repair.notices).toEqual(['1 line was left out: “Kubernetes 3”.']);
    expect(left).toEqual([]);
    expect(data.experience[0]!.achievements).toHaveLength(2);
  });

  it('leaves out an achievement traced to no line that has its number, keeping its role', async () => {
    const { data, repair, left } = await repaired((d) => {
      const record = d.provenance!.find((p) => p.field === 'experience.0.achievements.0')!;
      record.lines = [1];
    });
    expect(data.experience).toHaveLength(1);
    expect(data.experience[0]!.achievements).toEqual([
      'Resolved 1,200 tickets with a 98% satisfaction score',
    ]);
    expect(repair.notices).toHaveLength(1);
    expect(repair.notices[0]).toMatch(/^1 line was left out: “.*24 on-call rotations.*”\.$/);
    // The next achievement's source moved up with it.
    expect(repair.provenance.find((p) => p.field === 'experience.0.achievements.0')!.lines).toEqual(
      [7],
    );
    expect(left).toEqual([]);
  });

  it('keeps a role whose dates cannot be traced, without the dates', async () => {
    const { data, repair, left } = await repaired((d) => {
      d.provenance!.find((p) => p.field === 'experience.0')!.lines = [4];
    });
    expect(data.experience[0]).toMatchObject({
      title: 'IT Support Analyst',
      company: 'Brightline Labs',
      duration: '',
    });
    expect(repair.notices).toHaveLength(1);
    expect(left).toEqual([]);
  });

  it('counts its notices in plain words', () => {
    expect(repairNotices(0, [])).toEqual([]);
    expect(repairNotices(2, ['A', 'B'])).toEqual([
      '2 lines were kept as you wrote them.',
      '2 lines were left out: “A”, “B”.',
    ]);
  });

  it('answers a whole resume with its notices for a clean source', async () => {
    const { data } = await generated();
    expect(data.audit).toEqual({ findings: [], notices: [] });
  });

  it('refuses only a file with no experience at all, naming another way than its format', async () => {
    const text = 'Marta Kowalski\nmarta.k@example.com\n\nSKILLS\nLinux, Bash, SQL';
    const doc = await readDocument(new TextEncoder().encode(text));
    const run = () =>
      generateResume({
        jobDescription: JOB,
        resume: { parsed: parseResume(doc), text: doc.text },
        format: 'txt',
      });
    expect(run).toThrow(EngineError);
    try {
      run();
    } catch (error) {
      expect((error as EngineError).code).toBe('NO_EXPERIENCE');
      expect((error as EngineError).message).toMatch(/type your roles into the form/);
      expect((error as EngineError).message).not.toMatch(/TXT|plain text/);
    }
    // Lines under an experience heading that no role could be read from are still experience.
    const loose = `${text}\n\nEXPERIENCE\nI look after the shop on weekends.`;
    await expect(generated(loose)).resolves.toBeTruthy();
  });
});
