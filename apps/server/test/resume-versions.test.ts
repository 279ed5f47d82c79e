import { describe, expect, it } from 'vitest';
import type { ScoreResults } from '@resumerank/contract/scoring';
import {
  groupVersions,
  type VersionCandidate,
} from '../src/services/resumes/versions/group-versions';
import { versionFilename } from '../src/services/resumes/versions/version-filename';
import { pairwiseJaccard, wordShingles } from '../src/services/resumes/versions/text-similarity';
import { lineDiff } from '../src/services/resumes/versions/line-diff';
import { changedChecks } from '../src/services/resumes/versions/changed-checks';
import { resumeText } from './helpers/resume-files';

const otherText = `Priya Shah
priya.shah@example.com
EXPERIENCE
Nurse | Mercy Hospital | Denver, CO
• Cared for 20 patients a shift in a busy emergency department
• Trained 6 new nurses on triage protocols
SKILLS
Triage, Patient care, Epic`;

function candidate(id: string, day: number, over: Partial<VersionCandidate> = {}) {
  return {
    id,
    filename: `${id}.pdf`,
    text: resumeText,
    createdAt: new Date(Date.UTC(2026, 4, day)),
    person: null,
    ...over,
  };
}

describe('versionFilename', () => {
  it('ignores extension, case, punctuation and version words', () => {
    expect(versionFilename('Jane_Doe_Resume_v2 (1).pdf')).toBe('jane doe resume');
    expect(versionFilename('jane-doe-resume.docx')).toBe('jane doe resume');
    expect(versionFilename('Jane Doe Resume FINAL.txt')).toBe('jane doe resume');
    expect(versionFilename('resume.pdf')).toBe('resume');
    expect(versionFilename('2024.pdf')).toBe('2024');
  });
});

describe('text similarity', () => {
  it('is 1 for the same text, high for a small edit and low for another resume', () => {
    const similarity = pairwiseJaccard([
      wordShingles(resumeText),
      wordShingles(resumeText),
      wordShingles(resumeText.replace('Cut order processing', 'Reduced order handling')),
      wordShingles(otherText),
      wordShingles(''),
      wordShingles(''),
    ]);
    expect(similarity(0, 1)).toBe(1);
    expect(similarity(2, 0)).toBeGreaterThan(0.8);
    expect(similarity(2, 0)).toBeLessThan(1);
    expect(similarity(0, 3)).toBeLessThan(0.1);
    expect(similarity(4, 5)).toBe(0);
  });

  it('counts each shingle once', () => {
    expect(wordShingles('a b c a b c a b c')).toHaveLength(3);
    expect(wordShingles('one two')).toHaveLength(1);
  });
});

describe('groupVersions', () => {
  it('groups the same file name and near-identical text under the oldest version', () => {
    const groups = groupVersions([
      candidate('c', 3, { filename: 'jordan-resume-v2.pdf', text: otherText }),
      candidate('a', 1, { filename: 'jordan-resume.pdf' }),
      candidate('b', 2, { filename: 'untitled.docx' }),
      candidate('d', 4, { filename: 'priya.pdf', text: otherText }),
    ]);
    // a and c share a file name, a and b their text, c and d their text: one group.
    expect([...groups.values()]).toEqual(['a', 'a', 'a', 'a']);
  });

  it('keeps a different resume apart', () => {
    const groups = groupVersions([
      candidate('a', 1, { filename: 'jordan.pdf' }),
      candidate('b', 2, { filename: 'jordan-2.pdf' }),
      candidate('x', 3, { filename: 'priya.pdf', text: otherText }),
    ]);
    expect(Object.fromEntries(groups)).toEqual({ a: 'a', b: 'a', x: 'x' });
  });

  it('never groups two people, even under one file name', () => {
    const groups = groupVersions([
      candidate('a', 1, { filename: 'resume.pdf', person: 'Jordan Ellis' }),
      candidate('b', 2, { filename: 'resume.pdf', person: 'jordan ellis' }),
      candidate('c', 3, { filename: 'resume.pdf', text: otherText, person: 'Priya Shah' }),
    ]);
    expect(Object.fromEntries(groups)).toEqual({ a: 'a', b: 'a', c: 'c' });
  });
});

describe('lineDiff', () => {
  it('answers the lines added and removed in reading order', () => {
    const before = 'Name\nA\nB\nC\n\nD';
    const after = 'Name\nA\nB2\nC\nD\nE';
    expect(lineDiff(before, after)).toEqual({ added: ['B2', 'E'], removed: ['B'] });
  });

  it('ignores blank lines and spacing, and handles empty texts', () => {
    expect(lineDiff('a  b\n\n c ', 'a b\nc')).toEqual({ added: [], removed: [] });
    expect(lineDiff('', 'x\ny')).toEqual({ added: ['x', 'y'], removed: [] });
    expect(lineDiff('x', '')).toEqual({ added: [], removed: ['x'] });
  });
});

function results(passed: Record<string, boolean>): ScoreResults {
  const check = (id: string) => ({
    id,
    label: `Label ${id}`,
    score: passed[id] ? 100 : 0,
    passed: passed[id]!,
    message: '',
    evidence: [],
  });
  const measure = (ids: string[]) => ({
    score: 50,
    checks: ids.filter((id) => id in passed).map(check),
  });
  return {
    overall_score: 50,
    breakdown: {
      impact: measure(['impact.a', 'impact.b']),
      brevity: measure(['brevity.c']),
      style: measure([]),
      skills: { ...measure(['skills.d']), hard_skills: [], soft_skills: [] },
    },
    suggestions: [],
    parsed: {} as ScoreResults['parsed'],
    engine_version: 'test',
  };
}

describe('changedChecks', () => {
  it('lists checks that flipped, leaving out those only one score ran', () => {
    const before = results({ 'impact.a': false, 'impact.b': true, 'brevity.c': true });
    const after = results({
      'impact.a': true,
      'impact.b': false,
      'brevity.c': true,
      'skills.d': true,
    });
    expect(changedChecks(before, after)).toEqual({
      nowPassing: [{ id: 'impact.a', label: 'Label impact.a', measure: 'impact' }],
      nowFailing: [{ id: 'impact.b', label: 'Label impact.b', measure: 'impact' }],
    });
    expect(changedChecks(null, after)).toEqual({ nowPassing: [], nowFailing: [] });
  });
});
