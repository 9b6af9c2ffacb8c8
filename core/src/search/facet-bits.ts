// Facet values as bits. Every facet value a venue can have is a fixed per-venue yes/no
// (capacity-bucket membership included), so each search document carries a few bytes in which
// bit i is set when the venue has value i. The same bits serve two ends:
// - filters test them (the resident index by byte and mask, SQL with get_bit()), so the search
//   table needs no wide array columns;
// - facet counts: countFacetBits counts each bit of the matching documents' bits through one
//   256-bin histogram per byte. That is exact at any size and costs a millisecond or two for
//   100,000 matches.
// A layout is a value (FacetLayout): the code's is FACET_LAYOUT, and the index's is stored with
// it (search_index_meta: its fingerprint and its keys), so a process reads the stored bits by the
// stored layout whatever its own. When the vocabulary changes (a city, a category, a chain, a
// facility, a tier), the indexer builds the bits of the code's layout beside the live ones and
// switches when every document has them (postgres-search-engine.ts, rebuild): searches are
// answered from the live layout meanwhile, and bits never silently shift.
import { createHash } from 'node:crypto';
import type { SearchDocument } from './search-document';
import {
  ACCESSIBILITY_FACET_VALUES,
  CAPACITY_BUCKETS,
  type ListFacet,
  CATEGORY_SLUGS,
  CHAINS,
  CITY_SLUGS,
  FACET_NAMES,
  LIST_FACETS,
  TIER_NAMES,
  type FacetName,
  type Facets,
} from '@venue-finder/contract';

export interface FacetBit {
  facet: FacetName;
  value: string;
  holds(doc: SearchDocument): boolean;
}

const LIST_FIELDS: Partial<Record<FacetName, ListFacet>> = {
  styles: 'styles',
  meeting_facilities: 'meeting_facilities',
  conference_equipment: 'conference_equipment',
  seating_layouts: 'seating_layouts',
  bedroom_facilities: 'bedroom_facilities',
};

/**
 * Whether a document has a facet value, from the facet and the value alone, so a layout read back
 * from its keys encodes documents as the layout that wrote them did. A capacity bucket holds by
 * its range today; a value this code no longer knows holds for no document.
 */
function holdsFor(facet: FacetName, value: string): (doc: SearchDocument) => boolean {
  const list = LIST_FIELDS[facet];
  if (list) {
    const field = LIST_FACETS[list].field;
    return (doc) => (doc[field] as readonly string[]).includes(value);
  }
  switch (facet) {
    case 'city':
      return (doc) => doc.city === value;
    case 'category':
      return (doc) => doc.categories.includes(value);
    case 'capacity': {
      const bucket = CAPACITY_BUCKETS.find((b) => String(b.value) === value);
      if (!bucket) return () => false;
      return (doc) => doc.capacity_max >= bucket.min && (bucket.max === null || doc.capacity_min <= bucket.max);
    }
    case 'chain':
      return (doc) => doc.chain === value;
    case 'accessibility':
      return (doc) => doc.accessibility.includes(value);
    case 'verified':
      return (doc) => (doc.programme_tiers as readonly string[]).includes(value);
    default:
      return () => false;
  }
}

/**
 * A facet-bit layout: bit i of a document's facet bits is `bits[i]`. Known by its keys
 * ("city:leeds", in bit order), which are stored with the index, and its fingerprint (their hash).
 */
export class FacetLayout {
  readonly bits: readonly FacetBit[];
  /** The length of every document's facet bits. */
  readonly bytes: number;
  readonly fingerprint: string;
  private readonly index: Map<string, number>;
  /** count()'s histograms, kept between counts. */
  private histograms?: Uint32Array;

  constructor(readonly keys: readonly string[]) {
    this.bits = keys.map((key) => {
      const at = key.indexOf(':');
      const facet = key.slice(0, at) as FacetName;
      const value = key.slice(at + 1);
      return { facet, value, holds: holdsFor(facet, value) };
    });
    this.bytes = Math.ceil(keys.length / 8);
    this.fingerprint = createHash('sha256').update(keys.join('\n')).digest('hex');
    this.index = new Map(keys.map((key, i) => [key, i]));
  }

  /** The bit of a facet value, or undefined for a value outside the layout (no venue has it). */
  bit(facet: FacetName, value: string): number | undefined {
    return this.index.get(`${facet}:${value}`);
  }

