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

/** The three rows of the distance table, reused from call to call (the work is synchronous). */
let rows = new Int32Array(96);

/**
 * Optimal string alignment distance (insertions, deletions, substitutions and adjacent swaps)
 * between `a` and the first `bLength` letters of `b`, when at most `max`, else max + 1; the work
 * stops once a whole row is beyond it. Matching runs for every term of the vocabulary on each
 * keystroke, so it allocates nothing: no rows, no slices of `b`.
 */
export function editDistance(a: string, b: string, max = Math.max(a.length, b.length), bLength = b.length): number {
  if (Math.abs(a.length - bLength) > max) return max + 1;
  const cols = bLength + 1;
  if (rows.length < 3 * cols) rows = new Int32Array(6 * cols);
  const table = rows;
  // Offsets of the row before the previous one, the previous one and the current one.
  let beforePrevious = 0;
  let previous = cols;
  let current = 2 * cols;
  for (let j = 0; j < cols; j++) table[previous + j] = j;
  for (let i = 1; i <= a.length; i++) {
    table[current] = i;
    let least = i;
    const letter = a.charCodeAt(i - 1);
    for (let j = 1; j < cols; j++) {
      const cost = letter === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(table[previous + j]! + 1, table[current + j - 1]! + 1, table[previous + j - 1]! + cost);
      if (i > 1 && j > 1 && letter === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        d = Math.min(d, table[beforePrevious + j - 2]! + 1);
      }
      table[current + j] = d;
      if (d < least) least = d;
    }
    if (least > max) return max + 1;
    const done = beforePrevious;
    beforePrevious = previous;
    previous = current;
    current = done;
  }
  return Math.min(table[previous + bLength]!, max + 1);
}

/** Typos allowed for a text of this length: none below 4 characters, one up to 7, then two. */
const allowedTypos = (length: number) => (length < 4 ? 0 : length < 8 ? 1 : 2);

export function scoreTerm(text: string, term: string, words: readonly string[] = term.split(' ')): number {
  if (term.startsWith(text)) return 1;
  if (words.some((word) => word.startsWith(text))) return 0.9;
  const typos = allowedTypos(text.length);
  if (typos === 0) return 0;
  // Compare with the term, and with its beginning as long as what was typed, one letter fewer or
  // one more (an unfinished word).
  let distance = editDistance(text, term, typos);
  for (let length = text.length - 1; length <= text.length + 1; length++) {
    const start = Math.min(length, term.length);
    if (start > 0) distance = Math.min(distance, editDistance(text, term, typos, start));
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
  const matches: VocabularyMatch<T>[] = [];
  entries.forEach((entry, i) => {
    let score = 0;
    for (const { term, words } of terms[i]!) score = Math.max(score, scoreTerm(needle, term, words));
    if (score > 0) matches.push({ value: entry.value, score });
  });
  return matches.sort((a, b) => b.score - a.score);
}
