-- Prizes after a correction, and the clan table stored by the score job.

-- ------------------------------------------------------------------ prize corrections
-- A round scored again (a corrected match) pays or takes back the difference between the
-- prize its new rank wins and what the contest paid the user so far: the contest's prize
-- entries (reason 'prize', reference 'contest:<round>'), read per contest by this index.
CREATE INDEX wallet_entries_contest_prizes ON wallet_entries (reference, user_id)
  WHERE reason = 'prize';

-- FanGold a correction should have taken back but the user had already spent: the ledger
-- takes what the balance holds (never below zero) and the rest is recorded here, not
-- collected later. A later correction that raises the prize again pays only beyond what
-- the user still holds from the contest, and clears the row.
CREATE TABLE prize_shortfalls (
  round_id integer NOT NULL REFERENCES rounds (id) ON DELETE CASCADE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  fan_gold integer NOT NULL CHECK (fan_gold > 0),
  recorded_at timestamptz NOT NULL,
  PRIMARY KEY (round_id, user_id)
);

-- ------------------------------------------------------------------ clan table
-- The clan table of each scored round (GAME_RULES "Leagues"), written by the score job: a
-- clan's round score (mean of its best 10 members at the round's deadline), its total and
-- best round up to that round, and both ranks, so a page and a clan's own rank are index
-- reads. A round listed in clan_ranked_rounds is answered from here; a round being played
-- is still computed from the Pro table. A clan founded later is placed in every ranked
-- round (it has no points there); a deleted clan's rows go and the ranks below close up.
CREATE TABLE clan_ranked_rounds (
  round_id integer PRIMARY KEY REFERENCES rounds (id) ON DELETE CASCADE,
  ranked_at timestamptz NOT NULL
);

CREATE TABLE clan_standings (
  round_id integer NOT NULL REFERENCES clan_ranked_rounds (round_id) ON DELETE CASCADE,
  clan_id integer NOT NULL REFERENCES clans (id) ON DELETE CASCADE,
  round_score double precision NOT NULL,
  total double precision NOT NULL,
  best double precision NOT NULL,
  round_rank integer NOT NULL,
  overall_rank integer NOT NULL,
  PRIMARY KEY (round_id, clan_id)
);
-- Not unique: closing up the ranks after a deletion moves many rows in one statement.
CREATE INDEX clan_standings_round_rank ON clan_standings (round_id, round_rank);
CREATE INDEX clan_standings_overall_rank ON clan_standings (round_id, overall_rank);
