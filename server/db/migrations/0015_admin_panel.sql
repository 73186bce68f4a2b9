-- Reserved for the admin work of this session: renamed and filled in by it, or removed.
SELECT 1;
