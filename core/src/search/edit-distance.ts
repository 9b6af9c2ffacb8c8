// Edit distances for typo tolerance (query-words.ts, rule 3), bounded: the work stops once every
// distance exceeds the typo budget.

/**
 * The Levenshtein distance of a and b when at most `max`, else max + 1. Letters are UTF-16 code
 * units, as PostgreSQL's characters for the letters and digits normalised words are made of.
 */
export function levenshteinWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const distances = startDistances(a, b, max);
  return Math.min(distances[a.length]!, max + 1);
}

/**
 * The Levenshtein distances of `typed` from each start of `word`: [n] for the first n letters
 * of `word`, up to n = `upTo`, each above `max` written max + 1 (and the rest once every
 * distance in a row exceeds it).
 */
export function startDistances(word: string, typed: string, max: number, upTo = word.length): Int32Array {
  const rows = Math.min(upTo, word.length);
  const found = new Int32Array(rows + 1).fill(max + 1);
  let previous = Int32Array.from({ length: typed.length + 1 }, (_, j) => j);
  let current = new Int32Array(typed.length + 1);
  found[0] = Math.min(typed.length, max + 1);
  for (let i = 1; i <= rows; i++) {
    current[0] = i;
    let least = i;
    for (let j = 1; j <= typed.length; j++) {
      const cost = word.charCodeAt(i - 1) === typed.charCodeAt(j - 1) ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (current[j]! < least) least = current[j]!;
    }
    found[i] = Math.min(current[typed.length]!, max + 1);
    if (least > max) break;
    [previous, current] = [current, previous];
  }
  return found;
}
