/**
 * 'Seeking a Data Analyst role.': the one sentence of a generated summary that comes from the
 * job, and says only that the person wants it (empty when the job names no title).
 */
export function targetSentence(title: string | null): string {
  if (!title) return '';
  return `Seeking ${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title} role.`;
}

// The sentence closes the summary; the title may hold anything the job's first line did,
// full stops included ('Sr. Analyst').
const CLOSING = / ?Seeking an? .+ role\.$/;

/** A summary without its closing target sentence: the person's own facts only. */
export function withoutTarget(summary: string): string {
  return summary.replace(CLOSING, '');
}
