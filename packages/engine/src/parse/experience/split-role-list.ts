import type { TextLine } from '../../types';
import { findDateRange } from '../find-dates';

// Items that close on their own bracketed range, set apart by semicolons.
const ITEM = /[^;]*\([^()]*\d{4}[^()]*\)/g;

/**
 * Roles held at one employer written on one line, each closing on its own range in brackets and
 * set apart by semicolons ('Program Manager (Sep 2022 – Jul 2023); Campaign Organizer (Sep 2021 –
 * Sep 2022)'): one line each, so that each is read as a role of its own.
 */
export function splitRoleList(lines: TextLine[]): TextLine[] {
  return lines.flatMap((line) => {
    if (!line.text.includes(';')) return [line];
    const items = line.text.match(ITEM)?.map((item) => item.replace(/^\s*;?\s*/, '').trim());
    if (!items || items.length < 2 || items.join('; ') !== line.text.trim()) return [line];
    if (!items.every((item) => findDateRange(item) !== null)) return [line];
    return items.map((text) => ({ ...line, text }));
  });
}
