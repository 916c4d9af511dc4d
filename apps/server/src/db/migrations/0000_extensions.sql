-- pg_trgm: typo-tolerant search (trigram GIN indexes on company names and titles). Ships with PostgreSQL and PGlite.
-- drizzle-kit never writes CREATE EXTENSION, hence this custom migration, ordered first.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
