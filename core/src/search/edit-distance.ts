// Edit distances for typo tolerance (query-words.ts, rule 3), bounded: the work stops once every
// distance exceeds the typo budget. A type-ahead request compares a word with hundreds of
// others, so the table's rows are one buffer reused from call to call (the work is synchronous):
// no allocation per comparison, nothing for the garbage collector to copy while requests wait.

let rows = new Int32Array(128);

/** Room for two rows of `columns`, grown when a longer word comes. */
function twoRows(columns: number): Int32Array {
  if (rows.length < 2 * columns) rows = new Int32Array(4 * columns);
  return rows;
}

/**
 * The Levenshtein distance of a and b when at most `max`, else max + 1. Letters are UTF-16 code
 * units, as PostgreSQL's characters for the letters and digits normalised words are made of.
 */
export function levenshteinWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return nearestStart(a, b, max, a.length, a.length);
}

/**
 * The least Levenshtein distance of `typed` from a start of `word` between `shortest` and
 * `longest` letters long (as far as the word goes) when at most `max`, else max + 1: how close
 * an unfinished word is to being the start of `word`.
 */
export function nearestStart(word: string, typed: string, max: number, shortest: number, longest: number): number {
  const last = Math.min(longest, word.length);
  const first = Math.max(0, Math.min(shortest, last));
  const columns = typed.length + 1;
  const table = twoRows(columns);
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
      const d = Math.min(table[previous + j]! + 1, table[current + j - 1]! + 1, table[previous + j - 1]! + cost);
      table[current + j] = d;
      if (d < least) least = d;
    }
    if (i >= first) best = Math.min(best, table[current + typed.length]!);
    // Row minimums never fall: once a row is beyond the budget, so is every longer start.
    if (least > max) break;
    const swap = previous;
    previous = current;
    current = swap;
  }
  return Math.min(best, max + 1);
}
