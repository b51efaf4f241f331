-- Issue 27 (ADR 0058): overpayments claimed online. A claim asks for a refund, a credit to the next
-- year, or both, of what the ledger says was overpaid; staff review it (a second person above the
-- agency's amount), and a refund batch issues it. Money moves once: the ledger entries of a claim
-- are unique on their source ('refund_claim', id, line), a claim is in one batch at most, and a
-- taxpayer has at most one open claim per tax year.
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_check";
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN ('liability.tax',
	'liability.penalty', 'liability.interest', 'payment', 'payment.reversal', 'estimate.credit',
	'prior-year.credit', 'adjustment', 'withholding.credit', 'refund', 'refund.interest', 'credit.transfer'));
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_sign_check";
--> statement-breakpoint
-- A refund paid out and a credit moved away raise the year's balance (back towards zero); tax
-- withheld above the tax and interest the agency pays on a late refund lower it.
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sign_check" CHECK (CASE
	WHEN "kind" IN ('liability.tax', 'liability.penalty', 'liability.interest', 'payment.reversal', 'refund',
		'credit.transfer') THEN "amount_cents" > 0
	WHEN "kind" IN ('payment', 'estimate.credit', 'prior-year.credit', 'withholding.credit', 'refund.interest')
		THEN "amount_cents" < 0
	ELSE "amount_cents" <> 0 END);
--> statement-breakpoint
CREATE TABLE "refund_batches" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone NOT NULL,
	"issued_on" date NOT NULL,
	"claims" integer NOT NULL,
	"total_cents" bigint NOT NULL,
	"nacha" text NOT NULL,
	"ap_csv" text NOT NULL,
	CONSTRAINT "refund_batches_nonempty_check" CHECK ("claims" > 0)
);
--> statement-breakpoint
CREATE TABLE "refund_claims" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL REFERENCES "taxpayers"("taxpayer_id"),
	"tax_year" integer NOT NULL,
	"tax_form_id" bigint REFERENCES "tax_forms"("id"),
	"refund_cents" bigint NOT NULL,
	"credit_cents" bigint NOT NULL,
	"method" text,
	"routing_number" text,
	"account_sealed" text,
	"account_last4" text,
	"account_type" text,
	"status" text NOT NULL,
	"claimed_by_user_id" integer REFERENCES "users"("id"),
	"claimed_at" timestamp with time zone NOT NULL,
	"overpaid_on" date NOT NULL,
	"due_date" date NOT NULL,
	"return_filed_on" date NOT NULL,
	"idempotency_key" text,
	"needs_second" boolean NOT NULL,
	"reviewed_by" integer REFERENCES "staff_users"("id"),
	"reviewed_at" timestamp with time zone,
	"approved_by" integer REFERENCES "staff_users"("id"),
	"approved_at" timestamp with time zone,
	"second_approved_by" integer REFERENCES "staff_users"("id"),
	"second_approved_at" timestamp with time zone,
	"refused_by" integer REFERENCES "staff_users"("id"),
	"refused_at" timestamp with time zone,
	"refusal_reason" text,
	"batch_id" bigint REFERENCES "refund_batches"("id"),
	"offset_cents" bigint DEFAULT 0 NOT NULL,
	"interest_cents" bigint,
	"sent_at" timestamp with time zone,
	CONSTRAINT "refund_claims_amounts_check" CHECK ("refund_cents" >= 0 AND "credit_cents" >= 0
		AND "refund_cents" + "credit_cents" > 0 AND "offset_cents" BETWEEN 0 AND "refund_cents"),
	CONSTRAINT "refund_claims_status_check" CHECK ("status" IN ('received', 'in-review', 'approved', 'sent', 'refused')),
	CONSTRAINT "refund_claims_method_check" CHECK (("refund_cents" = 0 AND "method" IS NULL)
		OR ("method" = 'check' AND "routing_number" IS NULL AND "account_sealed" IS NULL)
		OR ("method" = 'direct-deposit' AND "routing_number" ~ '^[0-9]{9}$' AND "account_sealed" IS NOT NULL
			AND "account_last4" IS NOT NULL AND "account_type" IN ('checking', 'savings'))),
	-- Approved means approved by enough people; sent means in a batch, with its interest.
	CONSTRAINT "refund_claims_approved_check" CHECK ("status" NOT IN ('approved', 'sent')
		OR ("approved_by" IS NOT NULL AND (NOT "needs_second" OR "second_approved_by" IS NOT NULL))),
	CONSTRAINT "refund_claims_sent_check" CHECK (("status" = 'sent') = ("batch_id" IS NOT NULL)
		AND ("status" <> 'sent' OR ("interest_cents" IS NOT NULL AND "sent_at" IS NOT NULL))),
	CONSTRAINT "refund_claims_refused_check" CHECK ("status" <> 'refused'
		OR ("refused_by" IS NOT NULL AND "refusal_reason" IS NOT NULL))
);
--> statement-breakpoint
-- Open: not yet decided, or approved with a refund still to pay out (approved is final otherwise).
CREATE UNIQUE INDEX "refund_claims_open_idx" ON "refund_claims" ("taxpayer_id", "tax_year")
	WHERE "status" IN ('received', 'in-review') OR ("status" = 'approved' AND "refund_cents" > "offset_cents");
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_claims_idempotency_idx" ON "refund_claims" ("taxpayer_id", "idempotency_key")
	WHERE "idempotency_key" IS NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "refund_claims_form_idx" ON "refund_claims" ("tax_form_id")
	WHERE "tax_form_id" IS NOT NULL AND "status" <> 'refused';
--> statement-breakpoint
CREATE INDEX "refund_claims_status_idx" ON "refund_claims" ("status", "claimed_at");
--> statement-breakpoint
CREATE INDEX "refund_claims_taxpayer_idx" ON "refund_claims" ("taxpayer_id", "claimed_at");
--> statement-breakpoint
CREATE TABLE "refund_claim_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" bigint NOT NULL REFERENCES "refund_claims"("id"),
	"staff_user_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"note" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "refund_claim_notes_claim_idx" ON "refund_claim_notes" ("claim_id", "created_at");
--> statement-breakpoint
-- Four eyes (ADR 0048): the second approval is by someone other than (and not linked to) the first.
CREATE FUNCTION "efile_refund_claims_four_eyes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."second_approved_by" IS NOT NULL
     AND efile_staff_linked(NEW."second_approved_by", NEW."approved_by") THEN
    RAISE EXCEPTION 'a refund above the agency''s amount is approved by two people'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'refund_claims_four_eyes';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "refund_claims_four_eyes" BEFORE INSERT OR UPDATE ON "refund_claims"
  FOR EACH ROW EXECUTE FUNCTION efile_refund_claims_four_eyes();
