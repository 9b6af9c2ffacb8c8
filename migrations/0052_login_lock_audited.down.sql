ALTER TABLE login_throttles DROP COLUMN lock_audited_until;
