/**
 * Under a list label ('Highlights'), whether a line without a glyph goes on with the item above
 * it rather than opening one of its own: it starts in lowercase ('one controller per page.'), or
 * the item above stops where a phrase cannot end (a comma, a dash, 'and', 'of').
 */
export function listItemWraps(above: string, text: string): boolean {
  if (/^[\p{Ll}(&]/u.test(text)) return true;
  return /(?:[,;&–—-]|\s(?:and|or|of|the|to|with|in|for|a|an|on|by|at|from|as|into))$/i.test(
    above.trimEnd(),
  );
}
