DROP TABLE venue_programme;
DROP INDEX gamification_badges_venue_badge_idx;
ALTER TABLE gamification_badges DROP COLUMN venue_id;
ALTER TABLE gamification_badges ADD CONSTRAINT gamification_badges_user_id_badge_type_key UNIQUE (user_id, badge_type);
DROP INDEX gamification_verifications_recent_idx;
DROP INDEX gamification_verifications_one_per_item_idx;
DELETE FROM gamification_verifications WHERE revoked_at IS NOT NULL;
ALTER TABLE gamification_verifications
  DROP COLUMN item_text,
  DROP COLUMN revoked_at,
  DROP COLUMN revoked_by,
  DROP COLUMN revoke_reason,
  ALTER COLUMN venue_id DROP NOT NULL,
  ADD CONSTRAINT gamification_verifications_user_id_category_id_item_index_key UNIQUE (user_id, category_id, item_index);
