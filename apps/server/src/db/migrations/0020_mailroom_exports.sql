-- Issue 16, items 5 and 8 (ADR 0038): what arrives by mail, and exports for the agency's core system.
-- A mailed check or a paper return's figures, recorded by a clerk and posted to the ledger once
-- (source 'mailroom', the posting's id): at once, or above MAILROOM_APPROVAL_CENTS when a
-- supervisor other than the recorder approves it.
CREATE TABLE "mailroom_postings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"taxpayer_id" text NOT NULL REFERENCES "taxpayers"("taxpayer_id"),
	"tax_year" integer NOT NULL,
	"tax_form_id" bigint REFERENCES "tax_forms"("id"),
	"check_number" text,
	"form_type" text,
	"period" text,
	"received_on" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"figures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"needs_approval" boolean NOT NULL,
	"recorded_by" integer NOT NULL REFERENCES "staff_users"("id"),
	"recorded_at" timestamp with time zone NOT NULL,
	"idempotency_key" text,
	"fingerprint" text NOT NULL,
	"decided_by" integer REFERENCES "staff_users"("id"),
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"posted_at" timestamp with time zone,
	CONSTRAINT "mailroom_postings_kind_check" CHECK ("kind" IN ('check', 'paper-return')),
	CONSTRAINT "mailroom_postings_status_check" CHECK ("status" IN ('pending', 'posted', 'refused')),
	CONSTRAINT "mailroom_postings_check_check" CHECK ("kind" <> 'check' OR ("check_number" IS NOT NULL AND "amount_cents" > 0)),
	CONSTRAINT "mailroom_postings_paper_check" CHECK ("kind" <> 'paper-return' OR "form_type" IS NOT NULL),
	CONSTRAINT "mailroom_postings_amount_check" CHECK ("amount_cents" >= 0),
	-- Four eyes: whoever approves or refuses is not who recorded it.
	CONSTRAINT "mailroom_postings_other_decider_check" CHECK ("decided_by" IS NULL OR "decided_by" <> "recorded_by"),
	CONSTRAINT "mailroom_postings_refusal_check" CHECK ("status" <> 'refused' OR "refusal_reason" IS NOT NULL),
	CONSTRAINT "mailroom_postings_posted_check" CHECK (("status" = 'posted') = ("posted_at" IS NOT NULL))
);
--> statement-breakpoint
-- A retried request (same member of staff, same Idempotency-Key) records once.
CREATE UNIQUE INDEX "mailroom_postings_idempotency_idx" ON "mailroom_postings" ("recorded_by", "idempotency_key") WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
-- A check number per taxpayer is recorded once (a refused one may be recorded again, corrected).
CREATE UNIQUE INDEX "mailroom_postings_check_number_idx" ON "mailroom_postings" ("taxpayer_id", "check_number") WHERE "kind" = 'check' AND "status" <> 'refused';
--> statement-breakpoint
-- One paper return per taxpayer, form, year and period (a correction is an adjustment).
CREATE UNIQUE INDEX "mailroom_postings_paper_idx" ON "mailroom_postings" ("taxpayer_id", "form_type", "tax_year", (coalesce("period", ''))) WHERE "kind" = 'paper-return' AND "status" <> 'refused';
--> statement-breakpoint
CREATE INDEX "mailroom_postings_status_idx" ON "mailroom_postings" ("status", "recorded_at");
--> statement-breakpoint
CREATE INDEX "mailroom_postings_posted_idx" ON "mailroom_postings" ("posted_at");
--> statement-breakpoint
-- An export batch: its kind and range, and (export_batch_rows) the rows it contained, frozen, so
-- downloading batch N again gives the same bytes. A row is in one batch only, ever.
CREATE TABLE "export_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"from_date" date NOT NULL,
	"to_date" date NOT NULL,
	"row_count" integer NOT NULL DEFAULT 0,
	"created_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "export_batches_kind_check" CHECK ("kind" IN ('filings', 'payments')),
	CONSTRAINT "export_batches_range_check" CHECK ("from_date" <= "to_date")
);
--> statement-breakpoint
CREATE TABLE "export_batch_rows" (
	"batch_id" bigint NOT NULL REFERENCES "export_batches"("id"),
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"position" integer NOT NULL,
	"row" jsonb NOT NULL,
	CONSTRAINT "export_batch_rows_pk" PRIMARY KEY ("batch_id", "position")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "export_batch_rows_source_idx" ON "export_batch_rows" ("kind", "source");
