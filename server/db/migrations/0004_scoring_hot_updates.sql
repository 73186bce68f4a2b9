-- Scoring rewrites every team's points and rank, and the Pro table's rows, each round. Free
-- room in each page lets those updates stay HOT (same page, no index entries written: none
-- of the updated columns is indexed). Applies to pages written from now on.
ALTER TABLE user_teams SET (fillfactor = 80);
ALTER TABLE pro_standings SET (fillfactor = 80);
