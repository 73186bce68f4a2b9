-- Scoring finds a team's auto-substitution flags in its one pass over the round's picks
-- (server/scoring/teamPoints.ts), so the partial index that found stale flags is no longer
-- read. Its predicate named the flags, so every flag written was also an index entry
-- written (and never a HOT update): 300,000 of them for 100,000 teams.
DROP INDEX user_team_players_auto_subbed;
