-- Rate-limit counters every server shares (unless REDIS_URL puts them in Redis): one row
-- per limited key (a call and a client address, or an account's failed sign-ins), its
-- hits in the window that started with the first one. Rows past their window are pruned.
CREATE TABLE rate_limit_counters (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits >= 0),
  resets_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_counters_resets_at ON rate_limit_counters (resets_at);
