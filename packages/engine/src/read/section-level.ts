/**
 * The heading level that names a document's sections: the shallowest level used more than once
 * (or the shallowest used at all). A name set as the only level-1 heading stays above it; deeper
 * headings ('Engineer, Acme' in Heading 3 under Heading 2 sections) are entries within sections,
 * so readers emphasise them without marking them as section headings. Levels are 1-based; 0 is
 * no heading.
 */
export function sectionLevel(levels: Iterable<number>): number {
  const counts = new Map<number, number>();
  for (const level of levels) if (level > 0) counts.set(level, (counts.get(level) ?? 0) + 1);
  const repeated = [...counts].filter(([, n]) => n > 1).map(([level]) => level);
  return Math.min(...(repeated.length ? repeated : [...counts.keys()]));
}
