import { describe, expect, it } from 'vitest';
import { endsWithSoftHyphen, joinHyphenated } from '../src/read/join-hyphenated';
import { linesFromText } from '../src/read/lines-from-text';

describe('joinHyphenated', () => {
  it('joins a word split before a bare ending and drops the hyphen', () => {
    expect(joinHyphenated('from analysis to deploy-', 'ment and support', false)).toBe(
      'from analysis to deployment and support',
    );
    expect(joinHyphenated('cut the require-', 'ments by half', false)).toBe(
      'cut the requirements by half',
    );
  });

  it('keeps the hyphen of a compound split at the line end', () => {
    expect(joinHyphenated('built cloud-', 'native services', false)).toBe(
      'built cloud-native services',
    );
  });

  it('joins after a soft hyphen whatever follows, and leaves separate lines alone', () => {
    expect(endsWithSoftHyphen('top 5% of submis\u00AD')).toBe(true);
    expect(joinHyphenated('top 5% of submis', 'sions)', true)).toBe('top 5% of submissions)');
    expect(joinHyphenated('Led the team', 'and shipped', false)).toBeNull();
    expect(joinHyphenated('Led the team', 'Shipped v2', true)).toBeNull();
  });

  it('is applied when reading text', () => {
    const lines = linesFromText(
      'Wrote a paper for the submis\u00AD\nsions track\nMoved to deploy-\nment',
    );
    expect(lines.map((l) => l.text)).toEqual([
      'Wrote a paper for the submissions track',
      'Moved to deployment',
    ]);
  });
});
