ALTER TABLE "payments" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "amount_paid" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "flag" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "resolved_by" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checked_at" timestamp with time zone;--> statement-breakpoint
UPDATE "payments" AS p SET "attempt" = n.rn FROM (SELECT "id", row_number() OVER (PARTITION BY "tax_form_id" ORDER BY "id") AS rn FROM "payments") AS n WHERE n."id" = p."id";--> statement-breakpoint
UPDATE "payments" SET "amount_paid" = "amount" WHERE "status" = 'Completed';--> statement-breakpoint
UPDATE "payments" AS p SET "flag" = 'refund' WHERE p."status" = 'Completed' AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."tax_form_id" = p."tax_form_id" AND q."status" = 'Completed' AND q."id" < p."id");--> statement-breakpoint
UPDATE "payments" AS p SET "status" = 'Error', "message" = 'superseded (migration 0009); the settlement comparison lists it if it was paid' WHERE p."status" IN ('Initiated', 'InProgress') AND EXISTS (SELECT 1 FROM "payments" AS q WHERE q."tax_form_id" = p."tax_form_id" AND q."id" > p."id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_form_attempt_idx" ON "payments" USING btree ("tax_form_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_session_idx" ON "payments" USING btree ("tax_form_id") WHERE "payments"."status" in ('Initiated', 'InProgress');--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_full_payment_idx" ON "payments" USING btree ("tax_form_id") WHERE "payments"."status" = 'Completed' and "payments"."flag" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_transaction_idx" ON "payments" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_flag_check" CHECK ("payments"."flag" in ('partial', 'overpaid', 'refund'));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paid_when_completed_check" CHECK (("payments"."status" = 'Completed') = ("payments"."amount_paid" is not null));--> statement-breakpoint
CREATE TABLE "payment_settlement_issues" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"settlement_date" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"remittance_id" text,
	"transaction_id" text,
	"ours" bigint,
	"theirs" bigint,
	"found_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_settlement_issues_kind_check" CHECK ("payment_settlement_issues"."kind" in ('missing_here', 'missing_at_provider', 'amount_differs'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_settlement_issues_once_idx" ON "payment_settlement_issues" USING btree ("settlement_date","kind","key");
