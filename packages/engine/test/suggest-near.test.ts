import { describe, expect, it } from 'vitest';
import { suggestNear } from '../src/spelling/suggest-near';
import { loadSpeller } from '../src/spelling/load-speller';

const words = new Set(['received', 'management', 'analyzed', 'analyses', 'cat', 'cart']);
const correct = (w: string) => words.has(w);

describe('suggestNear', () => {
  it('finds words one edit away, swaps first', () => {
    expect(suggestNear('recieved', correct)).toEqual(['received']);
    expect(suggestNear('managment', correct)).toEqual(['management']);
    expect(suggestNear('analysed', correct)).toEqual(['analyzed', 'analyses']);
    expect(suggestNear('cat', correct)).toEqual(['cart']);
  });

  it('returns nothing when no word is one edit away', () => {
    expect(suggestNear('xyzzyqq', correct)).toEqual([]);
    expect(suggestNear('x'.repeat(200), correct)).toEqual([]);
  });

  it('stays fast with the real dictionary on a word with no close match', async () => {
    const speller = await loadSpeller();
    const started = performance.now();
    for (const w of ['xyzzyqqwv', 'qwpzkxjvbnmtrl', 'implmented']) speller.suggest(w);
    expect(performance.now() - started).toBeLessThan(300);
    expect(speller.suggest('implmented')[0]).toBe('implemented');
  });
});
