// Words in code-unit order (PostgreSQL's "C" collation), kept sorted as they are added, and the
// binary searches that find a start or a prefix among them.

/** Strings by UTF-16 code units: the order of PostgreSQL's "C" collation and of uuids as text. */
export function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The index of the first word greater than `word` in sorted `words`. */
export function firstAbove(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid]! <= word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The index of the first word at least `word` in sorted `words`. */
export function firstAtLeast(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (words[mid]! < word) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Words kept sorted as they are added: the added ones are sorted alone and merged in when asked. */
export class SortedWords {
  private words: string[] = [];
  private added: string[] = [];

  add(word: string): void {
    this.added.push(word);
  }

  /** Removes the words (those it lacks ignored). */
  remove(gone: ReadonlySet<string>): void {
    this.words = this.sorted().filter((word) => !gone.has(word));
  }

  sorted(): readonly string[] {
    if (this.added.length > 0) {
      const added = this.added.sort(byCodeUnits);
      const merged: string[] = [];
      let next = 0;
      for (const word of this.words) {
        while (next < added.length && added[next]! < word) merged.push(added[next++]!);
        merged.push(word);
      }
      while (next < added.length) merged.push(added[next++]!);
      this.words = merged;
      this.added = [];
    }
    return this.words;
  }
}
