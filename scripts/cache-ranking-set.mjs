// Lays out the match ranking set's job postings (packages/engine/eval/ranking/jobs.json) in the
// git-ignored .cache/ranking/jobs/<id>.txt, and its real resumes of known category (resumes.json)
// in .cache/ranking/resumes/<ID>.pdf, so that `npm run eval -- --ranking` can measure the match
// report on them. Neither is committed (their licences do not allow it, or say nothing); each is
// taken from a fetched mirror of its repository at the commit the set names:
//
//   node scripts/cache-ranking-set.mjs [--mirrors <folder>]   (default /work/.mirror)
//
// Every posting is written as plain text the way a person would paste it: a few header lines
// (title, employer, place) and the description, lists as "- " lines.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gitDirOf, mirrorsFolder, showFile } from './mirror-files.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const setFile = path.join(root, 'packages/engine/eval/ranking/jobs.json');
const resumesFile = path.join(root, 'packages/engine/eval/ranking/resumes.json');
const cache = path.join(root, '.cache/ranking/jobs');
const resumesCache = path.join(root, '.cache/ranking/resumes');

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', pound: '£' };

/** HTML entities as the characters they stand for (named ones we meet, and numeric ones). */
function unescape(text) {
  return text
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&#x([0-9a-f]+);/gi, (_, n) => String.fromCodePoint(parseInt(n, 16)))
    .replace(/&([a-z]+);/gi, (whole, name) => ENTITIES[name.toLowerCase()] ?? whole);
}

/** A description in HTML as plain text: blocks on their own lines, list items as "- ". */
function htmlToText(html) {
  const text = unescape(unescape(html))
    .replace(/<li[^>]*>/gi, '\n- ')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|h\d|ul|ol|li|tr)>/gi, '\n')
    .replace(/<[^>]+>/g, '');
  return text
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The rows of a CSV file with a header line (quoted fields may hold commas and new lines). */
function parseCsv(text) {
  const rows = [];
  let row = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  const endRow = () => {
    endField();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else field += c;
  }
  if (field || row.length) endRow();
  const [header, ...body] = rows;
  return body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
}

const header = (lines) =>
  lines
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');

/** A schema.org JobPosting record (NHS Jobs) as text. */
function fromJobPosting(raw) {
  const job = JSON.parse(raw);
  const address = job.jobLocation?.address ?? {};
  return `${header([
    ['Job Title', unescape(job.title ?? '')],
    ['Employer', unescape(job.hiringOrganization?.name ?? '')],
    ['Location', [address.addressLocality, address.addressCountry].filter(Boolean).join(', ')],
    ['Employment Type', job.employmentType],
  ])}\n\n${htmlToText(job.description ?? '')}\n`;
}

/** One row of a scraped LinkedIn CSV as text. */
function fromCsvRow(raw, jobId) {
  const row = parseCsv(raw).find((r) => r.job_id === jobId);
  if (!row) return null;
  return `${header([
    ['Job Title', row.title],
    ['Employer', row.company],
    ['Location', row.location],
  ])}\n\n${row.description.trim()}\n`;
}

/** A careers page in Markdown with a `title:` front matter as text. */
function fromMarkdown(raw) {
  const match = /^---\n([\s\S]*?)\n---\n?/.exec(raw);
  const title = match ? /title:\s*(.+)/.exec(match[1])?.[1]?.trim() : undefined;
  const body = (match ? raw.slice(match[0].length) : raw).replace(/^#+\s*/gm, '');
  return `${header([['Job Title', title]])}\n\n${body.trim()}\n`;
}

function render(source, raw) {
  if (source.path.endsWith('.json')) return fromJobPosting(raw);
  if (source.path.endsWith('.csv')) return fromCsvRow(raw, source.row.job_id);
  return fromMarkdown(raw);
}

/**
 * Writes each sampled resume's PDF (named by its ID in a folder of its category) as it is: the
 * dataset's CSV is past what a mirror holds (4 MiB), and the PDFs are its Resume_html printed.
 * Answers whether every resume was written.
 */
function cacheResumes(mirrors) {
  const { source, resumes } = JSON.parse(readFileSync(resumesFile, 'utf8'));
  const gitDir = gitDirOf(mirrors, source.repository);
  mkdirSync(resumesCache, { recursive: true });
  const missing = [];
  for (const [id, { category }] of Object.entries(resumes)) {
    const file = source.path.replace('<category>', category).replace('<ID>', id);
    const bytes = gitDir && showFile(gitDir, source.commit, file);
    if (bytes) writeFileSync(path.join(resumesCache, `${id}.pdf`), bytes);
    else missing.push(id);
  }
  const total = Object.keys(resumes).length;
  console.log(`Wrote ${total - missing.length} of ${total} resumes into ${resumesCache}.`);
  if (missing.length)
    console.log(`  missing ${missing.length} resume(s): fetch github:${source.repository}`);
  return missing.length === 0;
}

function main() {
  const mirrors = mirrorsFolder(process.argv.slice(2));
  const { jobs } = JSON.parse(readFileSync(setFile, 'utf8'));
  mkdirSync(cache, { recursive: true });
  const missing = new Map();
  const files = new Map();
  let written = 0;
  for (const [id, source] of Object.entries(jobs)) {
    const gitDir = gitDirOf(mirrors, source.repository);
    const key = `${source.repository}@${source.commit}:${source.path}`;
    if (gitDir && !files.has(key))
      files.set(key, showFile(gitDir, source.commit, source.path, 'utf8'));
    const raw = gitDir ? files.get(key) : null;
    const text = raw && render(source, raw);
    if (!text) {
      missing.set(source.repository, [...(missing.get(source.repository) ?? []), id]);
      continue;
    }
    writeFileSync(path.join(cache, `${id}.txt`), text);
    written++;
  }
  console.log(`Wrote ${written} of ${Object.keys(jobs).length} postings into ${cache}.`);
  for (const [repository, ids] of missing)
    console.log(
      `  missing ${ids.length} posting(s): fetch github:${repository} (${ids.join(', ')})`,
    );
  const resumesWritten = cacheResumes(mirrors);
  if (missing.size || !resumesWritten) process.exitCode = 1;
}

main();
