-- Extensions come first so later migrations (trigram search indexes) can rely on them.
-- On PGlite the extension must also be loaded by the client (see server/db/client.server.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
