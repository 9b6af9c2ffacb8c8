// Venues by ordinal: posting lists, the ordinals that pass a test, and the first few of many
// in an order without sorting them all.

/** An order of venues by ordinal: negative when a comes first. */
export type Compare = (a: number, b: number) => number;

/**
 * A posting list: the ordinals of the venues that have a word, ascending (ordinals are given
 * out in order), in a typed array that doubles as it fills. A word repeated in one venue's
 * words is posted once.
 */
export class OrdinalList {
  private ordinals: Int32Array;
  length = 0;

  constructor(first?: number) {
    this.ordinals = new Int32Array(first === undefined ? 0 : 4);
    if (first !== undefined) this.add(first);
  }

  add(o: number): void {
    if (this.length > 0 && this.ordinals[this.length - 1] === o) return;
    if (this.length === this.ordinals.length) {
      const grown = new Int32Array(Math.max(4, this.length * 2));
      grown.set(this.ordinals);
      this.ordinals = grown;
    }
    this.ordinals[this.length++] = o;
  }

  /** Gives back the room kept for more (after a whole load, when most lists are complete). */
  trim(): void {
    if (this.ordinals.length > this.length) this.ordinals = this.ordinals.slice(0, this.length);
  }

  /** The ordinals, ascending (a view: valid until the next add). */
  view(): Int32Array {
    return this.ordinals.subarray(0, this.length);
  }

  forEach(visit: (o: number) => void): void {
    for (let i = 0; i < this.length; i++) visit(this.ordinals[i]!);
  }

  /** Whether the list holds the ordinal (binary search). */
  has(o: number): boolean {
    let low = 0;
    let high = this.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.ordinals[mid]! < o) low = mid + 1;
      else high = mid;
    }
    return low < this.length && this.ordinals[low] === o;
  }
}

/**
 * The first index at or after `from` of an ascending list whose ordinal is at least `o` (the
 * list's length when none is): by steps that double, then halving, so reading a list on through
 * ascending ordinals costs what merging it would when they are alike, and a few binary searches
 * when the list is much the longer.
 */
export function firstAtLeastFrom(list: Int32Array, from: number, o: number): number {
  if (from >= list.length || list[from]! >= o) return from;
  let below = from;
  let step = 1;
  while (below + step < list.length && list[below + step]! < o) {
    below += step;
    step *= 2;
  }
  let low = below + 1;
  let high = Math.min(below + step, list.length);
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list[mid]! < o) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** The list of a word no venue has. */
export const EMPTY_LIST = new OrdinalList();

/**
 * The ordinals below n that pass, ascending, in a typed array (a plain array's pushes cost 5× as
 * much): in `into` (at least n long) when given.
 */
export function ordinalsWhere(
  n: number,
  passes: (o: number) => boolean,
  into: Int32Array = new Int32Array(n),
): Int32Array {
  const found = into;
  let length = 0;
  for (let o = 0; o < n; o++) if (passes(o)) found[length++] = o;
  return found.subarray(0, length);
}

/** The first `limit` of `items` by `compare`, in order: one pass, the best kept in a heap. */
export function best(items: ArrayLike<number>, limit: number, compare: Compare): number[] {
  // A max-heap by `compare`: its root the worst of the best so far, the one a better item replaces.
  const heap: number[] = [];
  const worse = (i: number, j: number) => compare(heap[i]!, heap[j]!) > 0;
  // Not a destructuring swap: that makes an array each time, thousands a search.
  const swap = (i: number, j: number) => {
    const held = heap[i]!;
    heap[i] = heap[j]!;
    heap[j] = held;
  };
  for (let next = 0; next < items.length; next++) {
    const item = items[next]!;
    if (heap.length < limit) {
      heap.push(item);
      for (let i = heap.length - 1; i > 0 && worse(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (limit > 0 && compare(item, heap[0]!) < 0) {
      heap[0] = item;
      for (let i = 0; ;) {
        const left = 2 * i + 1;
        const right = left + 1;
        let largest = i;
        if (left < heap.length && worse(left, largest)) largest = left;
        if (right < heap.length && worse(right, largest)) largest = right;
        if (largest === i) break;
        swap(i, largest);
        i = largest;
      }
    }
  }
  return heap.sort(compare);
}

/** A column's values compared ascending (1) or descending (-1), nulls (NaN) last either way. */
export function nullsLast(column: number[], a: number, b: number, direction: 1 | -1): number {
  const x = column[a]!;
  const y = column[b]!;
  if (Number.isNaN(x) || Number.isNaN(y)) return Number(Number.isNaN(x)) - Number(Number.isNaN(y));
  return direction * (x - y);
}

type ScratchArray = Int32Array | Uint8Array | Float64Array;

/**
 * Typed arrays of a venue's worth each (n long) that a search borrows by name and the next search
 * borrows again: the same memory every time. A search of the resident copy is synchronous, so no
 * two searches hold one at once; what a search returns never holds one. Made afresh by every
 * search, these arrays (1-3 MB a word search at 100,000 venues) live outside the JS heap, and V8
 * answers that much outside memory with full mark-compacts of the whole heap, resident copy
 * included: the longest pauses of a loaded api (BENCHMARKS.md, "Search ceiling").
 */
export class ScratchArrays {
  private readonly held = new Map<string, ScratchArray>();

  /** `n` elements, all 0 when `zeroed` (else as the last search left them). */
  int32(name: string, n: number, zeroed: boolean): Int32Array {
    return this.borrow(name, n, zeroed, (size) => new Int32Array(size)) as Int32Array;
  }

  uint8(name: string, n: number, zeroed: boolean): Uint8Array {
    return this.borrow(name, n, zeroed, (size) => new Uint8Array(size)) as Uint8Array;
  }

  float64(name: string, n: number, zeroed: boolean): Float64Array {
    return this.borrow(name, n, zeroed, (size) => new Float64Array(size)) as Float64Array;
  }

  private borrow(name: string, n: number, zeroed: boolean, make: (size: number) => ScratchArray): ScratchArray {
    let array = this.held.get(name);
    if (!array || array.length < n) {
      // A quarter more than asked: the copy grows by a few venues at a time as writes arrive.
      array = make(n + (n >> 2));
      this.held.set(name, array);
      return array.subarray(0, n);
    }
    const borrowed = array.subarray(0, n);
    if (zeroed) borrowed.fill(0);
    return borrowed;
  }
}
