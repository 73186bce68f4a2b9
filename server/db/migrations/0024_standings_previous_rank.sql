-- A page of the Pro table read in rank order from its index alone (leagues/tables.ts). A
-- page not kept by the server (most players' own pages at a round's end) used to cost
-- ≈ 150 scattered heap pages at 1,000,000 teams: each row's heap tuple, its user's, and its
-- previous round's row for the movement arrow. Now:
-- - the previous scored round's overall rank (and club overall rank, where the club is
--   the same) is stored on the row by scoring (server/scoring/teamPoints.ts), which
--   already reads the previous rounds' rows, and rewritten when that round is scored
--   again;
-- - the Pro rank indexes carry what a row shows, so a page is a range of one index
--   (index-only where the visibility map allows: vacuum keeps it so), its users aside.
ALTER TABLE pro_standings
  ADD COLUMN previous_overall_rank integer,
  ADD COLUMN previous_club_overall_rank integer;

-- Each round's rows from the scored round with rows before it, as tables read them before.
WITH previous AS (
  SELECT r.id AS round_id,
    (SELECT p.id FROM rounds p
     WHERE p.competition_code = r.competition_code AND p.number < r.number AND p.state = 'scored'
       AND EXISTS (SELECT 1 FROM pro_standings x WHERE x.round_id = p.id)
     ORDER BY p.number DESC LIMIT 1) AS previous_id
  FROM rounds r
)
UPDATE pro_standings s
SET previous_overall_rank = p.overall_rank,
  previous_club_overall_rank = CASE WHEN p.club_id = s.club_id THEN p.club_overall_rank END
FROM previous m
JOIN pro_standings p ON p.round_id = m.previous_id
WHERE m.round_id = s.round_id AND p.user_id = s.user_id;

DROP INDEX pro_standings_round_rank;
DROP INDEX pro_standings_overall_rank;
CREATE INDEX pro_standings_round_rank ON pro_standings (round_id, round_rank)
  INCLUDE (user_id, user_team_id, round_points, total_points, best_round);
CREATE INDEX pro_standings_overall_rank ON pro_standings (round_id, overall_rank)
  INCLUDE (user_id, user_team_id, round_points, total_points, best_round, previous_overall_rank);
