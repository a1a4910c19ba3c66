-- Hand-made: trigram similarity for "Mente du …?" (cms/domain/search/index.ts, suggestCorrection).
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension since PostgreSQL 13, so the
-- database owner may create it. Nothing in the Prisma schema changes.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
