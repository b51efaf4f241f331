-- Issue 23 item 6 (ADR 0046): one check number, however it is written. '7001', '07001', '70-01' and
-- '7001-' are one check: the unique index is on the digits without separators or leading zeros
-- (normaliseCheckNumber in packages/contracts), so the database refuses the second of them even
-- when both arrive at once.
ALTER TABLE "mailroom_postings" ADD COLUMN "check_number_normalized" text;
--> statement-breakpoint
-- Existing checks: the same normalisation (an older number may still hold letters; they are kept).
UPDATE "mailroom_postings"
SET "check_number_normalized" = coalesce(nullif(ltrim(regexp_replace(upper("check_number"), '[^0-9A-Z]', '', 'g'), '0'), ''), '0')
WHERE "kind" = 'check';
--> statement-breakpoint
-- A check recorded twice under two spellings before this migration: the earliest keeps the number,
-- the later ones are left without it (listed for the agency by the query in docs/operations.md).
UPDATE "mailroom_postings" AS p
SET "check_number_normalized" = NULL
WHERE p."kind" = 'check' AND p."status" <> 'refused' AND EXISTS (
	SELECT 1 FROM "mailroom_postings" AS q
	WHERE q."taxpayer_id" = p."taxpayer_id" AND q."kind" = 'check' AND q."status" <> 'refused'
		AND q."check_number_normalized" = p."check_number_normalized" AND q."id" < p."id"
);
--> statement-breakpoint
-- Every check recorded from now on has it (NOT VALID: the duplicates above are not checked).
ALTER TABLE "mailroom_postings" ADD CONSTRAINT "mailroom_postings_check_normalized_check" CHECK ("kind" <> 'check' OR "check_number_normalized" IS NOT NULL) NOT VALID;
--> statement-breakpoint
DROP INDEX "mailroom_postings_check_number_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "mailroom_postings_check_normalized_idx" ON "mailroom_postings" ("taxpayer_id", "check_number_normalized") WHERE "kind" = 'check' AND "status" <> 'refused';
--> statement-breakpoint
-- The approval threshold sums one recorder's postings for one taxpayer on one agency day.
CREATE INDEX "mailroom_postings_recorder_day_idx" ON "mailroom_postings" ("recorded_by", "taxpayer_id", "recorded_at");
