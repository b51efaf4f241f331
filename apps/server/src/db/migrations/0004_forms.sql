CREATE TABLE "form_1099s" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tax_form_id" bigint NOT NULL,
	"payer" text NOT NULL,
	"income_cents" bigint NOT NULL,
	"city" text,
	"tax_paid_cents" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_w2s" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tax_form_id" bigint NOT NULL,
	"employer" text NOT NULL,
	"ein" text NOT NULL,
	"wages_cents" bigint NOT NULL,
	"medicare_wages_cents" bigint NOT NULL,
	"local_wages_cents" bigint NOT NULL,
	"local_tax_withheld_cents" bigint NOT NULL,
	"locality" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "data" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "result" jsonb;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "confirmation_number" text;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "filed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "filed_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "form_1099s" ADD CONSTRAINT "form_1099s_tax_form_id_tax_forms_id_fk" FOREIGN KEY ("tax_form_id") REFERENCES "public"."tax_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_w2s" ADD CONSTRAINT "form_w2s_tax_form_id_tax_forms_id_fk" FOREIGN KEY ("tax_form_id") REFERENCES "public"."tax_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_1099s_form_idx" ON "form_1099s" USING btree ("tax_form_id");--> statement-breakpoint
CREATE INDEX "form_w2s_form_idx" ON "form_w2s" USING btree ("tax_form_id");--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_filed_by_user_id_users_id_fk" FOREIGN KEY ("filed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_forms_one_per_year_idx" ON "tax_forms" USING btree ("taxpayer_id","tax_year","form_type") WHERE "tax_forms"."form_type" in ('annual-return', 'individual-estimate');--> statement-breakpoint
CREATE UNIQUE INDEX "tax_forms_confirmation_idx" ON "tax_forms" USING btree ("confirmation_number");