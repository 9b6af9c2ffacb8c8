-- Verification evidence must be a photo the owner uploaded here (issue #38, item 8). Evidence at
-- an http(s) address elsewhere proved nothing and had the admin's browser load a third-party
-- address: it is revoked, with a reason the owner reads in their portal, and keeps its history. The api's
-- recurring 'verification.recompute-after-revocations' job then recomputes those venues' points,
-- tier and badges (their programme row is older than the revocation). Own uploads are recognised
-- by a stored public photo of the same owner whose key ends the address, whatever the storage
-- (`<bucket address>/media/<id>.jpg` in S3 mode). Relative addresses (`/uploads/…`) are this
-- server's own files (uploads, the demo's photos) and stay.
UPDATE gamification_verifications g
   SET revoked_at = now(),
       revoke_reason = 'Evidence must now be a photo you upload to Venue Finder. Please verify this item again with your own photo.'
 WHERE g.revoked_at IS NULL
   AND g.image_url ~* '^https?://'
   AND NOT EXISTS (
     SELECT 1 FROM media m
      WHERE m.status = 'stored' AND m.owner_id = g.user_id AND m.storage_key LIKE 'media/%'
        AND right(g.image_url, length(m.storage_key) + 1) = '/' || m.storage_key);
