-- One counter for what a session's caller is made of (a user's role, name, language,
-- session epoch and disabled state, or the user gone): every statement that may change
-- them bumps it in the same transaction, as season_version does for the season data
-- (migration 0005). A server keeps the caller of each session token it checked while the
-- counter has not moved (accounts/signedInUsers.ts), so a signed-in call costs no lookup
-- of its user, and a sign-out, a disabled account or a role change is seen by the next
-- call on every server. BEFORE the statement, so writers take the counter's lock before
-- any user row's and queue on it instead of deadlocking.
CREATE TABLE accounts_version (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  version bigint NOT NULL
);
INSERT INTO accounts_version (version) VALUES (0);

CREATE FUNCTION accounts_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE accounts_version SET version = version + 1;
  -- The embedded database's one process counts these instead of reading the counter.
  PERFORM pg_notify('accounts_version', '');
  RETURN NULL;
END $$;

-- Sign-ins, profile pictures and favourite clubs write other columns and leave it alone.
CREATE TRIGGER users_accounts_version
  BEFORE UPDATE OF role_id, user_name, language_code, session_epoch, disabled_at OR DELETE OR TRUNCATE
  ON users FOR EACH STATEMENT EXECUTE FUNCTION accounts_version_bump();
