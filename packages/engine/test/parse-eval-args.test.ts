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

  it('refuses a missing folder or file, an unknown flag and a second folder', () => {
    expect(() => parseEvalArgs([], '/r')).toThrow(/^Usage/);
    expect(() => parseEvalArgs(['corpus', '--check-baseline'], '/r')).toThrow(/needs a file/);
    expect(() => parseEvalArgs(['corpus', '--check-baseline', '--x'], '/r')).toThrow(
      /needs a file/,
    );
    expect(() => parseEvalArgs(['corpus', '--fast'], '/r')).toThrow(/unexpected --fast/);
    expect(() => parseEvalArgs(['corpus', 'other'], '/r')).toThrow(/unexpected other/);
  });
});
