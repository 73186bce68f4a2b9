-- ------------------------------------------------------------------ special leagues
-- Sponsored leagues over a span of rounds. A league with a pass (`product_id`, a Special
-- product) takes one from the joiner's wallet, through the ledger, in the membership's
-- transaction. Names and descriptions in both languages, as the catalogue keeps them.
CREATE TABLE special_leagues (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  competition_code text NOT NULL REFERENCES competitions (code),
  name_tr text NOT NULL,
  name_en text NOT NULL,
  sponsor_name text NOT NULL,
  description_tr text NOT NULL,
  description_en text NOT NULL,
  image_url text,
  start_round_number integer NOT NULL CHECK (start_round_number >= 1),
  end_round_number integer NOT NULL,
  product_id integer REFERENCES products (id),
  accepts_extra_teams boolean NOT NULL DEFAULT false,
  max_members integer CHECK (max_members >= 1),
  created_at timestamptz NOT NULL,
  CHECK (end_round_number >= start_round_number)
);
CREATE INDEX special_leagues_competition ON special_leagues (competition_code, start_round_number);

CREATE TABLE special_league_members (
  special_league_id integer NOT NULL REFERENCES special_leagues (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL,
  PRIMARY KEY (special_league_id, user_id)
);
CREATE INDEX special_league_members_user ON special_league_members (user_id);

-- ------------------------------------------------------------------ classement
-- Each user's division in each 4-round period, from the period's first round number. The
-- score job places newcomers in the lowest division with room and, after a period's last
-- round, writes the next period's divisions (top places up, bottom places down): a period
-- that already has rows has been moved into, so a repeated job moves nobody twice.
CREATE TABLE classement_places (
  competition_code text NOT NULL REFERENCES competitions (code),
  period_start_round integer NOT NULL CHECK (period_start_round >= 1),
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  division integer NOT NULL CHECK (division >= 1),
  placed_at timestamptz NOT NULL,
  PRIMARY KEY (competition_code, period_start_round, user_id)
);
CREATE INDEX classement_places_division
  ON classement_places (competition_code, period_start_round, division);

INSERT INTO app_settings (key, value) VALUES
  ('classement', '{"divisionSize": 50, "periodRounds": 4, "promotionPlaces": 5, "relegationPlaces": 5}');
