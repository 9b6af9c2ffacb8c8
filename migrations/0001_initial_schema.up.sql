-- The whole product's data model: venues and their search documents, people and sessions,
-- briefs and enquiries, ownership claims, registrations, change requests, gamification,
-- media, the outbox and enrichment runs.

CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE EXTENSION IF NOT EXISTS unaccent;
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;
CREATE EXTENSION IF NOT EXISTS citext;

-- unaccent() is only STABLE; an IMMUTABLE wrapper lets indexes and generated columns use it.
CREATE FUNCTION immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;

CREATE TABLE users (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email         citext NOT NULL UNIQUE,
  name          text NOT NULL DEFAULT '',
  user_type     text NOT NULL CHECK (user_type IN ('owner', 'admin')),
  roles         text[] NOT NULL DEFAULT '{}',
  password_hash text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sessions (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash   bytea NOT NULL UNIQUE,
  user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  csrf_secret  text NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Magic links and password resets: only a hash of the token is kept; used_at makes them single-use.
CREATE TABLE one_time_tokens (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  token_hash bytea NOT NULL UNIQUE,
  purpose    text NOT NULL CHECK (purpose IN ('magic_link', 'password_reset')),
  email      citext NOT NULL,
  user_type  text NOT NULL CHECK (user_type IN ('owner', 'admin')),
  expires_at timestamptz NOT NULL,
  used_at    timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX one_time_tokens_email_idx ON one_time_tokens (email, purpose);

CREATE TABLE venues (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug                  text NOT NULL UNIQUE,
  name                  text NOT NULL,
  display_name          text NOT NULL,
  city                  text NOT NULL,
  primary_category      text NOT NULL,
  categories            text[] NOT NULL DEFAULT '{}',
  venue_type            text NOT NULL DEFAULT 'venue',
  status                text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'review', 'published')),
  owner_id              uuid REFERENCES users (id) ON DELETE SET NULL,
  claimable             boolean NOT NULL DEFAULT true,
  description_short     text NOT NULL DEFAULT '',
  description_long      text NOT NULL DEFAULT '',
  address_line1         text NOT NULL DEFAULT '',
  address_line2         text NOT NULL DEFAULT '',
  postcode              text NOT NULL DEFAULT '',
  country               text NOT NULL DEFAULT 'United Kingdom',
  lat                   double precision,
  lng                   double precision,
  rating                numeric(2, 1),
  review_count          integer NOT NULL DEFAULT 0,
  capacity_min          integer NOT NULL DEFAULT 1 CHECK (capacity_min >= 0),
  capacity_max          integer NOT NULL DEFAULT 0 CHECK (capacity_max >= 0),
  capacity_theatre      integer,
  capacity_boardroom    integer,
  capacity_u_shape      integer,
  capacity_classroom    integer,
  capacity_banquet      integer,
  capacity_cabaret      integer,
  capacity_standing     integer,
  capacity_reception    integer,
  bedrooms_total        integer NOT NULL DEFAULT 0,
  styles                text[] NOT NULL DEFAULT '{}',
  amenities             text[] NOT NULL DEFAULT '{}',
  equipment             text[] NOT NULL DEFAULT '{}',
  seating_layouts       text[] NOT NULL DEFAULT '{}',
  bedroom_facilities    text[] NOT NULL DEFAULT '{}',
  chain                 text,
  -- Structured accessibility facts (beyond the spec; searchable filters).
  wheelchair_accessible boolean NOT NULL DEFAULT false,
  step_free_access      boolean NOT NULL DEFAULT false,
  accessible_toilet     boolean NOT NULL DEFAULT false,
  hearing_loop          boolean NOT NULL DEFAULT false,
  lift                  boolean NOT NULL DEFAULT false,
  accessible_parking    boolean NOT NULL DEFAULT false,
  -- Money is kept in whole pence.
  day_rate_pence        integer CHECK (day_rate_pence >= 0),
  hour_rate_pence       integer CHECK (hour_rate_pence >= 0),
  person_rate_pence     integer CHECK (person_rate_pence >= 0),
  quality_score         integer CHECK (quality_score BETWEEN 0 AND 100),
  photo_main            text,
  images                text[] NOT NULL DEFAULT '{}',
  website               text,
  contact_email         text,
  contact_phone         text,
  -- The long tail of the detail view (rooms, FAQs, catering, hotel facts, enrichment results...).
  details               jsonb NOT NULL DEFAULT '{}',
  version               integer NOT NULL DEFAULT 1,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  published_at          timestamptz
);
CREATE INDEX venues_status_idx ON venues (status);
CREATE INDEX venues_owner_idx ON venues (owner_id);
CREATE INDEX venues_city_idx ON venues (city);

CREATE TABLE briefs (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_email      citext NOT NULL,
  notes           text NOT NULL DEFAULT '',
  idempotency_key text UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE brief_items (
  brief_id uuid NOT NULL REFERENCES briefs (id) ON DELETE CASCADE,
  venue_id uuid NOT NULL REFERENCES venues (id),
  position integer NOT NULL,
  notes    text NOT NULL DEFAULT '',
  PRIMARY KEY (brief_id, venue_id)
);

CREATE TABLE enquiries (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  source          text NOT NULL,
  brief_id        uuid REFERENCES briefs (id),
  email           citext NOT NULL,
  venue_ids       uuid[] NOT NULL,
  notes           text NOT NULL DEFAULT '',
  payload         jsonb NOT NULL DEFAULT '{}',
  idempotency_key text UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX enquiries_brief_idx ON enquiries (brief_id);

CREATE TABLE claims (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  venue_id          uuid NOT NULL REFERENCES venues (id),
  user_id           uuid NOT NULL REFERENCES users (id),
  email             citext NOT NULL,
  proof_type        text NOT NULL CHECK (proof_type IN ('email_domain', 'dns_txt', 'doc')),
  proof_value       text NOT NULL,
  dns_token         text,
  auto_fast_tracked boolean NOT NULL DEFAULT false,
  status            text NOT NULL DEFAULT 'submitted'
                    CHECK (status IN ('submitted', 'under-review', 'approved', 'rejected')),
  notes             text NOT NULL DEFAULT '',
  reviewed_by       uuid REFERENCES users (id),
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claims_status_idx ON claims (status);
CREATE INDEX claims_user_idx ON claims (user_id);
CREATE INDEX claims_venue_idx ON claims (venue_id);

CREATE TABLE claim_events (
  id       bigserial PRIMARY KEY,
  claim_id uuid NOT NULL REFERENCES claims (id) ON DELETE CASCADE,
  event    text NOT NULL,
  actor_id uuid REFERENCES users (id),
  detail   jsonb NOT NULL DEFAULT '{}',
  at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claim_events_claim_idx ON claim_events (claim_id, at);

CREATE TABLE registrations (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id),
  email       citext NOT NULL,
  name        text NOT NULL DEFAULT '',
  org         text NOT NULL DEFAULT '',
  venue_data  jsonb NOT NULL DEFAULT '{}',
  status      text NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'submitted', 'approved', 'rejected')),
  venue_id    uuid REFERENCES venues (id),
  reviewed_by uuid REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX registrations_status_idx ON registrations (status);
CREATE INDEX registrations_user_idx ON registrations (user_id);

-- A change request remembers the venue version (and values) it was based on, to flag conflicts.
CREATE TABLE change_requests (
  id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  venue_id        uuid NOT NULL REFERENCES venues (id),
  owner_id        uuid NOT NULL REFERENCES users (id),
  status          text NOT NULL DEFAULT 'submitted'
                  CHECK (status IN ('submitted', 'partially_approved', 'approved', 'rejected')),
  patch           jsonb NOT NULL,
  base_version    integer NOT NULL,
  base_values     jsonb NOT NULL DEFAULT '{}',
  approved_fields text[] NOT NULL DEFAULT '{}',
  rejected_fields text[] NOT NULL DEFAULT '{}',
  admin_note      text NOT NULL DEFAULT '',
  reviewed_by     uuid REFERENCES users (id),
  reviewed_at     timestamptz,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX change_requests_status_idx ON change_requests (status, created_at);
CREATE INDEX change_requests_venue_idx ON change_requests (venue_id);

CREATE TABLE gamification_verifications (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id     uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  venue_id    uuid REFERENCES venues (id),
  category_id text NOT NULL,
  item_index  integer NOT NULL CHECK (item_index >= 0),
  image_url   text NOT NULL,
  comment     text,
  points      integer NOT NULL CHECK (points >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, category_id, item_index)
);

CREATE TABLE gamification_badges (
  id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  badge_type text NOT NULL,
  earned_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, badge_type)
);

CREATE TABLE media (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  storage_key   text NOT NULL UNIQUE,
  owner_id      uuid REFERENCES users (id) ON DELETE SET NULL,
  entity_type   text NOT NULL,
  entity_id     text,
  content_type  text NOT NULL,
  size_bytes    integer,
  status        text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'stored')),
  created_at    timestamptz NOT NULL DEFAULT now()
);

-- Written in the same transaction as every venue change; consumed at least once by the indexer.
CREATE TABLE outbox (
  id             bigserial PRIMARY KEY,
  aggregate_type text NOT NULL,
  aggregate_id   uuid NOT NULL,
  event_type     text NOT NULL,
  payload        jsonb NOT NULL DEFAULT '{}',
  attempts       integer NOT NULL DEFAULT 0,
  available_at   timestamptz NOT NULL DEFAULT now(),
  last_error     text,
  processed_at   timestamptz,
  abandoned_at   timestamptz,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_pending_idx ON outbox (available_at, id)
  WHERE processed_at IS NULL AND abandoned_at IS NULL;
CREATE INDEX outbox_aggregate_idx ON outbox (aggregate_id, id)
  WHERE processed_at IS NULL AND abandoned_at IS NULL;

CREATE FUNCTION notify_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('outbox', NEW.aggregate_type);
  RETURN NULL;
END $$;
CREATE TRIGGER outbox_notify AFTER INSERT ON outbox
  FOR EACH STATEMENT EXECUTE FUNCTION notify_outbox();

CREATE TABLE enrichment_runs (
  id          bigserial PRIMARY KEY,
  phase       smallint NOT NULL CHECK (phase IN (1, 2)),
  status      text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
  total       integer NOT NULL DEFAULT 0,
  done        integer NOT NULL DEFAULT 0,
  message     text NOT NULL DEFAULT '',
  started_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX enrichment_runs_phase_idx ON enrichment_runs (phase, started_at DESC);

-- The PostgreSQL search engine's index: one row per published venue, written only by the indexer.
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
  indexed_at            timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX search_documents_tsv_idx ON search_documents USING gin (tsv);
CREATE INDEX search_documents_name_trgm_idx ON search_documents USING gin (lower(immutable_unaccent(name)) gin_trgm_ops);
CREATE INDEX search_documents_city_idx ON search_documents (city);
CREATE INDEX search_documents_categories_idx ON search_documents USING gin (categories);
CREATE INDEX search_documents_geo_idx ON search_documents USING gist (ll_to_earth(lat, lng))
  WHERE lat IS NOT NULL AND lng IS NOT NULL;
