// The facet-bit layouts stored with the PostgreSQL engine's index (search_index_meta): the live
// one, which every document's facet_bits are written in and every process reads them by, and,
// while a rebuild builds another beside it, the next one, written into facet_bits_next
// (migration 0062_b). A layout is stored as its fingerprint ('facet_layout') and its keys
// ('facet_layout_keys'); keys whose hash is not the fingerprint are a layout nobody can read
// (an index from before the keys were stored, built with another vocabulary): searches are then
// refused until a rebuild, as they always were. The rows are read and written by
// search-index-meta.repository.ts.
import type { DataSource, EntityManager } from 'typeorm';
import { FACET_LAYOUT, FacetLayout } from './facet-bits';
import { SearchIndexMetaRepository } from './search-index-meta.repository';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

export interface StoredFacetLayouts {
  /** The layout the documents' facet_bits are in; null when it cannot be read back. */
  live: FacetLayout | null;
  /** The layout a rebuild is writing into facet_bits_next, if one is. */
  next: FacetLayout | null;
}

const meta = new SearchIndexMetaRepository();

/** Layouts read back, by their stored keys: a handful in a process's life. */
const READ_BACK = new Map<string, FacetLayout>([[JSON.stringify(FACET_LAYOUT.keys), FACET_LAYOUT]]);

function layoutOf(keys: string): FacetLayout {
  let layout = READ_BACK.get(keys);
  if (!layout) {
    if (READ_BACK.size > 16) READ_BACK.clear();
    READ_BACK.set(keys, (layout = new FacetLayout(JSON.parse(keys) as string[])));
  }
  return layout;
}

export async function storedFacetLayouts(db: Queryable): Promise<StoredFacetLayouts> {
  const stored = await meta.layoutRows(db);
  const fingerprint = stored.get('facet_layout');
  const keys = stored.get('facet_layout_keys');
  let live: FacetLayout | null = null;
  if (keys !== undefined) {
    const layout = layoutOf(keys);
    if (layout.fingerprint === fingerprint) live = layout;
  } else if (fingerprint === FACET_LAYOUT.fingerprint) live = FACET_LAYOUT;
  const next = stored.get('facet_layout_next');
  return { live, next: next === undefined ? null : layoutOf(next) };
}

/** Records the layout the documents' facet_bits are in now, and that none is being built. */
export async function recordLiveLayout(tx: Queryable, layout: FacetLayout): Promise<void> {
  await meta.recordLiveLayout(tx, layout.fingerprint, JSON.stringify(layout.keys));
}

/** Records the layout a rebuild builds beside the live one: every write from now on writes it too. */
export async function recordNextLayout(tx: Queryable, layout: FacetLayout): Promise<void> {
  await meta.recordNextLayout(tx, JSON.stringify(layout.keys));
}
