-- A team's round rank has one home, the Pro table's row (`pro_standings.round_rank`, a
-- primary team's; another team has none). Its copy on the team's result made scoring join
-- the round's new Pro rows to write the results, and rewrite the result of nearly every
-- team at each live refresh: one goal moves the ranks of most teams, but the points of only
-- those who picked its players. Readers take the rank from the Pro row by its key.
ALTER TABLE user_team_scores DROP COLUMN round_rank;
