import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The real resumes of the ranking set (eval/ranking/resumes.json) are ids and fields only; their
// PDFs are cached outside the repository, so this checks the table itself, never the cache.
const RANKING = path.join(import.meta.dirname, '..', 'eval', 'ranking');
const read = (file: string) => JSON.parse(readFileSync(path.join(RANKING, file), 'utf8'));
const set = read('resumes.json') as {
  perCategory: number;
  categories: Record<string, { field: string; headline: string }>;
  fieldWords: Record<string, string>;
  resumes: Record<string, { category: string; field: string }>;
};
const { fieldOrder } = read('jobs.json') as { fieldOrder: string[] };

describe('ranking set: real resumes of known category', () => {
  it('gives every resume the field its category maps to, a field of the jobs', () => {
    for (const [id, { category, field }] of Object.entries(set.resumes)) {
      expect(id).toMatch(/^\d+$/);
      expect(set.categories[category]?.field, `${id} (${category})`).toBe(field);
      expect(fieldOrder).toContain(field);
    }
  });

  it('samples no more than perCategory resumes of a category', () => {
    const counts = new Map<string, number>();
    for (const { category } of Object.values(set.resumes))
      counts.set(category, (counts.get(category) ?? 0) + 1);
    for (const [category, n] of counts) expect(n, category).toBeLessThanOrEqual(set.perCategory);
  });

  it('keeps words for every field but other, and only valid expressions', () => {
    expect(Object.keys(set.fieldWords).sort()).toEqual(
      fieldOrder.filter((f) => f !== 'other').sort(),
    );
    for (const { headline } of Object.values(set.categories))
      expect(() => new RegExp(headline, 'i')).not.toThrow();
  });
});
