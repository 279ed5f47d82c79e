import { describe, expect, it } from 'vitest';
import { parseEvalArgs } from '../src/cli/parse-eval-args';

describe('parseEvalArgs', () => {
  it('resolves the folder and baseline files against where the command was typed', () => {
    expect(
      parseEvalArgs(
        ['../shared/corpus', '--check-baseline', 'packages/engine/eval-baseline.json'],
        '/work/repo',
      ),
    ).toEqual({
      folder: '/work/shared/corpus',
      checkBaseline: '/work/repo/packages/engine/eval-baseline.json',
    });
    expect(parseEvalArgs(['--write-baseline', '/tmp/b.json', 'corpus'], '/work/repo')).toEqual({
      folder: '/work/repo/corpus',
      writeBaseline: '/tmp/b.json',
    });
  });

  it('reads --generated-read-back with its corpus folder and, at most, --all-jobs', () => {
    expect(parseEvalArgs(['--generated-read-back', '../shared/corpus'], '/work/repo')).toEqual({
      folder: '/work/shared/corpus',
      generatedReadBack: 'pairs',
    });
    expect(parseEvalArgs(['--generated-read-back', 'c', '--all-jobs'], '/r')).toEqual({
      folder: '/r/c',
      generatedReadBack: 'all-jobs',
    });
    expect(() => parseEvalArgs(['--generated-read-back'], '/r')).toThrow(/needs a folder/);
    expect(() => parseEvalArgs(['--generated-read-back', 'c', 'd'], '/r')).toThrow(/unexpected d/);
    expect(() =>
      parseEvalArgs(['--generated-read-back', 'c', '--all-jobs', '--all-jobs'], '/r'),
    ).toThrow(/unexpected --all-jobs/);
  });

  it('reads --ranking alone', () => {
    expect(parseEvalArgs(['--ranking'], '/r')).toEqual({ folder: '', ranking: true });
    expect(() => parseEvalArgs(['--ranking', 'x'], '/r')).toThrow(/unexpected x/);
  });

  it('refuses a missing folder or file, an unknown flag and a second folder', () => {
    expect(() => parseEvalArgs([], '/r')).toThrow(/^Usage/);
    expect(() => parseEvalArgs(['corpus', '--check-baseline'], '/r')).toThrow(/needs a file/);
    expect(() => parseEvalArgs(['corpus', '--check-baseline', '--x'], '/r')).toThrow(
      /needs a file/,
    );
    expect(() => parseEvalArgs(['corpus', '--fast'], '/r')).toThrow(/unexpected --fast/);
    expect(() => parseEvalArgs(['corpus', 'other'], '/r')).toThrow(/unexpected other/);
  });

  it('takes the part of a set with a holdout to measure, and nothing else after --split', () => {
    expect(parseEvalArgs(['.cache/wild', '--split', 'holdout'], '/work/repo')).toEqual({
      folder: '/work/repo/.cache/wild',
      split: 'holdout',
    });
    expect(parseEvalArgs(['--split', 'tuned', 'wild'], '/r').split).toBe('tuned');
    expect(() => parseEvalArgs(['wild', '--split'], '/r')).toThrow(/needs tuned or holdout/);
    expect(() => parseEvalArgs(['wild', '--split', 'all'], '/r')).toThrow(/needs tuned or holdout/);
    expect(() =>
      parseEvalArgs(['wild', '--split', 'tuned', '--check-baseline', 'b.json'], '/r'),
    ).toThrow(/no baseline/);
  });

  it('reads --scans with a folder and its part, never with a baseline', () => {
    expect(parseEvalArgs(['wild', '--scans', '--split', 'tuned'], '/r')).toEqual({
      folder: '/r/wild',
      scans: true,
      split: 'tuned',
    });
    expect(() => parseEvalArgs(['wild', '--scans', '--check-baseline', 'b.json'], '/r')).toThrow(
      /--scans has no baseline/,
    );
  });
});
