// Facet values as bits. Every facet value a venue can have is a fixed per-venue yes/no
// (capacity-bucket membership included), so each search document carries a few bytes in which
// bit i is set when the venue has value i. The same bits serve two ends:
// - filters test them (the resident index by byte and mask, SQL with get_bit()), so the search
//   table needs no wide array columns;
// - facet counts: countFacetBits counts each bit of the matching documents' bits through one
//   256-bin histogram per byte. That is exact at any size and costs a millisecond or two for
//   100,000 matches.
// Changing the layout means a reindex (the indexer writes the bits). The layout's fingerprint
// is stored with the index (search_index_meta): an api whose layout differs refuses to search,
// and an indexer whose layout differs rebuilds the index first, so bits never silently shift.
import { createHash } from 'node:crypto';
import type { SearchDocument } from './search-document';
import {
  ACCESSIBILITY_FACET_VALUES,
  CAPACITY_BUCKETS,
  CATEGORY_SLUGS,
  CHAINS,
  CITY_SLUGS,
  FACET_NAMES,
  LIST_FACETS,
  TIER_NAMES,
  type FacetName,
  type Facets,
} from '@venue-finder/contract';

interface FacetBit {
  facet: FacetName;
  value: string;
  holds(doc: SearchDocument): boolean;
}

const listBits = (facet: FacetName, values: readonly string[], of: (doc: SearchDocument) => readonly string[]) =>
  values.map((value): FacetBit => ({ facet, value, holds: (doc) => of(doc).includes(value) }));

/** The layout: bit i of a document's facet bits is FACET_BITS[i]. */
export const FACET_BITS: readonly FacetBit[] = [
  ...CITY_SLUGS.map((value): FacetBit => ({ facet: 'city', value, holds: (doc) => doc.city === value })),
  ...listBits('category', CATEGORY_SLUGS, (doc) => doc.categories),
  ...CAPACITY_BUCKETS.map((bucket): FacetBit => ({
    facet: 'capacity',
    value: String(bucket.value),
    holds: (doc) => doc.capacity_max >= bucket.min && (bucket.max === null || doc.capacity_min <= bucket.max),
  })),
  ...(
    ['styles', 'meeting_facilities', 'conference_equipment', 'seating_layouts', 'bedroom_facilities'] as const
  ).flatMap((facet) => listBits(facet, LIST_FACETS[facet].values, (doc) => doc[LIST_FACETS[facet].field])),
  ...CHAINS.map((value): FacetBit => ({ facet: 'chain', value, holds: (doc) => doc.chain === value })),
  // Wheelchair access is a filter of its own, stored as the first accessibility bit.
  ...listBits('accessibility', ACCESSIBILITY_FACET_VALUES, (doc) => doc.accessibility),
  ...listBits('verified', TIER_NAMES, (doc) => doc.programme_tiers),
];

/** What the layout is, in one hash: the facet values in bit order. */
export const FACET_LAYOUT_FINGERPRINT = createHash('sha256')
  .update(FACET_BITS.map((bit) => `${bit.facet}:${bit.value}`).join('\n'))
  .digest('hex');

/** The length of every document's facet bits. */
export const FACET_BYTES = Math.ceil(FACET_BITS.length / 8);

const BIT_INDEX = new Map(FACET_BITS.map((bit, i) => [`${bit.facet}:${bit.value}`, i]));

/** The bit of a facet value, or undefined for a value outside the vocabulary (no venue has it). */
export function facetBit(facet: FacetName, value: string): number | undefined {
  return BIT_INDEX.get(`${facet}:${value}`);
}

/**
 * The document's facet bits. Bit i is bit i % 8 (from the least significant) of byte i / 8,
 * the numbering of PostgreSQL's get_bit(bytea, n).
 */
export function encodeFacetBits(doc: SearchDocument): Buffer {
  const bytes = Buffer.alloc(FACET_BYTES);
  FACET_BITS.forEach((bit, i) => {
    if (bit.holds(doc)) bytes[i >> 3] |= 1 << (i & 7);
  });
  return bytes;
}

/**
 * Facet counts (zero counts left out) of the documents whose facet bits are concatenated in
 * `bits`: all of them, or those numbered in `documents` (document i's bits start at byte
 * i × FACET_BYTES).
 */
export function countFacetBits(bits: Uint8Array | null, documents?: ArrayLike<number>): Facets {
  const facets = Object.fromEntries(FACET_NAMES.map((name) => [name, {}])) as Facets;
  if (!bits || bits.length === 0) return facets;
  if (bits.length % FACET_BYTES !== 0) {
    throw new Error(
      `Facet bits of ${bits.length} bytes are not whole documents of ${FACET_BYTES} bytes: ` +
        'the facet layout changed since the index was built; run a reindex',
    );
  }
  // One histogram of byte values per byte position: a pass touching each byte once.
  const histograms = new Uint32Array(FACET_BYTES * 256);
  const n = documents ? documents.length : bits.length / FACET_BYTES;
  for (let i = 0; i < n; i++) {
    const from = (documents ? documents[i]! : i) * FACET_BYTES;
    for (let byte = 0, histogram = 0; byte < FACET_BYTES; byte++, histogram += 256)
      histograms[histogram + bits[from + byte]!]!++;
  }
  FACET_BITS.forEach((bit, i) => {
    const histogram = (i >> 3) * 256;
    const mask = 1 << (i & 7);
    let count = 0;
    for (let value = mask; value < 256; value++) if (value & mask) count += histograms[histogram + value]!;
    if (count > 0) facets[bit.facet][bit.value] = count;
  });
  return facets;
}
