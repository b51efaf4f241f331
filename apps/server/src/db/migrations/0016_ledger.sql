-- Issue 15: one ledger behind a balance (ADR 0031). Every charge and every credit of a taxpayer's
-- account is one row, written once (unique on its source) and never changed (a trigger refuses
-- UPDATE, DELETE and TRUNCATE). amount_cents is signed: a debit (what the taxpayer owes more) is
-- positive, a credit (what reduces it) negative, so a balance is the plain sum of entries.
CREATE TABLE "ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL REFERENCES "taxpayers"("taxpayer_id"),
	"tax_year" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"tax_form_id" bigint REFERENCES "tax_forms"("id"),
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"source_line" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"posted_by_staff_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_check" CHECK ("kind" IN ('liability.tax', 'liability.penalty',
		'liability.interest', 'payment', 'payment.reversal', 'estimate.credit', 'prior-year.credit', 'adjustment')),
	CONSTRAINT "ledger_entries_sign_check" CHECK (CASE
		WHEN "kind" IN ('liability.tax', 'liability.penalty', 'liability.interest', 'payment.reversal') THEN "amount_cents" > 0
		WHEN "kind" IN ('payment', 'estimate.credit', 'prior-year.credit') THEN "amount_cents" < 0
		ELSE "amount_cents" <> 0 END),
	CONSTRAINT "ledger_entries_adjustment_reason_check" CHECK ("kind" <> 'adjustment' OR "reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_idx" ON "ledger_entries" ("source_type", "source_id", "source_line");
--> statement-breakpoint
CREATE INDEX "ledger_entries_taxpayer_year_idx" ON "ledger_entries" ("taxpayer_id", "tax_year");
--> statement-breakpoint
CREATE INDEX "ledger_entries_form_idx" ON "ledger_entries" ("tax_form_id");
--> statement-breakpoint
CREATE FUNCTION "efile_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation', CONSTRAINT = 'ledger_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION efile_ledger_append_only();
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_no_truncate" BEFORE TRUNCATE ON "ledger_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION efile_ledger_append_only();
--> statement-breakpoint
-- Balances are derived, never stored.
CREATE VIEW "ledger_balances" AS
  SELECT "taxpayer_id", "tax_year", sum("amount_cents")::bigint AS "balance_cents", count(*)::integer AS "entries"
  FROM "ledger_entries" GROUP BY "taxpayer_id", "tax_year";
--> statement-breakpoint
-- A frozen worksheet line of a filed form (result.calculation.worksheet.lines[].amount).
CREATE FUNCTION "efile_worksheet_line"(result jsonb, line text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce((SELECT (l->>'amount')::bigint
    FROM jsonb_array_elements(result->'calculation'->'worksheet'->'lines') l WHERE l->>'id' = line LIMIT 1), 0)
$$;
--> statement-breakpoint
-- The backfill: the same mapping as modules/ledger/mapping.ts (a test compares the two), for what
-- was filed and paid before the ledger. Idempotent on the source: running it again adds nothing.
CREATE FUNCTION "efile_ledger_backfill"() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  inserted integer;
BEGIN
  WITH filed AS (
    SELECT f.id, f.taxpayer_id, f.tax_year, f.form_type, f.result, f.filed_at
    FROM tax_forms f WHERE f.status = 'filed' AND f.result IS NOT NULL AND f.filed_at IS NOT NULL
  ), annual AS (
    SELECT a.*,
      efile_worksheet_line(a.result, 'taxAfterCredit') - efile_worksheet_line(a.result, 'residenceCityWithheld') AS net_tax,
      efile_worksheet_line(a.result, 'estimatesPaid') AS estimates,
      efile_worksheet_line(a.result, 'priorYearCredit') AS prior,
      coalesce((a.result->'calculation'->>'balanceDue')::bigint, 0) AS balance_due
    FROM filed a WHERE a.form_type = 'annual-return' AND (a.result->'calculation'->>'ok')::boolean
  ), rows AS (
    SELECT taxpayer_id, tax_year, 'liability.tax' AS kind, greatest(net_tax, 0) AS amount, id AS form_id,
      'tax_form' AS source_type, id::text AS source_id, 'taxAfterCredit-residenceCityWithheld' AS source_line,
      filed_at, NULL::text AS reason FROM annual
    UNION ALL
    SELECT taxpayer_id, tax_year, 'estimate.credit', -estimates, id, 'estimate_credits',
      taxpayer_id || ':' || tax_year, 'estimatesPaid', filed_at, NULL FROM annual
    UNION ALL
    SELECT taxpayer_id, tax_year, 'prior-year.credit', -prior, id, 'estimate_credits',
      taxpayer_id || ':' || tax_year, 'priorYearCredit', filed_at, NULL FROM annual
    UNION ALL
    SELECT taxpayer_id, tax_year, 'adjustment', balance_due - (greatest(net_tax, 0) - estimates - prior), id,
      'tax_form', id::text, 'waivedOverpayment', filed_at,
      'Overpayment the filer gave up to file online (ADR 0027)' FROM annual
    UNION ALL
    SELECT f.taxpayer_id, f.tax_year, m.kind, efile_worksheet_line(f.result, m.line), f.id, 'tax_form', f.id::text,
      m.line, f.filed_at, NULL
    FROM filed f JOIN (VALUES
      ('billing-statement', 'liability.tax', 'totalTax'),
      ('billing-statement', 'liability.interest', 'totalInterest'),
      ('billing-statement', 'liability.penalty', 'totalPenalty'),
      ('employers-return', 'liability.tax', 'totalTaxDue'),
      ('employers-return', 'liability.interest', 'interest'),
      ('employers-return', 'liability.penalty', 'latePaymentPenalty')
    ) AS m(form_type, kind, line) ON m.form_type = f.form_type
    UNION ALL
    SELECT taxpayer_id, tax_year, 'liability.tax', coalesce((result->>'amountDue')::bigint, 0), id, 'tax_form',
      id::text, 'amountDue', filed_at, NULL FROM filed WHERE form_type IN ('individual-estimate', 'net-profit-estimate')
    UNION ALL
    SELECT p.taxpayer_id, f.tax_year, 'payment', -p.amount_paid, p.tax_form_id, 'payment', p.id::text,
      'amountPaid', coalesce(p.reported_at, p.created_at), NULL
    FROM payments p JOIN tax_forms f ON f.id = p.tax_form_id
    WHERE p.status = 'Completed' AND p.amount_paid > 0
  )
  INSERT INTO ledger_entries (taxpayer_id, tax_year, kind, amount_cents, tax_form_id, source_type, source_id,
    source_line, occurred_at, reason)
  SELECT taxpayer_id, tax_year, kind, amount, form_id, source_type, source_id, source_line, filed_at, reason
  FROM rows WHERE amount <> 0
  ON CONFLICT ("source_type", "source_id", "source_line") DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  RETURN inserted;
END $$;
--> statement-breakpoint
SELECT efile_ledger_backfill();
