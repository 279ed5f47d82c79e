/** Text with every whitespace character removed (readers differ in where they put spaces). */
export function squeeze(text: string): string {
  return text.replace(/\s+/g, '');
}

/**
 * Length of the shortest edit script (insertions and deletions) turning `a` into `b`, by Myers'
 * O((N+M)D) algorithm on code points. Near-equal texts cost little; `limit` bounds the work on
 * very different ones (the answer is then `limit`).
 */
export function editDistance(a: string, b: string, limit = 20_000): number {
  const x = Array.from(a);
  const y = Array.from(b);
  const n = x.length;
  const m = y.length;
  const max = Math.min(n + m, limit);
  const v = new Int32Array(2 * max + 3);
  const off = max + 1;
  for (let d = 0; d <= max; d += 1) {
    for (let k = -d; k <= d; k += 2) {
      let i =
        k === -d || (k !== d && v[off + k - 1]! < v[off + k + 1]!)
          ? v[off + k + 1]!
          : v[off + k - 1]! + 1;
      let j = i - k;
      while (i < n && j < m && x[i] === y[j]) {
        i += 1;
        j += 1;
      }
      v[off + k] = i;
      if (i >= n && j >= m) return d;
    }
  }
  return limit;
}

/**
 * Character-level agreement of two texts after whitespace is removed: the share of characters
 * both have in the same order (1 - edits / (|a| + |b|)), so 1 means the same text.
 */
export function agreement(a: string, b: string): number {
  const x = squeeze(a);
  const y = squeeze(b);
  const total = Array.from(x).length + Array.from(y).length;
  if (total === 0) return 1;
  return 1 - editDistance(x, y) / total;
}

/** The characters one text has more (+) or fewer (-) of than the other, most different first. */
export function characterDifferences(a: string, b: string, top = 4): string {
  const counts = new Map<string, number>();
  for (const c of squeeze(a)) counts.set(c, (counts.get(c) ?? 0) + 1);
  for (const c of squeeze(b)) counts.set(c, (counts.get(c) ?? 0) - 1);
  const shown = (c: string) => {
    const code = c.codePointAt(0)!;
    return code < 0x21 || (code > 0x7e && code < 0xa1) || code === 0xad || code >= 0xfb00
      ? `U+${code.toString(16).toUpperCase().padStart(4, '0')}`
      : c === '|'
        ? '\\|'
        : c;
  };
  return [...counts]
    .filter(([, n]) => n !== 0)
    .sort((p, q) => Math.abs(q[1]) - Math.abs(p[1]))
    .slice(0, top)
    .map(([c, n]) => `${shown(c)} ${n > 0 ? '+' : ''}${n}`)
    .join(', ');
}
