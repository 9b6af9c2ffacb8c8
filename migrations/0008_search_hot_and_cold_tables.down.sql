-- Back to one search_documents table, as migrations 0001-0007 left it; the indexer rewrites
-- every published venue (queued below).
DROP TABLE search_name_prefixes;
DROP TABLE search_document_details;
DROP TABLE search_documents;

CREATE TABLE search_documents (
  venue_id              uuid PRIMARY KEY,
  slug                  text NOT NULL,
  name                  text NOT NULL,
  city                  text NOT NULL,
  primary_category      text NOT NULL,
  categories            text[] NOT NULL,
  capacity_min          integer NOT NULL,
  capacity_max          integer NOT NULL,
  capacity_theatre      integer NOT NULL DEFAULT 0,
  capacity_cabaret      integer NOT NULL DEFAULT 0,
  capacity_standing     integer NOT NULL DEFAULT 0,
  bedrooms_total        integer NOT NULL DEFAULT 0,
  styles                text[] NOT NULL DEFAULT '{}',
  amenities             text[] NOT NULL DEFAULT '{}',
  equipment             text[] NOT NULL DEFAULT '{}',
  seating_layouts       text[] NOT NULL DEFAULT '{}',
  bedroom_facilities    text[] NOT NULL DEFAULT '{}',
  accessibility         text[] NOT NULL DEFAULT '{}',
  chain                 text,
  day_rate_pence        integer,
  hour_rate_pence       integer,
  person_rate_pence     integer,
  rating                real,
  quality_score         integer NOT NULL DEFAULT 0,
  lat                   double precision,
  lng                   double precision,
  search_text           text NOT NULL,
  tsv                   tsvector NOT NULL,
  card                  jsonb NOT NULL,
  venue_updated_at      timestamptz NOT NULL,
  indexed_at            timestamptz NOT NULL DEFAULT now(),
  facet_lanes           numeric,
  name_key              text GENERATED ALWAYS AS (lower(immutable_unaccent(name))) STORED,
  earth_point           earth
    GENERATED ALWAYS AS (CASE WHEN lat IS NULL OR lng IS NULL THEN NULL ELSE ll_to_earth(lat, lng) END) STORED
);
CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv);
CREATE INDEX search_documents_city_idx ON search_documents (city);
CREATE INDEX search_documents_categories_idx ON search_documents USING gin (categories);
CREATE INDEX search_documents_name_key_trgm_idx ON search_documents USING gin (name_key gin_trgm_ops);
CREATE INDEX search_documents_name_key_prefix_idx ON search_documents (name_key text_pattern_ops);
CREATE INDEX search_documents_earth_point_idx ON search_documents USING gist (earth_point);
CREATE INDEX search_documents_relevance_idx ON search_documents (quality_score DESC, rating DESC NULLS LAST, venue_id);
CREATE INDEX search_documents_price_idx ON search_documents (day_rate_pence ASC NULLS LAST, venue_id);
CREATE INDEX search_documents_capacity_idx ON search_documents (capacity_max DESC, venue_id);
CREATE INDEX search_documents_updated_idx ON search_documents (venue_updated_at DESC, venue_id);

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
