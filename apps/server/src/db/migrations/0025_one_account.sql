-- Issue 22 (ADR 0044): one account behind every figure, every amount payable.
--
-- 1. Estimates paid and prior-year credits the agency holds (estimate_credits) are ledger entries of
--    their tax year, naming no form (source estimate_credits, '{taxpayer}:{year}', line estimatesPaid
--    or priorYearCredit), posted by a trigger whenever a row is inserted and, here, for the rows there
--    are. An annual return filed before this posted the same source on its form: ON CONFLICT skips it,
--    so nothing is counted twice.
CREATE FUNCTION "efile_post_estimate_credits"(taxpayer text, year integer, paid bigint, prior bigint)
RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  inserted integer;
BEGIN
  INSERT INTO ledger_entries (taxpayer_id, tax_year, kind, amount_cents, tax_form_id, source_type, source_id,
    source_line, occurred_at, reason)
  SELECT taxpayer, year, l.kind, -l.amount, NULL, 'estimate_credits', taxpayer || ':' || year, l.line,
    make_timestamptz(year, 12, 31, 12, 0, 0, 'UTC'), NULL
  FROM (VALUES ('estimate.credit', 'estimatesPaid', paid), ('prior-year.credit', 'priorYearCredit', prior))
    AS l(kind, line, amount)
  WHERE l.amount > 0
  ON CONFLICT ("source_type", "source_id", "source_line") DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  RETURN inserted;
END $$;
--> statement-breakpoint
CREATE FUNCTION "efile_estimate_credits_posted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM efile_post_estimate_credits(NEW.taxpayer_id, NEW.tax_year, NEW.amount_paid_cents, NEW.prior_year_credit_cents);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "estimate_credits_to_ledger" AFTER INSERT ON "estimate_credits"
  FOR EACH ROW EXECUTE FUNCTION "efile_estimate_credits_posted"();
--> statement-breakpoint
SELECT efile_post_estimate_credits(taxpayer_id, tax_year, amount_paid_cents, prior_year_credit_cents)
FROM estimate_credits;
--> statement-breakpoint
-- 2. An estimate charges each installment on its own (line installment.N). Estimates filed before
--    charged what they asked at filing (line amountDue, installments 1..k); the installments after
--    those are charged now, as filing would have.
INSERT INTO ledger_entries (taxpayer_id, tax_year, kind, amount_cents, tax_form_id, source_type, source_id,
  source_line, occurred_at, reason)
SELECT f.taxpayer_id, f.tax_year, 'liability.tax', (i->>'amountDue')::bigint, f.id, 'tax_form', f.id::text,
  'installment.' || (i->>'number'), f.filed_at, NULL
FROM tax_forms f
JOIN ledger_entries asked ON asked.source_type = 'tax_form' AND asked.source_id = f.id::text
  AND asked.source_line = 'amountDue'
CROSS JOIN LATERAL jsonb_array_elements(f.result->'calculation'->'installments') AS i
WHERE f.status = 'filed' AND f.form_type IN ('individual-estimate', 'net-profit-estimate')
  AND (i->>'cumulativeDue')::bigint > asked.amount_cents AND (i->>'amountDue')::bigint > 0
ON CONFLICT ("source_type", "source_id", "source_line") DO NOTHING;
--> statement-breakpoint
-- 3. A payment pays a target (ADR 0044): a filed form, one installment of a filed estimate, or a
--    whole tax year (no form). At most one live session, and attempts numbered, per target.
ALTER TABLE "payments" ADD COLUMN "tax_year" integer;
--> statement-breakpoint
UPDATE "payments" AS p SET "tax_year" = f."tax_year" FROM "tax_forms" AS f WHERE f."id" = p."tax_form_id";
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "tax_year" SET NOT NULL;
--> statement-breakpoint
-- A session of a form that names no year pays the form's (the year is then never wrong).
CREATE FUNCTION "efile_payment_tax_year"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.tax_form_id IS NOT NULL THEN
    NEW.tax_year := (SELECT f.tax_year FROM tax_forms f WHERE f.id = NEW.tax_form_id);
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "payments_tax_year" BEFORE INSERT OR UPDATE OF "tax_form_id", "tax_year" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "efile_payment_tax_year"();
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "tax_form_id" DROP NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "installment" integer;
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_target_check" CHECK (
  ("installment" IS NULL OR ("tax_form_id" IS NOT NULL AND "installment" BETWEEN 1 AND 4)));
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "target_key" text GENERATED ALWAYS AS (
  CASE WHEN "tax_form_id" IS NULL THEN 'year:' || "tax_year"::text
    ELSE 'form:' || "tax_form_id"::text || coalesce(':installment.' || "installment"::text, '') END) STORED;
--> statement-breakpoint
DROP INDEX "payments_one_live_session_idx";
--> statement-breakpoint
DROP INDEX "payments_form_attempt_idx";
--> statement-breakpoint
DROP INDEX "payments_one_full_payment_idx";
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_session_idx" ON "payments" USING btree ("taxpayer_id", "target_key")
  WHERE "status" in ('Initiated', 'InProgress');
--> statement-breakpoint
CREATE UNIQUE INDEX "payments_target_attempt_idx" ON "payments" USING btree ("taxpayer_id", "target_key", "attempt");
--> statement-breakpoint
-- The backfill (migration 0016) follows the mapping as it is now (modules/ledger/mapping.ts): the
-- annual return charges its tax (the credits are the year's entries), an estimate each installment.
CREATE OR REPLACE FUNCTION "efile_ledger_backfill"() RETURNS integer LANGUAGE plpgsql AS $$
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
    SELECT f.taxpayer_id, f.tax_year, 'liability.tax', (i->>'amountDue')::bigint, f.id, 'tax_form', f.id::text,
      'installment.' || (i->>'number'), f.filed_at, NULL
    FROM filed f CROSS JOIN LATERAL jsonb_array_elements(f.result->'calculation'->'installments') AS i
    WHERE f.form_type IN ('individual-estimate', 'net-profit-estimate')
      AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.source_type = 'tax_form'
        AND e.source_id = f.id::text AND e.source_line = 'amountDue')
    UNION ALL
    SELECT taxpayer_id, tax_year, 'liability.tax',
      efile_worksheet_line(result, 'estimatedTax') - efile_worksheet_line(result, 'netEstimatedTax'), id,
      'tax_form', id::text, 'priorYearCredit', filed_at, NULL FROM filed WHERE form_type = 'individual-estimate'
    UNION ALL
    SELECT p.taxpayer_id, p.tax_year, 'payment', -p.amount_paid, p.tax_form_id, 'payment', p.id::text,
      'amountPaid', coalesce(p.reported_at, p.created_at), NULL
    FROM payments p
    WHERE p.status = 'Completed' AND p.amount_paid > 0 AND p.tax_form_id IS NOT NULL AND p.installment IS NULL
  )
  INSERT INTO ledger_entries (taxpayer_id, tax_year, kind, amount_cents, tax_form_id, source_type, source_id,
    source_line, occurred_at, reason)
  SELECT taxpayer_id, tax_year, kind, amount, form_id, source_type, source_id, source_line, filed_at, reason
  FROM rows WHERE amount <> 0
  ON CONFLICT ("source_type", "source_id", "source_line") DO NOTHING;
  GET DIAGNOSTICS inserted = ROW_COUNT;
  RETURN inserted;
END $$;
