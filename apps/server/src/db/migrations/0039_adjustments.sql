-- Issue 28 item 2 (ADR 0059): adjustments made in the console. A request (who asked, the reason
-- code, the note, the amount, the year or form, the payment reversed) posts to the ledger at once
-- at or below the agency's amount, or waits for a second person above it. Its ledger entries are
-- unique on their source ('adjustment', id, line), so it posts once; the approver is never the
-- requester nor linked to them (efile_staff_linked, migration 0027); a payment is reversed once;
-- a credit moved never takes a year beyond its credit.
CREATE TABLE "adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL REFERENCES "taxpayers"("taxpayer_id"),
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"tax_year" integer NOT NULL,
	"to_tax_year" integer,
	"tax_form_id" bigint REFERENCES "tax_forms"("id"),
	-- The payment entry a returned check reverses (no foreign key: ledger_entries stays a table
	-- nothing references, so its append-only trigger answers a TRUNCATE; the service checks the id).
	"ledger_entry_id" bigint,
	"amount_cents" bigint NOT NULL,
	"status" text NOT NULL,
	"needs_approval" boolean NOT NULL,
	"requested_by" integer NOT NULL REFERENCES "staff_users"("id"),
	"requested_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"decided_by" integer REFERENCES "staff_users"("id"),
	"decided_at" timestamp with time zone,
	"refusal_reason" text,
	"posted_at" timestamp with time zone,
	CONSTRAINT "adjustments_kind_check" CHECK ("kind" IN ('penalty-abatement', 'interest-abatement',
		'assessment', 'returned-check', 'credit-move')),
	CONSTRAINT "adjustments_status_check" CHECK ("status" IN ('requested', 'approved', 'refused')),
	CONSTRAINT "adjustments_note_check" CHECK (length(btrim("note")) > 0),
	CONSTRAINT "adjustments_shape_check" CHECK (CASE "kind"
		WHEN 'credit-move' THEN "to_tax_year" IS NOT NULL AND "to_tax_year" <> "tax_year" AND "amount_cents" > 0
		WHEN 'returned-check' THEN "ledger_entry_id" IS NOT NULL AND "amount_cents" > 0
		WHEN 'assessment' THEN "tax_form_id" IS NOT NULL AND "amount_cents" <> 0
		ELSE "tax_form_id" IS NOT NULL AND "amount_cents" > 0 END),
	-- Approved means posted; above the amount, by a decision of someone else.
	CONSTRAINT "adjustments_approved_check" CHECK ("status" <> 'approved'
		OR ("posted_at" IS NOT NULL AND (NOT "needs_approval" OR "decided_by" IS NOT NULL))),
	CONSTRAINT "adjustments_refused_check" CHECK ("status" <> 'refused'
		OR ("decided_by" IS NOT NULL AND "refusal_reason" IS NOT NULL AND "posted_at" IS NULL)),
	CONSTRAINT "adjustments_requested_check" CHECK ("status" <> 'requested'
		OR ("needs_approval" AND "decided_by" IS NULL AND "posted_at" IS NULL)),
	CONSTRAINT "adjustments_four_eyes_check" CHECK ("decided_by" IS NULL OR "decided_by" <> "requested_by")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "adjustments_idempotency_idx" ON "adjustments" ("requested_by", "idempotency_key");
--> statement-breakpoint
-- A payment comes back once: one reversal of an entry that is not refused.
CREATE UNIQUE INDEX "adjustments_reversed_entry_idx" ON "adjustments" ("ledger_entry_id")
	WHERE "ledger_entry_id" IS NOT NULL AND "status" <> 'refused';
--> statement-breakpoint
CREATE INDEX "adjustments_taxpayer_idx" ON "adjustments" ("taxpayer_id", "requested_at");
--> statement-breakpoint
CREATE INDEX "adjustments_waiting_idx" ON "adjustments" ("requested_at") WHERE "status" = 'requested';
--> statement-breakpoint
-- Four eyes (ADR 0048): whoever decides is not the requester nor linked to them.
CREATE FUNCTION "efile_adjustments_four_eyes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."decided_by" IS NOT NULL AND efile_staff_linked(NEW."decided_by", NEW."requested_by") THEN
    RAISE EXCEPTION 'an adjustment is decided by someone other than who asked for it'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'adjustments_four_eyes';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "adjustments_four_eyes" BEFORE INSERT OR UPDATE ON "adjustments"
  FOR EACH ROW EXECUTE FUNCTION efile_adjustments_four_eyes();
--> statement-breakpoint
-- A credit moved out of a year leaves the year's entries at zero or below: never more than its credit.
CREATE FUNCTION "efile_adjustment_credit_limit"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."source_type" = 'adjustment' AND NEW."kind" = 'credit.transfer' AND (
    SELECT coalesce(sum("amount_cents"), 0) FROM "ledger_entries"
    WHERE "taxpayer_id" = NEW."taxpayer_id" AND "tax_year" = NEW."tax_year") > 0 THEN
    RAISE EXCEPTION 'a credit moved to another year is at most the credit of its year'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'adjustments_credit_limit';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_adjustment_credit_limit" AFTER INSERT ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION efile_adjustment_credit_limit();