  /**
   * The document's facet bits. Bit i is bit i % 8 (from the least significant) of byte i / 8,
   * the numbering of PostgreSQL's get_bit(bytea, n).
   */
  encode(doc: SearchDocument): Buffer {
    const bytes = Buffer.alloc(this.bytes);
    this.bits.forEach((bit, i) => {
      if (bit.holds(doc)) bytes[i >> 3] |= 1 << (i & 7);
    });
    return bytes;
  }

  /**
   * Facet counts (zero counts left out) of the documents whose facet bits are concatenated in
   * `bits`: all of them, or those numbered in `documents` (document i's bits start at byte
   * i × bytes).
   */
  count(bits: Uint8Array | null, documents?: ArrayLike<number>): Facets {
    if (!bits || bits.length === 0) return this.facetsOf(new Int32Array(0));
    const counts = new Int32Array(this.bits.length);
    this.bitCounts(bits, documents, counts);
    return this.facetsOf(counts);
  }

  /** Each bit's count among the documents (as count() reads them), written in `counts`, one per bit. */
  bitCounts(bits: Uint8Array, documents: ArrayLike<number> | undefined, counts: Int32Array): void {
    const stride = this.bytes;
    if (bits.length % stride !== 0) {
      throw new Error(
        `Facet bits of ${bits.length} bytes are not whole documents of ${stride} bytes: ` +
          'the facet layout changed since the index was built; run a reindex',
      );
    }
    // One histogram of byte values per byte position: a pass touching each byte once. The same
    // memory each count (a count is synchronous): none made outside the heap per search.
    const histograms = (this.histograms ??= new Uint32Array(stride * 256));
    histograms.fill(0);
    const n = documents ? documents.length : bits.length / stride;
    for (let i = 0; i < n; i++) {
      const from = (documents ? documents[i]! : i) * stride;
      for (let byte = 0, histogram = 0; byte < stride; byte++, histogram += 256)
        histograms[histogram + bits[from + byte]!]!++;
    }
    for (let i = 0; i < this.bits.length; i++) {
      const histogram = (i >> 3) * 256;
      const mask = 1 << (i & 7);
      let count = 0;
      for (let value = mask; value < 256; value++) if (value & mask) count += histograms[histogram + value]!;
      counts[i] = count;
    }
  }

  /** The facets of each bit's count (bitCounts), zero counts left out; no counts, no facet values. */
  facetsOf(counts: ArrayLike<number>): Facets {
    const facets = Object.fromEntries(FACET_NAMES.map((name) => [name, {}])) as Facets;
    for (let i = 0; i < counts.length; i++) {
      const bit = this.bits[i]!;
      if (counts[i]! > 0) facets[bit.facet][bit.value] = counts[i]!;
    }
    return facets;
  }
}

const listKeys = (facet: FacetName, values: readonly (string | number)[]) => values.map((value) => `${facet}:${value}`);

/** This code's layout: what the indexer builds the index with. */
export const FACET_LAYOUT = new FacetLayout([
  ...listKeys('city', CITY_SLUGS),
  ...listKeys('category', CATEGORY_SLUGS),
  ...listKeys(
    'capacity',
    CAPACITY_BUCKETS.map((bucket) => bucket.value),
  ),
  ...(
    ['styles', 'meeting_facilities', 'conference_equipment', 'seating_layouts', 'bedroom_facilities'] as const
  ).flatMap((facet) => listKeys(facet, LIST_FACETS[facet].values)),
  ...listKeys('chain', CHAINS),
  // Wheelchair access is a filter of its own, stored as the first accessibility bit.
  ...listKeys('accessibility', ACCESSIBILITY_FACET_VALUES),
  ...listKeys('verified', TIER_NAMES),
]);

/** The code's layout, by the names its callers have always used. */
export const FACET_BITS: readonly FacetBit[] = FACET_LAYOUT.bits;
export const FACET_LAYOUT_FINGERPRINT = FACET_LAYOUT.fingerprint;
export const FACET_BYTES = FACET_LAYOUT.bytes;

export function facetBit(facet: FacetName, value: string): number | undefined {
  return FACET_LAYOUT.bit(facet, value);
}

export function encodeFacetBits(doc: SearchDocument): Buffer {
  return FACET_LAYOUT.encode(doc);
}

export function countFacetBits(bits: Uint8Array | null, documents?: ArrayLike<number>): Facets {
  return FACET_LAYOUT.count(bits, documents);
}
