-- Clubs (the API calls them Teams) exist before accounts: a user's favourite club is one.
-- Keyed by competition so that a second competition is an import, not a code change.
CREATE TABLE clubs (
  id integer PRIMARY KEY,
  competition_code text NOT NULL,
  code text NOT NULL,
  name text NOT NULL,
  short_name text NOT NULL,
  primary_color text NOT NULL,
  secondary_color text NOT NULL,
  UNIQUE (competition_code, code)
);

CREATE TABLE users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_name text NOT NULL,
  -- Uniqueness ignores case, with Turkish casing rules (İ/i, I/ı): computed by the server.
  user_name_key text NOT NULL UNIQUE,
  email text NOT NULL,
  email_key text NOT NULL UNIQUE,
  password_hash text NOT NULL,
  role_id smallint NOT NULL DEFAULT 1 CHECK (role_id IN (1, 2)),
  image_url text,
  favorite_team_id integer REFERENCES clubs (id),
  language_code text NOT NULL DEFAULT 'tr-TR' CHECK (language_code IN ('tr-TR', 'en-US')),
  email_verified_at timestamptz,
  agreement_accepted_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL,
  last_login_at timestamptz
);

-- Reset links are single use: only a hash of the token is kept.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX password_resets_user ON password_resets (user_id);

-- A friendship is mutual: one row, the smaller id first.
CREATE TABLE friendships (
  user_low integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_high integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_low, user_high),
  CHECK (user_low < user_high)
);
CREATE INDEX friendships_high ON friendships (user_high);

CREATE TABLE friend_requests (
  from_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  to_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (from_user_id, to_user_id),
  CHECK (from_user_id <> to_user_id)
);
CREATE INDEX friend_requests_to ON friend_requests (to_user_id);

CREATE TABLE follows (
  follower_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  followee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX follows_followee ON follows (followee_id);

CREATE TABLE notification_devices (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  device_id text NOT NULL,
  device_name text NOT NULL,
  registered_at timestamptz NOT NULL,
  UNIQUE (user_id, device_id)
);

-- Local captcha challenges are single use: a used challenge id is remembered until it expires.
CREATE TABLE captcha_uses (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE support_logs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  note text,
  log jsonb NOT NULL,
  size_bytes integer NOT NULL,
  created_at timestamptz NOT NULL
);
