// Scores of one ranked answer against what is relevant (binary judgements): how much of the top
// 10 is relevant, how much of what could be there is, and whether it comes first.

export const CUTOFF = 10;

export interface QueryScore {
  /** Relevant answers in the top 10, out of the most there could be (min(10, relevant)). */
  recall: number;
  /** Discounted gain of the top 10 over the best possible ordering (binary relevance). */
  ndcg: number;
  /** Answers in the top 10 that must not be there. */
  wrong: number;
}

export function scoreRanking(
  ranked: readonly string[],
  isRelevant: (id: string) => boolean,
  relevantCount: number,
  mustNot: (id: string) => boolean = () => false,
): QueryScore {
  const top = ranked.slice(0, CUTOFF);
  const ideal = Math.min(CUTOFF, relevantCount);
  if (ideal === 0) return { recall: 1, ndcg: 1, wrong: top.filter(mustNot).length };
  const gains = top.map((id) => (isRelevant(id) ? 1 : 0));
  const dcg = gains.reduce((sum: number, gain, i) => sum + gain / Math.log2(i + 2), 0);
  let idcg = 0;
  for (let i = 0; i < ideal; i++) idcg += 1 / Math.log2(i + 2);
  return {
    recall: gains.reduce((a: number, b) => a + b, 0) / ideal,
    ndcg: dcg / idcg,
    wrong: top.filter(mustNot).length,
  };
}

export function mean(values: readonly number[]): number {
  return values.length ? values.reduce((a, b) => a + b, 0) / values.length : NaN;
}
