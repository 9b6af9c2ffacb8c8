// Edit distances for typo tolerance (query-words.ts, rule 3), bounded: the work stops once every
// distance exceeds the typo budget. Damerau-Levenshtein (optimal string alignment), as
// Meilisearch counts: two neighbouring letters swapped are one typo, so "prjoetcor" is two. A type-ahead request compares a word with hundreds of
// others, so the table's rows are one buffer reused from call to call (the work is synchronous):
// no allocation per comparison, nothing for the garbage collector to copy while requests wait.

let rows = new Int32Array(128);

/** Room for three rows of `columns`, grown when a longer word comes. */
function threeRows(columns: number): Int32Array {
  if (rows.length < 3 * columns) rows = new Int32Array(6 * columns);
  return rows;
}

/**
 * The Damerau-Levenshtein distance of a and b when at most `max`, else max + 1. Letters are UTF-16 code
 * units, as PostgreSQL's characters for the letters and digits normalised words are made of.
 */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return nearestStart(a, b, max, a.length, a.length);
}

/**
 * The least Damerau-Levenshtein distance of `typed` from a start of `word` between `shortest` and
 * `longest` letters long (as far as the word goes) when at most `max`, else max + 1: how close
 * an unfinished word is to being the start of `word`.
 */
export function nearestStart(word: string, typed: string, max: number, shortest: number, longest: number): number {
  const last = Math.min(longest, word.length);
  const first = Math.max(0, Math.min(shortest, last));
  const columns = typed.length + 1;
  const table = threeRows(columns);
  let before = 2 * columns;
  let previous = 0;
  let current = columns;
  for (let j = 0; j < columns; j++) table[j] = j;
  let best = first === 0 ? typed.length : max + 1;
  for (let i = 1; i <= last; i++) {
    table[current] = i;
    let least = i;
    const letter = word.charCodeAt(i - 1);
    for (let j = 1; j < columns; j++) {
      const cost = letter === typed.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(table[previous + j]! + 1, table[current + j - 1]! + 1, table[previous + j - 1]! + cost);
      // Two neighbouring letters swapped: one typo.
      if (i > 1 && j > 1 && letter === typed.charCodeAt(j - 2) && word.charCodeAt(i - 2) === typed.charCodeAt(j - 1)) {
        d = Math.min(d, table[before + j - 2]! + 1);
      }
      table[current + j] = d;
      if (d < least) least = d;
    }
    if (i >= first) best = Math.min(best, table[current + typed.length]!);
    // Row minimums never fall (a swap costs no less than the diagonal before it): once a row is
    // beyond the budget, so is every longer start.
    if (least > max) break;
    const oldest = before;
    before = previous;
    previous = current;
    current = oldest;
  }
  return Math.min(best, max + 1);
}
