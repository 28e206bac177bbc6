-- "Who played this?" (/tracks?q=) on trigram indexes (decision 057): the folded artist and title (search_fold(), the
-- folding rule of site search, decision 053) of the tracks the public may find — neither marked ID nor hidden. The
-- query folds the words asked by the same rule and matches them anywhere in either (LIKE, a BitmapOr of the two).
CREATE INDEX IF NOT EXISTS "tracklist_tracks_artist_fold_trgm_idx" ON "tracklist_tracks" USING gin (search_fold("artist") gin_trgm_ops) WITH (fastupdate = off) WHERE NOT "unreleased" AND NOT "hidden";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "tracklist_tracks_title_fold_trgm_idx" ON "tracklist_tracks" USING gin (search_fold("title") gin_trgm_ops) WITH (fastupdate = off) WHERE NOT "unreleased" AND NOT "hidden";
