-- Accent folding for note search: unaccent is a trusted extension (PostgreSQL 13+), and its function is only
-- STABLE, so an IMMUTABLE wrapper with the dictionary named is what a generated column and its index may use.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.immutable_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
--> statement-breakpoint
-- PostgreSQL 15 cannot change a generated column's expression: the column (and its index) are rebuilt.
ALTER TABLE "notes" DROP COLUMN "search";--> statement-breakpoint
ALTER TABLE "notes" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', immutable_unaccent(coalesce("notes"."title", ''))), 'A') || setweight(to_tsvector('simple', immutable_unaccent(coalesce("notes"."content", ''))), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "notes_search_idx" ON "notes" USING gin ("search");
