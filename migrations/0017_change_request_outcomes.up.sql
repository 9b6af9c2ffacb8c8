-- A change request records how it was applied: the venue version it produced, and whether it was
-- applied over a venue that had changed since the owner's request (a conflict never blocks).
ALTER TABLE change_requests
  ADD COLUMN applied_version       integer,
  ADD COLUMN applied_over_conflict boolean NOT NULL DEFAULT false;
CREATE INDEX change_requests_owner_idx ON change_requests (owner_id, created_at);
