-- The season and the game: competitions, rounds, players, matches and their events, the
-- scoring rule set, derived player figures and points, user teams, the Pro league table,
-- the round jobs' log, and the wallet ledger that boosters and extra teams spend from.
-- Every number of the game lives in rows (score_rules, score_rule_sets), not in code.

CREATE TABLE competitions (
  code text PRIMARY KEY,
  sports_code text NOT NULL,
  name_tr text NOT NULL,
  name_en text NOT NULL
);
INSERT INTO competitions (code, sports_code, name_tr, name_en)
VALUES ('TR_SL', 'FTBL', 'Süper Lig', 'Süper Lig');

-- ------------------------------------------------------------------ rounds
CREATE TABLE rounds (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  competition_code text NOT NULL REFERENCES competitions (code),
  number integer NOT NULL CHECK (number BETWEEN 1 AND 60),
  state text NOT NULL DEFAULT 'upcoming'
    CHECK (state IN ('upcoming', 'open', 'locked', 'live', 'finished', 'scored')),
  -- Kept in step with the round's matches (earliest not postponed) until the round locks;
  -- null while the round has no match.
  first_kickoff timestamptz,
  deadline timestamptz,
  opened_at timestamptz,
  locked_at timestamptz,
  live_at timestamptz,
  finished_at timestamptz,
  scored_at timestamptz,
  UNIQUE (competition_code, number)
);

