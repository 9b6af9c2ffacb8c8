-- Restores the evidence 0038 revoked (identified by its reason); the recompute job counts it again.
UPDATE gamification_verifications
   SET revoked_at = NULL, revoked_by = NULL, revoke_reason = ''
 WHERE revoked_by IS NULL
   AND revoke_reason = 'Evidence must now be a photo you upload to Venue Finder. Please verify this item again with your own photo.';
