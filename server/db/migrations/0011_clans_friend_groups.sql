-- Clans and friend groups (GAME_RULES "Leagues"): who belongs where. Their tables are read
-- from the Pro table rows of the members, so nothing here holds points.

CREATE TABLE clans (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  -- Unique ignoring case with Turkish rules, computed by the server like user names.
  name_key text NOT NULL UNIQUE,
  owner_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL
);

-- Memberships, kept after they end (left_at) because a round counts the members of its
-- deadline, so a leaver's past rounds stay with the clan. A user is in at most one clan at
-- a time; the owner is a member too.
CREATE TABLE clan_members (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  clan_id integer NOT NULL REFERENCES clans (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  left_at timestamptz
);
CREATE UNIQUE INDEX clan_members_one_clan ON clan_members (user_id) WHERE left_at IS NULL;
CREATE INDEX clan_members_clan ON clan_members (clan_id, joined_at);

CREATE TABLE friend_groups (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  owner_user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invite_code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL
);
CREATE INDEX friend_groups_owner ON friend_groups (owner_user_id);

-- A membership (joined_at set) or a pending invitation (joined_at null).
CREATE TABLE friend_group_users (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  group_id integer NOT NULL REFERENCES friend_groups (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  invited_at timestamptz NOT NULL,
  joined_at timestamptz,
  UNIQUE (group_id, user_id)
);
CREATE INDEX friend_group_users_user ON friend_group_users (user_id);
