-- Ownership claims prove themselves: the domain a proof is about, the DNS checks made (re-checked
-- with back-off for 72 hours), and one open claim per person per venue.
ALTER TABLE claims
  ADD COLUMN domain            text,
  ADD COLUMN dns_verified_at   timestamptz,
  ADD COLUMN dns_checks        integer NOT NULL DEFAULT 0,
  ADD COLUMN dns_next_check_at timestamptz,
  ADD COLUMN reviewed_at       timestamptz;

CREATE UNIQUE INDEX claims_one_open_per_claimant_idx ON claims (venue_id, user_id)
  WHERE status IN ('submitted', 'under-review');
CREATE INDEX claims_dns_due_idx ON claims (dns_next_check_at)
  WHERE proof_type = 'dns_txt' AND dns_next_check_at IS NOT NULL;
