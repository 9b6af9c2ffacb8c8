// Matches what a planner typed against the fixed vocabulary (cities, categories), forgiving
// typos ('manchster', 'edinbrugh') and unfinished words ('birm'). Engine-independent, so the
// type-ahead behaves the same on PostgreSQL and Meilisearch.

import { normaliseText } from '@venue-finder/contract';

export interface VocabularyEntry<T> {
  value: T;
  /** The name and other ways people say it ('conference venues', 'conferences'). */
  terms: string[];
}

export interface VocabularyMatch<T> {
  value: T;
  /** 1 for a name that starts with the text, lower for a word start or a near miss. */
  score: number;
}

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent swaps. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
    }
  }
  return d[a.length][b.length];
}

/** Typos allowed for a text of this length: none below 4 characters, one up to 7, then two. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

export function scoreTerm(text: string, term: string): number {
  if (term.startsWith(text)) return 1;
  if (term.split(' ').some((word) => word.startsWith(text))) return 0.9;
  const typos = allowedTypos(text.length);
  if (typos === 0) return 0;
  // Compare with the term, and with its beginning as long as what was typed (an unfinished word).
  const candidates = [term, ...[-1, 0, 1].map((delta) => term.slice(0, text.length + delta))];
  const distance = Math.min(...candidates.filter(Boolean).map((candidate) => editDistance(text, candidate)));
  return distance <= typos ? 0.8 - 0.1 * distance : 0;
}

export function matchVocabulary<T>(text: string, entries: VocabularyEntry<T>[]): VocabularyMatch<T>[] {
  const needle = normaliseText(text);
  if (needle.length < 2) return [];
  return entries
    .map((entry) => ({
      value: entry.value,
      score: Math.max(...entry.terms.map((term) => scoreTerm(needle, normaliseText(term)))),
    }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score);
}
