-- Issue 28 item 5 (ADR 0057): the console's search, indexed. pg_trgm is a trusted extension
-- (PostgreSQL 13+): the tables' owner creates it if it holds CREATE on the database; PGlite loads
-- it with the database (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- A name or street in any order, each word's start: trigrams of the words (TAXPAYER_SEARCH_TEXT in
-- db/base-schema.ts is this expression, character for character).
CREATE INDEX IF NOT EXISTS "taxpayers_search_text_idx" ON "taxpayers" USING gin ((' ' || lower(regexp_replace(coalesce(name2, '') || ' ' || coalesce(middle_initial, '') || ' ' || name1 || ' ' || coalesce(joint_name2, '') || ' ' || coalesce(joint_middle_initial, '') || ' ' || coalesce(joint_name1, '') || ' ' || street_address, '[^[:alnum:]]+', ' ', 'g')) || ' ') gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "taxpayers_joint_federal_id_idx" ON "taxpayers" ("joint_federal_id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "taxpayers_federal_id_last4_idx" ON "taxpayers" (right("federal_id", 4));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "taxpayers_joint_federal_id_last4_idx" ON "taxpayers" (right("joint_federal_id", 4));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "taxpayers_email_lower_idx" ON "taxpayers" (lower("email"));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "taxpayers_phone_idx" ON "taxpayers" (right(regexp_replace(business_phone_number, '[^0-9]', '', 'g'), 10));
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contact_messages_phone_idx" ON "contact_messages" (right(regexp_replace(phone_number, '[^0-9]', '', 'g'), 10)) WHERE "taxpayer_id" is not null;
--> statement-breakpoint
-- The planner needs the new expression's statistics to choose between the index and a scan.
ANALYZE "taxpayers";
