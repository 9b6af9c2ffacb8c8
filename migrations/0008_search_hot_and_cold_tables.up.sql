-- The search index in two tables. Counting a results page's total and facets reads every
-- matching row, and with the cards, word vectors and arrays inline each row was 2.3 kB: at
-- 100,000 venues a London search read 14,000 pages. Now search_documents keeps only what
-- filters, sorts and facet counts read (about 180 bytes a row), with the facet values as bits
-- (core/src/search/facet-bits.ts), and search_document_details keeps what is read for the
-- page's cards and for word search. Both are derived data: they start empty and the indexer
-- rewrites every published venue (queued below), or run `npm run reindex`.
DROP TABLE search_name_prefixes;
DROP TABLE search_documents;

CREATE TABLE search_documents (
  venue_id          uuid PRIMARY KEY,
  quality_score     integer NOT NULL,
  capacity_min      integer NOT NULL,
  capacity_max      integer NOT NULL,
  capacity_theatre  integer NOT NULL,
  capacity_cabaret  integer NOT NULL,
  capacity_standing integer NOT NULL,
  bedrooms_total    integer NOT NULL,
  venue_updated_at  timestamptz NOT NULL,
  indexed_at        timestamptz NOT NULL DEFAULT now(),
  day_rate_pence    integer,
  hour_rate_pence   integer,
  person_rate_pence integer,
  rating            real,
  lat               double precision,
  lng               double precision,
  city              text NOT NULL,
  -- Bit i set when the venue has facet value i of the layout in facet-bits.ts.
  facet_bits        bytea NOT NULL,
  earth_point       earth
    GENERATED ALWAYS AS (CASE WHEN lat IS NULL OR lng IS NULL THEN NULL ELSE ll_to_earth(lat, lng) END) STORED
);
CREATE INDEX search_documents_city_idx ON search_documents (city);
CREATE INDEX search_documents_earth_point_idx ON search_documents USING gist (earth_point);
CREATE INDEX search_documents_relevance_idx ON search_documents (quality_score DESC, rating DESC NULLS LAST, venue_id);
CREATE INDEX search_documents_price_idx ON search_documents (day_rate_pence ASC NULLS LAST, venue_id);
CREATE INDEX search_documents_capacity_idx ON search_documents (capacity_max DESC, venue_id);
CREATE INDEX search_documents_updated_idx ON search_documents (venue_updated_at DESC, venue_id);

CREATE TABLE search_document_details (
  venue_id    uuid PRIMARY KEY REFERENCES search_documents (venue_id) ON DELETE CASCADE,
  slug        text NOT NULL,
  name        text NOT NULL,
  name_key    text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED,
  search_text text NOT NULL,
  tsv         tsvector NOT NULL,
  card        jsonb NOT NULL
);
CREATE INDEX search_document_details_slug_idx ON search_document_details (slug);
CREATE INDEX search_document_details_tsv_idx ON search_document_details USING gin (tsv);
CREATE INDEX search_document_details_name_key_trgm_idx ON search_document_details USING gin (name_key gin_trgm_ops);

CREATE TABLE search_name_prefixes (
  venue_id      uuid NOT NULL REFERENCES search_documents (venue_id) ON DELETE CASCADE,
  word_index    smallint NOT NULL,
  suffix        text NOT NULL,
  quality_score integer NOT NULL DEFAULT 0,
  PRIMARY KEY (venue_id, word_index)
);
CREATE INDEX search_name_prefixes_suffix_idx ON search_name_prefixes (suffix text_pattern_ops);

INSERT INTO outbox (aggregate_type, aggregate_id, event_type)
SELECT 'venue', id, 'venue.upserted' FROM venues WHERE status = 'published';
