import type { TextLine } from '../types';
import { EngineError } from '../engine-error';
import { linesFromText } from './lines-from-text';

type Json = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const list = (v: unknown): Json[] =>
  Array.isArray(v) ? (v.filter((x) => x && typeof x === 'object') as Json[]) : [];

function dated(entry: Json): string {
  const start = str(entry.startDate);
  const end = str(entry.endDate) || (start ? 'Present' : '');
  return start ? `${start} – ${end}` : '';
}

/**
 * Reads a JSON Resume (jsonresume.org schema) by writing it out as the plain-text resume it
 * describes, so the same parser and checks apply. Returns the object too, for exact fields.
 */
export function readJsonResume(text: string): { lines: TextLine[]; structured: Json } {
  let data: Json;
  try {
    data = JSON.parse(text) as Json;
  } catch {
    throw new EngineError('MALFORMED', 'The file looks like JSON but could not be read.');
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new EngineError('MALFORMED');
  const basics = (data.basics ?? {}) as Json;
  const location = (basics.location ?? {}) as Json;
  const out: string[] = [str(basics.name), str(basics.label)];
  out.push(
    [
      str(basics.email),
      str(basics.phone),
      [str(location.city), str(location.region)].filter(Boolean).join(', '),
      str(basics.url),
    ]
      .filter(Boolean)
      .join(' | '),
  );
  if (str(basics.summary)) out.push('', '# Summary', str(basics.summary));
  const work = list(data.work);
  if (work.length) {
    out.push('', '# Work');
    for (const job of work) {
      out.push(
        '',
        [str(job.position), str(job.name ?? job.company)].filter(Boolean).join(', '),
        dated(job),
      );
      if (str(job.summary)) out.push(str(job.summary));
      for (const h of Array.isArray(job.highlights) ? job.highlights : []) out.push(`- ${str(h)}`);
    }
  }
  const education = list(data.education);
  if (education.length) {
    out.push('', '# Education');
    for (const e of education)
      out.push(
        [str(e.studyType), str(e.area), str(e.institution)].filter(Boolean).join(', '),
        dated(e),
      );
  }
  const skills = list(data.skills);
  if (skills.length) {
    out.push('', '# Skills');
    for (const s of skills) {
      const words = Array.isArray(s.keywords) ? s.keywords.map(str).filter(Boolean) : [];
      out.push([str(s.name), words.join(', ')].filter(Boolean).join(': '));
    }
  }
  for (const key of [
    'projects',
    'volunteer',
    'awards',
    'publications',
    'certificates',
    'languages',
    'interests',
    'references',
  ]) {
    const entries = list(data[key]);
    if (!entries.length) continue;
    out.push('', `# ${key[0]!.toUpperCase()}${key.slice(1)}`);
    for (const e of entries) {
      out.push(
        [
          str(e.name ?? e.title ?? e.organization ?? e.language ?? e.awarder),
          str(e.position ?? e.fluency ?? e.publisher ?? e.issuer),
        ]
          .filter(Boolean)
          .join(', '),
      );
      if (str(e.summary ?? e.reference)) out.push(str(e.summary ?? e.reference));
      for (const h of Array.isArray(e.highlights) ? e.highlights : []) out.push(`- ${str(h)}`);
    }
  }
  return { lines: linesFromText(out.join('\n')), structured: data };
}
