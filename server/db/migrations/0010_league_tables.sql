-- Taraftar Ligi (GAME_RULES "Leagues"): a Pro table row also records the club its user
-- supported when the row was first written for the round (after the round's deadline); the
-- row keeps it, so changing the favourite club moves the user from the next round on.
-- Scoring ranks each club's fans with the Pro ranks, and the indexes serve a page and
-- "my rank" without reading the club's whole table.
ALTER TABLE pro_standings
  ADD COLUMN club_id integer,
  ADD COLUMN club_round_rank integer,
  ADD COLUMN club_overall_rank integer;
CREATE INDEX pro_standings_club_round_rank ON pro_standings (round_id, club_id, club_round_rank);
CREATE INDEX pro_standings_club_overall_rank ON pro_standings (round_id, club_id, club_overall_rank);
