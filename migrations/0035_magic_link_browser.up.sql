-- A magic link remembers the browser that asked for it (the SHA-256 of a random value kept in
-- that browser's cookie): opened there it signs in at once; opened in any other browser it asks
-- for one confirming click first, so a link an attacker asked for cannot sign a victim in silently.
ALTER TABLE one_time_tokens ADD COLUMN browser_hash bytea;