-- Every job run that changed something, in order (audit, and the admin panel's history).
CREATE TABLE round_job_runs (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  round_id integer NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  job text NOT NULL CHECK (job IN ('open', 'lock', 'live', 'finish', 'score')),
  ran_at timestamptz NOT NULL
);
CREATE INDEX round_job_runs_round ON round_job_runs (round_id);

-- ------------------------------------------------------------------ players
CREATE TABLE players (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  competition_code text NOT NULL REFERENCES competitions (code),
  code text NOT NULL,
  club_id integer NOT NULL REFERENCES clubs (id),
  first_name text NOT NULL,
  last_name text NOT NULL,
  display_name text NOT NULL,
  -- Search key: lower-case with Turkish letters folded to ASCII (ş→s, ı→i, ğ→g...).
  search_key text NOT NULL,
  position text NOT NULL CHECK (position IN ('GK', 'DEF', 'MID', 'FWD')),
  shirt_number integer CHECK (shirt_number BETWEEN 1 AND 99),
  nationality text NOT NULL CHECK (nationality ~ '^[A-Z]{2}$'),
  -- The current price in tenths of a million: the price of the open (or next) round.
  price integer NOT NULL CHECK (price BETWEEN 10 AND 200),
  price_change integer NOT NULL DEFAULT 0,
  status text NOT NULL DEFAULT 'available' CHECK (status IN ('available', 'injured', 'suspended')),
  status_reason_tr text,
  status_reason_en text,
  status_since timestamptz,
  expected_return_round integer,
  -- Figures kept up to date by the round jobs and live scoring (read by every list).
  total_points integer NOT NULL DEFAULT 0,
  round_points integer,
  form numeric(4, 1) NOT NULL DEFAULT 0,
  selected_by_percent numeric(4, 1) NOT NULL DEFAULT 0,
  UNIQUE (competition_code, code)
);
CREATE INDEX players_club ON players (club_id);

-- A player's price in a round, written when the round locks (before prices move).
-- Before that, the round's price is the player's current price.
CREATE TABLE player_round_prices (
  round_id integer NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  player_id integer NOT NULL REFERENCES players (id) ON DELETE CASCADE,
  price integer NOT NULL,
  PRIMARY KEY (round_id, player_id)
);

-- ------------------------------------------------------------------ matches
CREATE TABLE matches (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  competition_code text NOT NULL REFERENCES competitions (code),
  round_id integer NOT NULL REFERENCES rounds (id),
  home_club_id integer NOT NULL REFERENCES clubs (id),
  away_club_id integer NOT NULL REFERENCES clubs (id),
  kickoff timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'scheduled'
    CHECK (state IN ('scheduled', 'live', 'finished', 'postponed')),
  home_score integer CHECK (home_score >= 0),
  away_score integer CHECK (away_score >= 0),
  minute integer CHECK (minute BETWEEN 0 AND 130),
  -- TeamStatsInput of each side ({Possession, Shots, ShotsOnTarget, Corners, Fouls}); null unknown.
  home_stats jsonb,
  away_stats jsonb,
  -- The simulator's seed for this match (demo data); null for imported or admin-entered matches.
  sim_seed integer,
  CHECK (home_club_id <> away_club_id),
  UNIQUE (round_id, home_club_id, away_club_id)
);
CREATE INDEX matches_kickoff ON matches (kickoff);
CREATE INDEX matches_home ON matches (home_club_id);
CREATE INDEX matches_away ON matches (away_club_id);

-- Who was on the pitch, and when (starters MinuteOn 0; MinuteOff null at the final whistle).
CREATE TABLE match_appearances (
  match_id integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id integer NOT NULL REFERENCES players (id),
  club_id integer NOT NULL REFERENCES clubs (id),
  is_starter boolean NOT NULL,
  minute_on integer NOT NULL CHECK (minute_on BETWEEN 0 AND 90),
  minute_off integer CHECK (minute_off BETWEEN 0 AND 90),
  saves integer NOT NULL DEFAULT 0 CHECK (saves >= 0),
  PRIMARY KEY (match_id, player_id)
);
CREATE INDEX match_appearances_player ON match_appearances (player_id);

CREATE TABLE match_events (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  match_id integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  minute integer NOT NULL CHECK (minute BETWEEN 1 AND 90),
  added_minute integer CHECK (added_minute BETWEEN 1 AND 30),
  type text NOT NULL CHECK (type IN ('goal', 'penaltyGoal', 'ownGoal', 'penaltyMissed',
    'penaltySaved', 'yellowCard', 'secondYellow', 'redCard', 'substitution')),
  club_id integer NOT NULL REFERENCES clubs (id),
  player_id integer NOT NULL REFERENCES players (id),
  related_player_id integer REFERENCES players (id)
);
CREATE INDEX match_events_match ON match_events (match_id);

-- ------------------------------------------------------------------ the scoring rule set
CREATE TABLE score_rule_sets (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  competition_code text NOT NULL UNIQUE REFERENCES competitions (code),
  name_tr text NOT NULL,
  name_en text NOT NULL,
  captain_multiplier integer NOT NULL,
  triple_captain_multiplier integer NOT NULL,
  -- SquadRules (api-spec engine.yaml), as data.
  squad_size integer NOT NULL,
  gk_count integer NOT NULL,
  def_count integer NOT NULL,
  mid_count integer NOT NULL,
  fwd_count integer NOT NULL,
  starter_count integer NOT NULL,
  bench_size integer NOT NULL,
  max_players_per_team integer NOT NULL,
  budget integer NOT NULL,
  budget_booster_amount integer NOT NULL,
  formations text[] NOT NULL,
  max_extra_teams integer NOT NULL,
  extra_team_price_coins integer NOT NULL,
  deadline_minutes_before_kickoff integer NOT NULL,
  max_price_change_per_round integer NOT NULL
);

-- One cell of the scoring table (api-spec ScoreRule).
CREATE TABLE score_rules (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rule_set_id integer NOT NULL REFERENCES score_rule_sets (id) ON DELETE CASCADE,
  stat text NOT NULL CHECK (stat IN ('minutes', 'goal', 'assist', 'cleanSheet', 'saves',
    'penaltySaved', 'penaltyMissed', 'goalsConceded', 'yellowCard', 'redCard', 'ownGoal', 'bonus')),
  position text NOT NULL CHECK (position IN ('GK', 'DEF', 'MID', 'FWD')),
  points integer NOT NULL,
  per integer NOT NULL DEFAULT 1 CHECK (per >= 1),
  min_minutes integer,
  max_minutes integer,
  rank integer CHECK (rank BETWEEN 1 AND 3),
  label_key text NOT NULL,
  sort_order integer NOT NULL
);
CREATE INDEX score_rules_set ON score_rules (rule_set_id);

-- ------------------------------------------------------------------ derived figures and points
-- A player's figures in one match, derived from appearances and events by the scoring
-- module (set-based SQL), with his fantasy points of the match and his bonus rank.
CREATE TABLE player_match_stats (
  match_id integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id integer NOT NULL REFERENCES players (id),
  round_id integer NOT NULL REFERENCES rounds (id),
  club_id integer NOT NULL REFERENCES clubs (id),
  position text NOT NULL,
  minutes integer NOT NULL,
  goals integer NOT NULL,
  assists integer NOT NULL,
  clean_sheet boolean NOT NULL,
  goals_conceded integer NOT NULL,
  saves integer NOT NULL,
  penalties_saved integer NOT NULL,
  penalties_missed integer NOT NULL,
  yellow_cards integer NOT NULL,
  red_cards integer NOT NULL,
  own_goals integer NOT NULL,
  bonus_points integer NOT NULL DEFAULT 0,
  points integer NOT NULL,
  PRIMARY KEY (match_id, player_id)
);
CREATE INDEX player_match_stats_round ON player_match_stats (round_id, player_id);
CREATE INDEX player_match_stats_player ON player_match_stats (player_id);

-- The breakdown: every point with its reason (api-spec PlayerScoreBreakdownRow).
CREATE TABLE player_score_rows (
  match_id integer NOT NULL REFERENCES matches (id) ON DELETE CASCADE,
  player_id integer NOT NULL REFERENCES players (id),
  round_id integer NOT NULL REFERENCES rounds (id),
  stat text NOT NULL,
  count integer NOT NULL,
  points integer NOT NULL,
  sort_order integer NOT NULL,
  PRIMARY KEY (match_id, player_id, stat)
);
CREATE INDEX player_score_rows_round ON player_score_rows (round_id, player_id);

-- A player's round: points summed over his matches of the round (what user teams count).
CREATE TABLE player_round_scores (
  round_id integer NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  player_id integer NOT NULL REFERENCES players (id),
  points integer NOT NULL,
  minutes integer NOT NULL,
  -- Booked or sent off in the round (a carded starter with 0 minutes is not auto-subbed).
  carded boolean NOT NULL DEFAULT false,
  PRIMARY KEY (round_id, player_id)
);

-- ------------------------------------------------------------------ user teams
CREATE TABLE user_teams (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  round_id integer NOT NULL REFERENCES rounds (id),
  competition_code text NOT NULL REFERENCES competitions (code),
  name text NOT NULL,
  is_primary boolean NOT NULL,
  lineup text NOT NULL CHECK (lineup IN ('3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-2-3',
    '5-3-2', '5-4-1')),
  budget integer NOT NULL,
  booster text CHECK (booster IN ('BudgetBooster', 'TripleCaptain', 'BenchBoost')),
  captain_player_id integer NOT NULL REFERENCES players (id),
  vice_captain_player_id integer NOT NULL REFERENCES players (id),
  is_carried_over boolean NOT NULL DEFAULT false,
  -- Round points (provisional while live or finished, final once scored) and round rank
  -- among primary teams; null until the round is live.
  points integer,
  round_rank integer,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX user_teams_round ON user_teams (round_id);
CREATE INDEX user_teams_user_round ON user_teams (user_id, round_id);
CREATE UNIQUE INDEX user_teams_one_primary ON user_teams (user_id, round_id) WHERE is_primary;

-- The picks: 15 rows a team. Scoring reads this table set-based; it only writes to the few
-- rows an auto-substitution touches.
CREATE TABLE user_team_players (
  user_team_id integer NOT NULL REFERENCES user_teams (id) ON DELETE CASCADE,
  player_id integer NOT NULL REFERENCES players (id),
  slot_order smallint NOT NULL CHECK (slot_order BETWEEN 1 AND 15),
  is_starter boolean NOT NULL,
  bench_order smallint CHECK (bench_order BETWEEN 1 AND 4),
  auto_subbed_in boolean NOT NULL DEFAULT false,
  auto_subbed_out boolean NOT NULL DEFAULT false,
  PRIMARY KEY (user_team_id, player_id)
);
CREATE INDEX user_team_players_player ON user_team_players (player_id);

-- Answers of idempotent calls, so a retry with the same key answers the first result.
CREATE TABLE idempotent_results (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL,
  operation text NOT NULL,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, idempotency_key)
);

-- ------------------------------------------------------------------ the Pro league table
-- One row per user with a primary team in the round, written (set-based) when the round
-- goes live, while it is live (provisional) and when it is scored.
CREATE TABLE pro_standings (
  round_id integer NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  user_team_id integer REFERENCES user_teams (id) ON DELETE SET NULL,
  round_points integer NOT NULL,
  total_points integer NOT NULL,
  best_round integer NOT NULL,
  round_rank integer NOT NULL,
  overall_rank integer NOT NULL,
  -- Tie-break of last resort: when the user's first primary team was created.
  first_team_created_at timestamptz NOT NULL,
  PRIMARY KEY (round_id, user_id)
);
CREATE INDEX pro_standings_round_rank ON pro_standings (round_id, round_rank);
CREATE INDEX pro_standings_overall_rank ON pro_standings (round_id, overall_rank);

-- ------------------------------------------------------------------ the wallet ledger
-- Balances are sums of immutable entries; wallet_balances is their running total, kept in
-- the same transaction as each entry, and never below zero.
CREATE TABLE wallet_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_code text NOT NULL,
  quantity integer NOT NULL CHECK (quantity <> 0),
  reason text NOT NULL,
  reference text,
  created_at timestamptz NOT NULL
);
CREATE INDEX wallet_entries_user ON wallet_entries (user_id, product_code);

