import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isHeldOut, splitOf } from '../src/cli/holdout';

describe('isHeldOut', () => {
  it('holds out the ids whose SHA-256, read as a number, is a multiple of 3', () => {
    // Remainders worked out apart with Python's hashlib: 'g' 0, 'a' 1, 'x__y__CV.docx' 2.
    expect(isHeldOut('g')).toBe(true);
    expect(isHeldOut('owner__repo__resume.pdf')).toBe(true);
    expect(isHeldOut('a')).toBe(false);
    expect(isHeldOut('x__y__CV.docx')).toBe(false);
    expect(splitOf('g')).toBe('holdout');
    expect(splitOf('a')).toBe('tuned');
  });

  it('agrees with the sum of the hex digits mod 3, since 16 is 1 more than a multiple of 3', () => {
    // A number in base 16 has the remainder mod 3 of the sum of its digits: a second way to the
    // same answer that does not go through BigInt.
    for (let i = 0; i < 200; i++) {
      const id = `owner${i}__repo__resume-${i}.pdf`;
      const hex = createHash('sha256').update(id).digest('hex');
      const digitSum = [...hex].reduce((sum, digit) => sum + parseInt(digit, 16), 0);
      expect(isHeldOut(id)).toBe(digitSum % 3 === 0);
    }
  });

  it('holds out about a third of many ids', () => {
    const ids = Array.from({ length: 3000 }, (_, i) => `user${i}__cv__cv_${i}.pdf`);
    const held = ids.filter(isHeldOut).length;
    expect(held).toBeGreaterThan(900);
    expect(held).toBeLessThan(1100);
  });
});
