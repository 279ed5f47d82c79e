#!/usr/bin/env node
// Anonymises one real JSON Resume file for the corpus, following the rules in README.md:
// the name and contacts become synthetic (drawn from a fixed seed and the person's index, the
// position of their id in sources.json), every other mention of the real name, email, phone,
// site or account names is replaced by the synthetic one, addresses, pictures, birth dates,
// certificate URLs and other people's names are removed, and everything else is kept as written.
//
//   node anonymise.mjs <id> <raw-file.json>     writes people/<id>.json
//
// The same raw file and id always give the same output, so the corpus can be rebuilt.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const SEED = 23;

// First and last names of sixteen cultures, ASCII only so emails and slugs stay well formed.
const CULTURES = [
  [
    ['Liam', 'Emma', 'Noah', 'Ruby', 'Ethan', 'Grace', 'Lucas', 'Chloe'],
    ['Carter', 'Ellis', 'Price', 'Murphy', 'Hughes', 'Bennett', 'Foster', 'Reed'],
  ],
  [
    ['Mei', 'Jun', 'Bo', 'Lan', 'Hao', 'Xin', 'Yan', 'Wei'],
    ['Zhou', 'Liu', 'Zhang', 'Chen', 'Wang', 'Huang', 'Lin', 'Xu'],
  ],
  [
    ['Njeri', 'Kiprop', 'Wanjiru', 'Otieno', 'Akinyi', 'Mwangi', 'Achieng', 'Kamau'],
    ['Kimani', 'Mwangi', 'Odhiambo', 'Wekesa', 'Chebet', 'Kariuki', 'Njoroge', 'Omondi'],
  ],
  [
    ['Amara', 'Chidi', 'Ngozi', 'Emeka', 'Ifeoma', 'Tunde', 'Kemi', 'Obinna'],
    ['Eze', 'Okafor', 'Adeyemi', 'Nwosu', 'Balogun', 'Okonkwo', 'Afolabi', 'Obi'],
  ],
  [
    ['Soo-ah', 'Ji-woo', 'Yu-na', 'Min-jun', 'Seo-yeon', 'Do-yun', 'Ha-eun', 'Ji-ho'],
    ['Yoon', 'Lim', 'Jang', 'Park', 'Kang', 'Shin', 'Han', 'Cho'],
  ],
  [
    ['Ren', 'Sakura', 'Haruto', 'Yui', 'Sota', 'Aoi', 'Riku', 'Hina'],
    ['Tanaka', 'Takahashi', 'Sato', 'Suzuki', 'Ito', 'Watanabe', 'Yamamoto', 'Nakamura'],
  ],
  [
    ['Pavel', 'Andrei', 'Elena', 'Olga', 'Dmitri', 'Irina', 'Sergei', 'Anya'],
    ['Pavlova', 'Kozlova', 'Ivanov', 'Smirnov', 'Volkov', 'Morozova', 'Sokolov', 'Lebedeva'],
  ],
  [
    ['Tariq', 'Layla', 'Omar', 'Yasmin', 'Karim', 'Nadia', 'Samir', 'Huda'],
    ['Mansour', 'Rahman', 'Haddad', 'Khalil', 'Nasser', 'Saleh', 'Farouk', 'Aziz'],
  ],
  [
    ['Rafael', 'Beatriz', 'Bruno', 'Camila', 'Isabela', 'Tiago', 'Larissa', 'Diogo'],
    ['Santos', 'Ribeiro', 'Costa', 'Ferreira', 'Almeida', 'Carvalho', 'Gomes', 'Rocha'],
  ],
  [
    ['Szymon', 'Natalia', 'Alicja', 'Jakub', 'Zofia', 'Kacper', 'Maja', 'Wiktor'],
    [
      'Dabrowska',
      'Wisniewski',
      'Kowalczyk',
      'Nowak',
      'Zielinska',
      'Lewandowski',
      'Wojcik',
      'Mazur',
    ],
  ],
  [
    ['Quang', 'Linh', 'Minh', 'Thao', 'Duc', 'Hoa', 'Tuan', 'Mai'],
    ['Hoang', 'Nguyen', 'Tran', 'Pham', 'Vu', 'Dang', 'Bui', 'Do'],
  ],
  [
    ['Arjun', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Kavya', 'Aditya', 'Meera'],
    ['Reddy', 'Sharma', 'Iyer', 'Nair', 'Gupta', 'Menon', 'Rao', 'Patel'],
  ],
  [
    ['Davide', 'Giulia', 'Matteo', 'Chiara', 'Lorenzo', 'Francesca', 'Marco', 'Elisa'],
    ['Colombo', 'Ricci', 'Greco', 'Bruno', 'Gallo', 'Conti', 'Marino', 'Romano'],
  ],
  [
    ['Diego', 'Isabela', 'Camila', 'Mateo', 'Valentina', 'Santiago', 'Lucia', 'Javier'],
    ['Castillo', 'Ramirez', 'Herrera', 'Morales', 'Ortega', 'Vargas', 'Navarro', 'Rojas'],
  ],
  [
    ['Greta', 'Lukas', 'Hanna', 'Felix', 'Lena', 'Jonas', 'Mila', 'Paul'],
    ['Wolf', 'Becker', 'Schulz', 'Hoffmann', 'Krause', 'Richter', 'Neumann', 'Braun'],
  ],
  [
    ['Deniz', 'Elif', 'Emre', 'Zeynep', 'Burak', 'Ayse', 'Can', 'Selin'],
    ['Aydin', 'Yilmaz', 'Demir', 'Kaya', 'Celik', 'Sahin', 'Ozturk', 'Arslan'],
  ],
];

/** A small seeded generator (mulberry32): the same seed always gives the same draws. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The synthetic identity of the person at this index. */
export function syntheticPerson(index) {
  const rand = generator(SEED * 100003 + index);
  const [firsts, lasts] = CULTURES[Math.floor(rand() * CULTURES.length)];
  const first = firsts[Math.floor(rand() * firsts.length)];
  const last = lasts[Math.floor(rand() * lasts.length)];
  const slug = `${first}${last}`.toLowerCase().replace(/[^a-z]/g, '');
  return {
    name: `${first} ${last}`,
    first,
    last,
    slug,
    email: `${first.toLowerCase()}.${last.toLowerCase()}@example.com`,
    phone: `+1 202-555-01${String(index % 100).padStart(2, '0')}`,
    url: `https://${slug}.example.com`,
  };
}

/** Parses JSON that may carry comments or trailing commas (as some authors' files do). */
function parseLenient(text) {
  try {
    return JSON.parse(text);
  } catch {
    const cleaned = text
      .replace(/^\uFEFF/, '')
      .replace(/("(?:[^"\\]|\\.)*")|\/\/[^\n]*|\/\*[\s\S]*?\*\//g, (m, s) => s ?? '')
      .replace(/,(\s*[}\]])/g, '$1');
    return JSON.parse(cleaned);
  }
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A list of social profiles, whatever its key (profiles, socials, contact): items name a network. */
function isProfileList(v) {
  return Array.isArray(v) && v.some((p) => p && typeof p === 'object' && 'network' in p);
}

