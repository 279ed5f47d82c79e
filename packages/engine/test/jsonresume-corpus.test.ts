import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The JSON Resume corpus: real people's files with synthetic names and contacts (see its README).
const corpus = path.join(import.meta.dirname, '..', 'eval', 'jsonresume');
const people = path.join(corpus, 'people');
const FIELDS = [
  'software',
  'data',
  'design',
  'marketing',
  'sales',
  'finance',
  'hr',
  'healthcare',
  'education',
  'operations',
  'legal',
  'research',
  'other',
];
// Organisations whose GitHub pages name no person (the schema's own home, a company, a conference).
const PUBLIC_GITHUB = new Set(['jsonresume', 'speechmatics', 'codeengn']);
// The shapes the synthetic contacts take (example.com is reserved; 555-01xx numbers are fictional).
const SYNTHETIC_EMAIL = /^[a-z-]+\.[a-z-]+@example\.com$/;
const SYNTHETIC_PHONE = /^\+1 202-555-01\d\d$/;

interface Profile {
  username?: string;
  url?: string;
}
interface Resume {
  basics?: { name?: string; email?: string; phone?: string; url?: string; profiles?: Profile[] };
  work?: { name?: string; position?: string }[];
}

const files = readdirSync(people).filter((f) => f.endsWith('.json'));
const sources = JSON.parse(readFileSync(path.join(corpus, 'sources.json'), 'utf8')) as Record<
  string,
  { repo: string; commit: string; path: string; field: string }
>;

/** Every match of a global pattern in a text. */
function all(text: string, re: RegExp): string[] {
  return [...text.matchAll(re)].map((m) => m[1] ?? m[0]);
}

/** Runs of digits set like a phone number, with nine or more digits, that are not date ranges. */
function phoneLike(text: string): string[] {
  const runs = all(
    text,
    /(?<![\w/.#=%+-])(?:(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,8}(?:[\s.-]\d{2,8}){1,5}|\+?\d{9,})(?![\w/%])/g,
  );
  const dates = /^(19|20)\d{2}([\s.-]+\d{1,2})*([\s.-]+(19|20)\d{2}([\s.-]+\d{1,2})*)*$/;
  return runs.filter((r) => r.replace(/\D/g, '').length >= 9 && !dates.test(r.trim()));
}

describe('JSON Resume corpus', () => {
  it('holds the files sources.json lists, and no others', () => {
    expect(files.length).toBeGreaterThan(0);
    expect(files.map((f) => f.replace(/\.json$/, '')).sort()).toEqual(Object.keys(sources).sort());
    for (const s of Object.values(sources)) {
      expect(s.repo).toMatch(/^[\w.-]+\/[\w.-]+$/);
      expect(s.commit).toMatch(/^[0-9a-f]{40}$/);
      expect(s.path).toMatch(/\.json$/);
      expect(FIELDS).toContain(s.field);
    }
  });

  it.each(files)('%s is a resume with synthetic contacts only', (file) => {
    const text = readFileSync(path.join(people, file), 'utf8');
    const resume = JSON.parse(text) as Resume;
    const basics = resume.basics ?? {};
    expect(basics.name?.trim()).toBeTruthy();
    expect((resume.work ?? []).some((w) => (w.position || w.name || '').trim())).toBe(true);

    const emails = all(text, /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g);
    // Contacts met elsewhere in the text (a reference's, a mailto link) were made synthetic too.
    expect(emails.filter((e) => e !== basics.email && !SYNTHETIC_EMAIL.test(e))).toEqual([]);
    expect(phoneLike(text).filter((p) => p !== basics.phone && !SYNTHETIC_PHONE.test(p))).toEqual(
      [],
    );

    // The synthetic account name is the synthetic name run together.
    const slug = (basics.name ?? '').toLowerCase().replace(/[^a-z]/g, '');
    const users = new Set([slug, ...(basics.profiles ?? []).map((p) => p.username?.toLowerCase())]);
    const own = (u: string) => users.has(u.toLowerCase()) || PUBLIC_GITHUB.has(u.toLowerCase());
    const accounts = [
      ...all(text, /github\.com\/([A-Za-z0-9_-]+)/gi),
      ...all(text, /linkedin\.com\/(?:in|pub)\/([A-Za-z0-9_%-]+)/gi),
    ];
    expect(accounts.filter((u) => !own(u))).toEqual([]);
    if (basics.url) expect(basics.url).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com$/);
  });
});
