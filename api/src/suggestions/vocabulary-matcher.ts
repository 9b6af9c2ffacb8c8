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

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and adjacent swaps)
 * when at most `max`, else max + 1; the work stops once a whole row is beyond it.
 */
export function editDistance(a: string, b: string, max = Math.max(a.length, b.length)): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const cols = b.length + 1;
  let beforePrevious = new Int32Array(cols);
  let previous = Int32Array.from({ length: cols }, (_, j) => j);
  let current = new Int32Array(cols);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let least = i;
    for (let j = 1; j < cols; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, beforePrevious[j - 2]! + 1);
      current[j] = d;
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Typos allowed for a text of this length: none below 4 characters, one up to 7, then two. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

export function scoreTerm(text: string, term: string, words: readonly string[] = term.split(' ')): number {
  if (term.startsWith(text)) return 1;
  if (words.some((word) => word.startsWith(text))) return 0.9;
  const typos = allowedTypos(text.length);
  if (typos === 0) return 0;
  // Compare with the term, and with its beginning as long as what was typed (an unfinished word).
  let distance = editDistance(text, term, typos);
  for (const delta of [-1, 0, 1]) {
    const start = term.slice(0, text.length + delta);
    if (start) distance = Math.min(distance, editDistance(text, start, typos));
  }
  return distance <= typos ? 0.8 - 0.1 * distance : 0;
}

/** An entry's terms as matched: normalised, with their words; worked out once per vocabulary. */
interface PreparedTerm {
  term: string;
  words: string[];
}
const prepared = new WeakMap<readonly VocabularyEntry<unknown>[], PreparedTerm[][]>();

function preparedTerms<T>(entries: readonly VocabularyEntry<T>[]): PreparedTerm[][] {
  let terms = prepared.get(entries);
  if (!terms) {
    terms = entries.map((entry) =>
      entry.terms.map((raw) => {
        const term = normaliseText(raw);
        return { term, words: term.split(' ') };
      }),
    );
    prepared.set(entries, terms);
  }
  return terms;
}

export function matchVocabulary<T>(text: string, entries: readonly VocabularyEntry<T>[]): VocabularyMatch<T>[] {
  const needle = normaliseText(text);
  if (needle.length < 2) return [];
  const terms = preparedTerms(entries);
  return entries
    .map((entry, i) => ({
      value: entry.value,
      score: Math.max(...terms[i]!.map(({ term, words }) => scoreTerm(needle, term, words))),
    }))
    .filter((match) => match.score > 0)
    .sort((a, b) => b.score - a.score);
}
