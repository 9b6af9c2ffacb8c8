-- Enquiries reach the venues (issue #35). A submitted enquiry becomes one venue enquiry (a lead)
-- per venue, in the enquiry's transaction; the venue's owner answers it with a proposal (each
-- revision kept) or declines it; the planner reaches their proposals through a private link
-- whose token is stored only as a hash; both sides write in a short message thread.

-- The event's details, optional on the brief and on the enquiry that submits it.
ALTER TABLE briefs
  ADD COLUMN event_date    date,
  ADD COLUMN date_flexible boolean NOT NULL DEFAULT false,
  ADD COLUMN guests        integer CHECK (guests BETWEEN 1 AND 100000),
  ADD COLUMN layout        text,
  ADD COLUMN budget_pence  bigint CHECK (budget_pence > 0);
ALTER TABLE enquiries
  ADD COLUMN event_date    date,
  ADD COLUMN date_flexible boolean NOT NULL DEFAULT false,
  ADD COLUMN guests        integer CHECK (guests BETWEEN 1 AND 100000),
  ADD COLUMN layout        text,
  ADD COLUMN budget_pence  bigint CHECK (budget_pence > 0);

CREATE TABLE venue_enquiries (
  id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  enquiry_id        uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  venue_id          uuid NOT NULL REFERENCES venues (id),
  position          integer NOT NULL,
  -- The planner's note for this venue (from the brief's item).
  notes             text NOT NULL DEFAULT '',
  -- Who was to answer when it was made: the venue's owner; or, for a venue nobody owns (it then
  -- waits in the admin queue), its listed e-mail invited to claim the listing, or our team.
  contact           text NOT NULL CHECK (contact IN ('owner', 'invited_to_claim', 'team')),
  state             text NOT NULL DEFAULT 'new'
                    CHECK (state IN ('new', 'viewed', 'proposed', 'declined', 'expired', 'closed')),
  -- For a proposal: what the planner made of it.
  proposal_outcome  text CHECK (proposal_outcome IN ('open', 'accepted', 'not_chosen', 'declined')),
  decline_reason    text CHECK (decline_reason IN ('not_available', 'too_small', 'too_large', 'other')),
  decline_text      text NOT NULL DEFAULT '',
  -- Why an unanswered enquiry was closed: another venue was chosen, or an administrator closed it.
  closed_reason     text CHECK (closed_reason IN ('another_venue_chosen', 'closed_by_admin')),
  created_at        timestamptz NOT NULL,
  viewed_at         timestamptz,
  first_answer_at   timestamptz,
  outcome_at        timestamptz,
  reminded_at       timestamptz,
  forwarded_count   integer NOT NULL DEFAULT 0,
  last_forwarded_at timestamptz,
  UNIQUE (enquiry_id, venue_id)
);
CREATE INDEX venue_enquiries_venue_idx ON venue_enquiries (venue_id, created_at DESC);
-- The reminder and expiry sweep looks only at unanswered enquiries.
CREATE INDEX venue_enquiries_unanswered_idx ON venue_enquiries (created_at) WHERE state IN ('new', 'viewed');
CREATE INDEX venue_enquiries_created_idx ON venue_enquiries (created_at);

-- Each revision of a venue's one proposal; the highest revision is the current one.
CREATE TABLE venue_proposals (
  id                 uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  venue_enquiry_id   uuid NOT NULL REFERENCES venue_enquiries (id) ON DELETE CASCADE,
  revision           integer NOT NULL CHECK (revision >= 1),
  author_id          uuid REFERENCES users (id) ON DELETE SET NULL,
  room               text NOT NULL,
  layout             text NOT NULL,
  capacity           integer NOT NULL CHECK (capacity BETWEEN 1 AND 100000),
  dates              date[] NOT NULL CHECK (cardinality(dates) BETWEEN 1 AND 5),
  price_basis        text NOT NULL CHECK (price_basis IN ('total', 'per_delegate', 'day_rate')),
  price_pence        bigint NOT NULL CHECK (price_pence BETWEEN 1 AND 100000000000),
  inclusions         text[] NOT NULL DEFAULT '{}',
  valid_until        date NOT NULL,
  message            text NOT NULL DEFAULT '',
  document_key       text,
  created_at         timestamptz NOT NULL,
  UNIQUE (venue_enquiry_id, revision)
);

CREATE TABLE venue_enquiry_messages (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  venue_enquiry_id uuid NOT NULL REFERENCES venue_enquiries (id) ON DELETE CASCADE,
  author           text NOT NULL CHECK (author IN ('planner', 'venue')),
  author_id        uuid REFERENCES users (id) ON DELETE SET NULL,
  body             text NOT NULL,
  created_at       timestamptz NOT NULL
);
CREATE INDEX venue_enquiry_messages_thread_idx ON venue_enquiry_messages (venue_enquiry_id, created_at);

-- The planner's private links to their proposals: only the SHA-256 of the token is kept.
CREATE TABLE proposal_access_tokens (
  token_hash bytea PRIMARY KEY,
  enquiry_id uuid NOT NULL REFERENCES enquiries (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX proposal_access_tokens_enquiry_idx ON proposal_access_tokens (enquiry_id);
CREATE INDEX proposal_access_tokens_expiry_idx ON proposal_access_tokens (expires_at);