/** The real name, contacts and account names this file gives, to be found in its text. */
function realIdentity(basics, owner) {
  const name = String(basics.name ?? '').trim();
  const parts = name
    .split(/[\s,]+/)
    .map((p) => p.replace(/[.()]/g, ''))
    .filter((p) => p.length >= 3 && /^\p{Lu}/u.test(p));
  const users = new Set();
  const profiles = Object.values(basics).filter(isProfileList).flat();
  for (const p of profiles) {
    if (p.username) users.add(String(p.username).replace(/^@/, ''));
    const m = String(p.url ?? '').match(/^https?:\/\/(?:www\.)?[^/]+\/(?:in\/|pub\/|@)?([^/?#]+)/);
    if (m) users.add(decodeURIComponent(m[1]).replace(/^@/, ''));
  }
  if (owner) users.add(owner);
  const hosts = new Set();
  for (const u of [basics.url, basics.website]) {
    const m = String(u ?? '').match(/^(?:https?:\/\/)?(?:www\.)?([^/\s]+)/);
    if (m && m[1].includes('.')) hosts.add(m[1]);
  }
  return {
    name,
    parts,
    email: basics.email ? String(basics.email) : '',
    phone: basics.phone ? String(basics.phone) : '',
    users: [...users].filter((u) => u.length >= 3 && !/^(in|pub|user|profile)$/i.test(u)),
    hosts: [...hosts],
  };
}

const PHONE =
  /(?<![\w/.#=%+-])(?:(?:\+\d{1,3}[\s.-]?)?(?:\(\d{1,5}\)[\s.-]?)?\d{2,8}(?:[\s.-]\d{2,8}){1,5}|\+?\d{9,})(?![\w/%])/g;
const DATES = /^(19|20)\d{2}([\s.-]+\d{1,2})*([\s.-]+(19|20)\d{2}([\s.-]+\d{1,2})*)*$/;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const ACCOUNT_URL =
  /(?:https?:\/\/)?(?:www\.)?(?:github\.com\/[A-Za-z0-9_-]+|linkedin\.com\/(?:in|pub)\/[A-Za-z0-9_%-]+)[^\s)"'\]]*/gi;

/** Replaces every mention of the real identity in one string value. */
function scrubText(text, real, fake) {
  let t = text;
  t = t.replace(EMAIL, () => fake.email);
  t = t.replace(PHONE, (m) =>
    m.replace(/\D/g, '').length >= 9 && !DATES.test(m.trim()) ? fake.phone : m,
  );
  for (const host of real.hosts)
    t = t.replace(new RegExp(escape(host), 'gi'), `${fake.slug}.example.com`);
  // Account links: the person's own become the synthetic account, anyone else's are removed.
  t = t.replace(ACCOUNT_URL, (m) => {
    const user = m.match(/(?:github\.com\/|\/(?:in|pub)\/)([A-Za-z0-9_%-]+)/i)?.[1] ?? '';
    const own = real.users.some((u) => u.toLowerCase() === user.toLowerCase());
    return own ? m.replace(user, fake.slug) : '';
  });
  // Links in running text that spell the real name (a personal domain, a talk's slug).
  t = t.replace(/(?:https?:\/\/|www\.)[^\s)"'\]]+/gi, (link) =>
    real.parts.reduce(
      (l, part, i) =>
        part.length >= 4
          ? l.replace(
              new RegExp(escape(part), 'gi'),
              (i === 0 ? fake.first : fake.last).toLowerCase(),
            )
          : l,
      link,
    ),
  );
  if (real.name) t = t.replace(new RegExp(escape(real.name), 'gi'), fake.name);
  real.parts.forEach((part, i) => {
    const to = i === 0 ? fake.first : fake.last;
    // A trailing "s" is a possessive written without its apostrophe ("Kevins services").
    t = t.replace(new RegExp(`(?<![\\p{L}])${escape(part)}(?=s?(?![\\p{L}]))`, 'gu'), to);
  });
  // Account names last, and only those that are not simply the first or last name.
  const parts = new Set(real.parts.map((p) => p.toLowerCase()));
  for (const user of real.users.filter((u) => !parts.has(u.toLowerCase()))) {
    t = t.replace(new RegExp(`(?<![A-Za-z0-9])${escape(user)}(?![A-Za-z0-9])`, 'gi'), fake.slug);
  }
  return t;
}

/** True when a URL points at the person's own accounts or site, or at someone else's account. */
function personalUrl(url, real) {
  const u = String(url).toLowerCase();
  if (real.hosts.some((h) => u.includes(h.toLowerCase()))) return true;
  if (real.users.some((n) => u.includes(n.toLowerCase()))) return true;
  if (real.parts.some((p) => p.length >= 4 && u.includes(p.toLowerCase()))) return true;
  return /(github\.com\/|linkedin\.com\/(in|pub)\/)/.test(u);
}

/** Walks the resume, scrubbing strings and dropping personal URLs outside basics. */
function scrubDeep(value, real, fake) {
  if (typeof value === 'string') return scrubText(value, real, fake);
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, real, fake));
  if (value && typeof value === 'object') {
    const out = {};
    for (const [k, v] of Object.entries(value)) {
      if (
        /^(url|website|link|github|repository)$/i.test(k) &&
        typeof v === 'string' &&
        personalUrl(v, real)
      )
        continue;
      out[k] = scrubDeep(v, real, fake);
    }
    return out;
  }
  return value;
}

/** The profile URL of the synthetic person on one network. */
function profileUrl(network, slug) {
  const n = String(network ?? '').toLowerCase();
  if (n.includes('linkedin')) return `https://www.linkedin.com/in/${slug}`;
  if (n.includes('github')) return `https://github.com/${slug}`;
  const host = n.replace(/[^a-z0-9]/g, '') || 'profile';
  return `https://${host}.com/${slug}`;
}

/** Older schema keys mapped to the current ones (company to name, website to url). */
function modernise(resume) {
  const r = { ...resume };
  if (!r.work && Array.isArray(r.experience)) {
    r.work = r.experience;
    delete r.experience;
  }
  r.work = (r.work ?? []).map((w) => {
    if (w && w.company && !w.name) {
      const { company, ...rest } = w;
      return { name: company, ...rest };
    }
    return w;
  });
  return r;
}

/** The synthetic basics: name and contacts replaced, address and pictures removed, order kept. */
function anonymiseBasics(basics, real, fake) {
  const out = {};
  for (const [k, v] of Object.entries(basics)) {
    if (/image|picture|photo|avatar|birth|^dob$/i.test(k)) continue;
    if (k === 'name') out.name = fake.name;
    else if (k === 'email') out.email = v ? fake.email : v;
    else if (k === 'phone') out.phone = v ? fake.phone : v;
    else if (k === 'url' || k === 'website') out.url = v ? fake.url : v;
    else if (k === 'location' && v && typeof v === 'object') {
      const { address: _a, postalCode: _p, ...loc } = v;
      out.location = scrubDeep(loc, real, fake);
    } else if (isProfileList(v)) {
      out[k] = v.map(({ username, url, ...p }) => ({
        ...scrubDeep(p, real, fake),
        ...(username ? { username: fake.slug } : {}),
        ...(url ? { url: profileUrl(p.network, fake.slug) } : {}),
      }));
    } else out[k] = scrubDeep(v, real, fake);
  }
  if (!out.name) out.name = fake.name;
  return out;
}

/** The anonymised resume for one raw file and index. */
export function anonymise(raw, index, owner) {
  const resume = modernise(parseLenient(raw));
  const basics = resume.basics ?? {};
  const real = realIdentity(basics, owner);
  const fake = syntheticPerson(index);
  const out = {};
  for (const [k, v] of Object.entries(resume)) {
    out[k] = k === 'basics' ? anonymiseBasics(v ?? {}, real, fake) : scrubDeep(v, real, fake);
  }
  // Other people's names: references keep their text but not who gave it.
  if (Array.isArray(out.references)) {
    out.references = out.references.map((r, i) => ({ ...r, name: `Reference ${i + 1}` }));
  }
  for (const c of Array.isArray(out.certificates) ? out.certificates : []) {
    delete c.url;
    delete c.number;
    delete c.credentialId;
  }
  for (const p of Array.isArray(out.publications) ? out.publications : []) delete p.authors;
  return out;
}

if (process.argv[1] === import.meta.filename) {
  const [id, rawFile] = process.argv.slice(2);
  const sources = JSON.parse(readFileSync(path.join(here, 'sources.json'), 'utf8'));
  const index = Object.keys(sources).indexOf(id);
  if (index < 0) throw new Error(`${id} is not in sources.json`);
  const owner = sources[id].repo.split('/')[0];
  const out = anonymise(readFileSync(rawFile, 'utf8'), index, owner);
  writeFileSync(path.join(here, 'people', `${id}.json`), `${JSON.stringify(out, null, 2)}\n`);
}
