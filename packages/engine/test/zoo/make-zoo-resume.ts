import { seededRandom, type SeededRandom } from '../fuzz/seeded-random';
import { CAREER_TRACKS } from './career-tracks';
import * as words from './people-words';
import type { ZooEntry, ZooMonth, ZooResume } from './zoo-resume';

/** Options that force a part of the model a layout needs. */
export interface ZooResumeOptions {
  /** Two consecutive roles at one company; left to the seed when unset. */
  promotion?: boolean;
}

// Dates are counted back from a fixed month so a seed gives the same resume in any year.
const LAST_MONTH = 2025 * 12 + 5;
const MAX_ACHIEVEMENTS = 12;

const toMonth = (index: number): ZooMonth => ({
  year: Math.floor(index / 12),
  month: (index % 12) + 1,
});

function shuffled<T>(random: SeededRandom, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

const between = (random: SeededRandom, low: number, high: number) =>
  low + random.int(high - low + 1);

/** Replaces {pct}, {n}, {k}, {h} and {rate} with plausible numbers. */
function fillNumbers(random: SeededRandom, text: string): string {
  const ranges: Record<string, [number, number]> = {
    pct: [8, 45],
    n: [3, 12],
    k: [4, 48],
    h: [6, 40],
    rate: [91, 99],
  };
  return text.replace(/\{(\w+)\}/g, (_, key: string) => {
    const [low, high] = ranges[key]!;
    // Thousands of dollars come in tens so they read like real figures (40K, 120K).
    return String(between(random, low, high) * (key === 'k' ? 10 : 1));
  });
}

/** How many achievements each role gets: 2-5, but no more than the track has written. */
function achievementCounts(random: SeededRandom, roles: number): number[] {
  const counts = Array.from({ length: roles }, () => between(random, 2, 5));
  while (counts.reduce((a, b) => a + b, 0) > MAX_ACHIEVEMENTS) {
    const largest = counts.indexOf(Math.max(...counts));
    counts[largest]! -= 1;
  }
  return counts;
}

/** A side entry (volunteer or leadership) from one of the written-out examples. */
function sideEntry(random: SeededRandom, kind: 'volunteer' | 'leadership', city: string): ZooEntry {
  const source = random.pick(kind === 'volunteer' ? words.VOLUNTEER_ROLES : words.LEADERSHIP_ROLES);
  const start = LAST_MONTH - between(random, 24, 72);
  const ended = random.next() < 0.5;
  return {
    kind,
    title: source.title,
    company: source.company,
    location: city,
    start: toMonth(start),
    end: ended ? toMonth(start + between(random, 12, 20)) : null,
    achievements: shuffled(random, source.achievements).slice(0, between(random, 2, 3)),
  };
}

/**
 * One person's resume from a seed: name, contact, 2-4 roles (newest first, optionally a
 * promotion), education, skills, a volunteer and a leadership entry, and the way they write
 * dates and bullets. The same seed and options always give the same resume.
 */
export function makeZooResume(seed: number, options: ZooResumeOptions = {}): ZooResume {
  const random = seededRandom(seed * 7919 + 17);
  const track = random.pick(CAREER_TRACKS);
  const first = random.pick(words.FIRST_NAMES);
  const last = random.pick(words.LAST_NAMES);
  const city = random.pick(words.CITIES);
  const roleCount = between(random, 2, 4);
  // Both draws happen either way, so forcing a promotion changes nothing else of the resume.
  const drawn = random.next() < 0.4;
  const promotedIndex = random.int(roleCount - 1);
  const promotedAt = (options.promotion ?? drawn) ? promotedIndex : -1;
  const companies = shuffled(random, track.companies);
  const achievements = shuffled(random, track.achievements);
  const counts = achievementCounts(random, roleCount);
  const period = random.next() < 0.5 ? '.' : '';

  // Walk from the newest role back in time; the newest is the most senior.
  let level = Math.min(3, roleCount - 1 + random.int(2));
  let end: number | null = random.next() < 0.75 ? null : LAST_MONTH - between(random, 1, 8);
  let companyIndex = 0;
  const roles: ZooEntry[] = [];
  for (let i = 0; i < roleCount; i += 1) {
    const start = (end ?? LAST_MONTH) - between(random, 14, 44);
    const written = Array.from({ length: counts[i]! }, () => {
      const [task, ...results] = achievements.pop()!.split(' | ');
      return `${fillNumbers(random, task!)}, ${fillNumbers(random, random.pick(results))}${period}`;
    });
    const remote = random.next() < 0.15;
    roles.push({
      kind: 'work',
      title: track.titles[level]!,
      company: companies[companyIndex]!,
      location: remote ? 'Remote' : i === 0 ? city : random.pick(words.CITIES),
      start: toMonth(start),
      end: end === null ? null : toMonth(end),
      achievements: written,
    });
    // Every draw happens whatever the branch, so a forced promotion changes nothing else.
    // A promotion keeps the company and steps one title down (the level is at least 1 here,
    // since it starts at roleCount - 1 or more and falls by one at most per role); the older
    // role ends the month before the newer one starts.
    const promoted = i === promotedAt;
    if (!promoted) companyIndex += 1;
    const step = random.int(2);
    const gap = between(random, 0, 3);
    level = Math.max(0, level - (promoted ? 1 : step));
    end = promoted ? start - 1 : start - gap;
  }
  // A promoted pair shares its location.
  if (promotedAt >= 0) roles[promotedAt + 1]!.location = roles[promotedAt]!.location;

  const firstStart = roles.at(-1)!.start;
  return {
    seed,
    name: `${first} ${last}`,
    email: `${first}.${last}@${random.pick(words.EMAIL_DOMAINS)}`.toLowerCase(),
    phone: `(${random.pick(words.AREA_CODES)}) 555-01${String(random.int(100)).padStart(2, '0')}`,
    city,
    roles,
    volunteer: sideEntry(random, 'volunteer', city),
    leadership: sideEntry(random, 'leadership', city),
    education: {
      degree: track.degree,
      school: random.pick(words.SCHOOLS),
      year: firstStart.year - random.int(2),
    },
    skills: shuffled(random, track.skills).slice(0, between(random, 6, 9)),
    dateStyle: {
      month: random.pick(['short', 'long', 'numeric'] as const),
      separator: random.pick(['–', '-', 'to']),
    },
    glyph: random.pick(['•', '-', '*']),
  };
}
