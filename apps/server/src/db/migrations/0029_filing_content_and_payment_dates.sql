-- Issue 23 item 3 (ADR 0049): the same billing statement (same taxpayer, form and figures) filed
-- again within the duplicate window is the same filing. `content_hash` is a SHA-256 of the
-- taxpayer, the form and the request as filed; `content_bucket` the filing instant divided by the
-- window. The filing checks the previous window under the taxpayer's advisory lock; this unique
-- index holds the rule in the database too: two rows of one content never share a bucket.
ALTER TABLE "tax_forms" ADD COLUMN "content_hash" text;
--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "content_bucket" bigint;
--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_content_pair_check"
  CHECK (("content_hash" IS NULL) = ("content_bucket" IS NULL));
--> statement-breakpoint
CREATE UNIQUE INDEX "tax_forms_same_content_idx" ON "tax_forms" ("taxpayer_id", "content_hash", "content_bucket")
  WHERE "content_hash" IS NOT NULL;
--> statement-breakpoint
-- Issue 23 item 11: the provider's transaction date is kept as it reported it; the payment is
-- dated (reported_at, the ledger's occurred_at) within the session: never before it opened,
-- never after we learned of it. A date outside is flagged for the agency.
ALTER TABLE "payments" ADD COLUMN "provider_date" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "date_flag" text;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_date_flag_check"
  CHECK ("date_flag" IN ('before-session', 'future'));
