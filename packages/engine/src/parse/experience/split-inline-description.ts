import type { TextLine } from '../../types';
import { findDateRange } from '../find-dates';

/**
 * 'Pro Bono Team Lead | Acme Volunteers | 2025: Led a team that…': a role's header and its
 * description on one line, the dates and a colon between them. Cut in two, the header reads as
 * a header and the description as its achievement. The header part must name at least two
 * fields (a separator between them); the description must be a sentence.
 */
export function splitInlineDescription(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    if (line.bullet || line.text.length > 1_000) return [line];
    const dates = findDateRange(line.text);
    if (!dates) return [line];
    const end = line.text.indexOf(dates.text) + dates.text.length;
    const colon = /^\s*:\s+/.exec(line.text.slice(end));
    if (!colon) return [line];
    const head = line.text.slice(0, end).trim();
    const body = line.text.slice(end + colon[0].length).trim();
    const before = line.text.slice(0, line.text.indexOf(dates.text));
    const fields = /\s[|•·@]\s|,\s|\s[–—-]\s/.test(before);
    if (!fields || head.split(/\s+/).length > 16 || body.split(/\s+/).length < 3) return [line];
    return [
      { ...line, text: head },
      { ...line, text: body, spaceBefore: false },
    ];
  });
}
