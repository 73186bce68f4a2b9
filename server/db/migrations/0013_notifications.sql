-- In-app notifications, each written in the transaction of its cause (a friend request, a
-- scored round, a paid order …) and pushed to the user's devices afterwards from this table
-- (an outbox: a push that fails never undoes its cause). The texts are not stored: the kind
-- and its values are, and each reader gets them in his language.

CREATE TABLE notifications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('deadline24h', 'deadline1h', 'roundScored', 'friendRequest',
    'leagueInvite', 'prizePaid', 'orderPaid')),
  -- The values the kind's texts are filled with ({"round": 7, "points": 64, "rank": 12}).
  params jsonb NOT NULL DEFAULT '{}',
  link text NOT NULL,
  -- The cause, unique per user: a repeated cause (a re-run job, a repeated callback) adds
  -- nothing ("round:12:deadline1h", "order:40").
  cause text NOT NULL,
  created_at timestamptz NOT NULL,
  read_at timestamptz,
  -- Set once the push port has had its try (whatever came of it): the outbox's mark.
  pushed_at timestamptz,
  UNIQUE (user_id, cause)
);
CREATE INDEX notifications_user_recent ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread ON notifications (user_id) WHERE read_at IS NULL;
CREATE INDEX notifications_to_push ON notifications (id) WHERE pushed_at IS NULL;

-- The round reminders a server has already sent ("round:12:deadline24h"), so the scheduler's
-- tick looks once per round and kind instead of over every user each time.
CREATE TABLE notification_runs (
  cause text PRIMARY KEY,
  ran_at timestamptz NOT NULL
);
