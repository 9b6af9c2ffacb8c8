-- The verification programme is per venue (leaderboard rows are venues): a checklist item is
-- verified once per venue while not revoked, badges belong to the venue, and venue_programme keeps
-- each venue's totals (written in the transaction of each verification or revocation) so the
-- leaderboards rank by an index instead of summing every verification.
DELETE FROM gamification_verifications WHERE venue_id IS NULL;
ALTER TABLE gamification_verifications
  ALTER COLUMN venue_id SET NOT NULL,
  ADD COLUMN item_text     text NOT NULL DEFAULT '',
  ADD COLUMN revoked_at    timestamptz,
  ADD COLUMN revoked_by    uuid REFERENCES users (id),
  ADD COLUMN revoke_reason text NOT NULL DEFAULT '',
  DROP CONSTRAINT gamification_verifications_user_id_category_id_item_index_key;
CREATE UNIQUE INDEX gamification_verifications_one_per_item_idx
  ON gamification_verifications (venue_id, category_id, item_index) WHERE revoked_at IS NULL;
CREATE INDEX gamification_verifications_recent_idx ON gamification_verifications (created_at DESC);

DELETE FROM gamification_badges;
ALTER TABLE gamification_badges
  ADD COLUMN venue_id uuid NOT NULL REFERENCES venues (id) ON DELETE CASCADE,
  DROP CONSTRAINT gamification_badges_user_id_badge_type_key;
CREATE UNIQUE INDEX gamification_badges_venue_badge_idx ON gamification_badges (venue_id, badge_type);

CREATE TABLE venue_programme (
  venue_id       uuid PRIMARY KEY REFERENCES venues (id) ON DELETE CASCADE,
  total_points   integer NOT NULL DEFAULT 0,
  verified_items integer NOT NULL DEFAULT 0,
  badges_count   integer NOT NULL DEFAULT 0,
  tier           text NOT NULL DEFAULT 'bronze',
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX venue_programme_rank_idx ON venue_programme (total_points DESC, verified_items DESC, venue_id);
