DROP INDEX claims_dns_due_idx;
DROP INDEX claims_one_open_per_claimant_idx;
ALTER TABLE claims
  DROP COLUMN domain,
  DROP COLUMN dns_verified_at,
  DROP COLUMN dns_checks,
  DROP COLUMN dns_next_check_at,
  DROP COLUMN reviewed_at;
