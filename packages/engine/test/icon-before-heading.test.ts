import { describe, expect, it } from 'vitest';
import { dropIconBeforeHeading } from '../src/ocr/icon-before-heading';
import type { TextLine } from '../src/types';

const line = (text: string, extra: Partial<TextLine> = {}): TextLine => ({
  text,
  page: 1,
  fontSize: 10,
  emphasis: false,
  bullet: false,
  ...extra,
});

describe('an icon OCR read before a section heading', () => {
  it('goes, whether OCR took it for a bullet or for symbols', () => {
    expect(dropIconBeforeHeading(line('EDUCATION', { bullet: true }), 10)).toMatchObject({
      text: 'EDUCATION',
      bullet: false,
    });
    expect(dropIconBeforeHeading(line('£7 SKILLS'), 10).text).toBe('SKILLS');
    expect(dropIconBeforeHeading(line('%¥ WORK EXPERIENCE'), 10).text).toBe('WORK EXPERIENCE');
    // A heading in larger type, not in capitals.
    expect(dropIconBeforeHeading(line('= Experience', { fontSize: 13 }), 10).text).toBe(
      'Experience',
    );
  });

  it('leaves list items and lines that are no heading as they are', () => {
    const item = line('Leadership', { bullet: true });
    expect(dropIconBeforeHeading(item, 10)).toBe(item);
    const skill = line('• Python, SQL', { bullet: true });
    expect(dropIconBeforeHeading(skill, 10)).toBe(skill);
    const money = line('$5 SAVINGS');
    expect(dropIconBeforeHeading(money, 10)).toBe(money);
  });
});