CREATE TABLE wallet_balances (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_code text NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (user_id, product_code)
);

-- ------------------------------------------------------------------ the default rule set
-- The Süper Lig game's numbers (GAME_RULES.md): the scoring table and the squad rules.
INSERT INTO score_rule_sets (competition_code, name_tr, name_en, captain_multiplier,
  triple_captain_multiplier, squad_size, gk_count, def_count, mid_count, fwd_count,
  starter_count, bench_size, max_players_per_team, budget, budget_booster_amount, formations,
  max_extra_teams, extra_team_price_coins, deadline_minutes_before_kickoff,
  max_price_change_per_round)
VALUES ('TR_SL', 'Süper Lig puan tablosu', 'Süper Lig scoring table', 2, 3, 15, 2, 5, 5, 3, 11,
  4, 3, 1000, 50, ARRAY['3-4-3', '3-5-2', '4-3-3', '4-4-2', '4-5-1', '5-2-3', '5-3-2', '5-4-1'],
  2, 500, 60, 3);

INSERT INTO score_rules (rule_set_id, stat, position, points, per, min_minutes, max_minutes,
  rank, label_key, sort_order)
SELECT s.id, r.stat, r.position, r.points, r.per, r.min_minutes, r.max_minutes, r.rank,
  'rules.stat.' || r.stat || r.label_suffix, r.sort_order
