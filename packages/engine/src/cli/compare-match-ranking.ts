/** The match ranking's totals, as the baseline keeps them. */
export interface MatchRankingFigures {
  /** Own-field resume x other-field resume pairs, over every job. */
  pairs: number;
  /** Of those, the pairs where the own-field resume matched the job better. */
  inOrder: number;
}

/**
 * The ranking against the baseline: fewer pairs in order is a fall, more a gain. A different
 * number of pairs means the classification changed, and nothing is compared.
 */
export function compareMatchRanking(
  current: MatchRankingFigures,
  baseline: MatchRankingFigures,
): { falls: string[]; gains: string[] } {
  if (current.pairs !== baseline.pairs || current.inOrder === baseline.inOrder)
    return { falls: [], gains: [] };
  const line = `match ranking went from ${baseline.inOrder} to ${current.inOrder} of ${current.pairs} pairs in order`;
  return current.inOrder > baseline.inOrder
    ? { falls: [], gains: [line] }
    : { falls: [line], gains: [] };
}
