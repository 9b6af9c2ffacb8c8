-- Administrators' second factor (TOTP, RFC 6238) and its recovery codes, the enrolments in
-- progress, and the "pending second factor" challenges a browser holds between the password step
-- and the code step (only the SHA-256 of its cookie is stored, as for sessions).
CREATE TABLE admin_second_factors (
  user_id        uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  -- The shared secret (base32). Never answered after enrolment.
  secret         text NOT NULL,
  -- The last time step a code was accepted for: a code is never accepted twice.
  last_used_step bigint,
  enrolled_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE admin_recovery_codes (
  id        bigserial PRIMARY KEY,
  user_id   uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash bytea NOT NULL,
  used_at   timestamptz,
  UNIQUE (user_id, code_hash)
);

-- A secret shown to the administrator but not yet confirmed with a code.
CREATE TABLE admin_second_factor_enrolments (
  user_id    uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret     text NOT NULL,
  expires_at timestamptz NOT NULL
);

CREATE TABLE second_factor_challenges (
  token_hash bytea PRIMARY KEY,
  user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX second_factor_challenges_expiry_idx ON second_factor_challenges (expires_at);