FROM score_rule_sets s
CROSS JOIN (VALUES
  ('minutes', 'GK', 1, 1, 1, 59, NULL::integer, 'Short', 10),
  ('minutes', 'DEF', 1, 1, 1, 59, NULL, 'Short', 10),
  ('minutes', 'MID', 1, 1, 1, 59, NULL, 'Short', 10),
  ('minutes', 'FWD', 1, 1, 1, 59, NULL, 'Short', 10),
  ('minutes', 'GK', 2, 1, 60, NULL, NULL, 'Full', 20),
  ('minutes', 'DEF', 2, 1, 60, NULL, NULL, 'Full', 20),
  ('minutes', 'MID', 2, 1, 60, NULL, NULL, 'Full', 20),
  ('minutes', 'FWD', 2, 1, 60, NULL, NULL, 'Full', 20),
  ('goal', 'GK', 10, 1, NULL, NULL, NULL, '', 30),
  ('goal', 'DEF', 6, 1, NULL, NULL, NULL, '', 30),
  ('goal', 'MID', 5, 1, NULL, NULL, NULL, '', 30),
  ('goal', 'FWD', 4, 1, NULL, NULL, NULL, '', 30),
  ('assist', 'GK', 3, 1, NULL, NULL, NULL, '', 40),
  ('assist', 'DEF', 3, 1, NULL, NULL, NULL, '', 40),
  ('assist', 'MID', 3, 1, NULL, NULL, NULL, '', 40),
  ('assist', 'FWD', 3, 1, NULL, NULL, NULL, '', 40),
  ('cleanSheet', 'GK', 4, 1, 60, NULL, NULL, '', 50),
  ('cleanSheet', 'DEF', 4, 1, 60, NULL, NULL, '', 50),
  ('cleanSheet', 'MID', 1, 1, 60, NULL, NULL, '', 50),
  ('saves', 'GK', 1, 3, NULL, NULL, NULL, '', 60),
  ('penaltySaved', 'GK', 5, 1, NULL, NULL, NULL, '', 70),
  ('penaltyMissed', 'GK', -2, 1, NULL, NULL, NULL, '', 80),
  ('penaltyMissed', 'DEF', -2, 1, NULL, NULL, NULL, '', 80),
  ('penaltyMissed', 'MID', -2, 1, NULL, NULL, NULL, '', 80),
  ('penaltyMissed', 'FWD', -2, 1, NULL, NULL, NULL, '', 80),
  ('goalsConceded', 'GK', -1, 2, NULL, NULL, NULL, '', 90),
  ('goalsConceded', 'DEF', -1, 2, NULL, NULL, NULL, '', 90),
  ('yellowCard', 'GK', -1, 1, NULL, NULL, NULL, '', 100),
  ('yellowCard', 'DEF', -1, 1, NULL, NULL, NULL, '', 100),
  ('yellowCard', 'MID', -1, 1, NULL, NULL, NULL, '', 100),
  ('yellowCard', 'FWD', -1, 1, NULL, NULL, NULL, '', 100),
  ('redCard', 'GK', -3, 1, NULL, NULL, NULL, '', 110),
  ('redCard', 'DEF', -3, 1, NULL, NULL, NULL, '', 110),
  ('redCard', 'MID', -3, 1, NULL, NULL, NULL, '', 110),
  ('redCard', 'FWD', -3, 1, NULL, NULL, NULL, '', 110),
  ('ownGoal', 'GK', -2, 1, NULL, NULL, NULL, '', 120),
  ('ownGoal', 'DEF', -2, 1, NULL, NULL, NULL, '', 120),
  ('ownGoal', 'MID', -2, 1, NULL, NULL, NULL, '', 120),
  ('ownGoal', 'FWD', -2, 1, NULL, NULL, NULL, '', 120),
  ('bonus', 'GK', 3, 1, NULL, NULL, 1, 'First', 130),
  ('bonus', 'DEF', 3, 1, NULL, NULL, 1, 'First', 130),
  ('bonus', 'MID', 3, 1, NULL, NULL, 1, 'First', 130),
  ('bonus', 'FWD', 3, 1, NULL, NULL, 1, 'First', 130),
  ('bonus', 'GK', 2, 1, NULL, NULL, 2, 'Second', 131),
  ('bonus', 'DEF', 2, 1, NULL, NULL, 2, 'Second', 131),
  ('bonus', 'MID', 2, 1, NULL, NULL, 2, 'Second', 131),
  ('bonus', 'FWD', 2, 1, NULL, NULL, 2, 'Second', 131),
  ('bonus', 'GK', 1, 1, NULL, NULL, 3, 'Third', 132),
  ('bonus', 'DEF', 1, 1, NULL, NULL, 3, 'Third', 132),
  ('bonus', 'MID', 1, 1, NULL, NULL, 3, 'Third', 132),
  ('bonus', 'FWD', 1, 1, NULL, NULL, 3, 'Third', 132)
) AS r (stat, position, points, per, min_minutes, max_minutes, rank, label_suffix, sort_order)
WHERE s.competition_code = 'TR_SL';

-- ------------------------------------------------------------------ scoring (rounds-and-scoring)
-- Re-scoring a round clears stale auto-substitution flags: this finds the few flagged picks
-- without reading every pick.
CREATE INDEX user_team_players_auto_subbed ON user_team_players (user_team_id)
  WHERE auto_subbed_in OR auto_subbed_out;
