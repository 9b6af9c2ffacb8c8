-- Sign-ins refused while an account is locked are written to the audit log once per lock, not
-- once per refused attempt (issue #47): the end of the lock last written down, per key.
ALTER TABLE login_throttles ADD COLUMN lock_audited_until timestamptz;
