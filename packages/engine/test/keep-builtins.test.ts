import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { keepBuiltins } from '../src/read/keep-builtins';
import { readDocument } from '../src/read-document';
import { renderPdf } from './fixtures/render-pdf';
import { strongNurse } from './fixtures/calibration-resumes';

// A toString from a fresh realm tells built-in functions ("[native code]") from replacements,
// whatever this realm's Function.prototype.toString has become.
const sourceOf = runInNewContext('Function.prototype.toString') as (this: unknown) => string;

describe('keeping built-ins', () => {
  it('puts back replaced methods and keeps added ones', async () => {
    const push = Array.prototype.push;
    const added = () => 'added';
    const result = await keepBuiltins(async () => {
      Array.prototype.push = function slowPush(this: unknown[], ...items: unknown[]) {
        return push.apply(this, items);
      };
      Object.defineProperty(Array.prototype, 'addedByLibrary', {
        value: added,
        configurable: true,
      });
      return 'loaded';
    });
    expect(result).toBe('loaded');
    expect(Array.prototype.push).toBe(push);
    expect((Array.prototype as unknown as { addedByLibrary: unknown }).addedByLibrary).toBe(added);
    delete (Array.prototype as unknown as { addedByLibrary?: unknown }).addedByLibrary;
  });

  it('leaves push and JSON native after pdf.js has read a file', async () => {
    // Standard fonts send this file through pdf.js.
    const doc = await readDocument(await renderPdf(strongNurse, 'single'));
    expect(doc.text).toContain(strongNurse.name);
    for (const fn of [Array.prototype.push, JSON.stringify, JSON.parse])
      expect(sourceOf.call(fn)).toContain('[native code]');
  });
});
