CREATE TABLE "estimate_credits" (
	"taxpayer_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"amount_paid_cents" bigint DEFAULT 0 NOT NULL,
	"prior_year_credit_cents" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "estimate_credits_taxpayer_id_tax_year_pk" PRIMARY KEY("taxpayer_id","tax_year")
);
--> statement-breakpoint
ALTER TABLE "estimate_credits" ADD CONSTRAINT "estimate_credits_taxpayer_id_taxpayers_taxpayer_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("taxpayer_id") ON DELETE no action ON UPDATE no action;