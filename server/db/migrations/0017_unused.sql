-- Version 17 changes nothing: it was held for work that needed no schema change, and it
-- stays so that the versions remain consecutive for databases that already applied it.
SELECT 1;
