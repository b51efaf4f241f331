CREATE TABLE "exemption_certificates" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"reason" text NOT NULL,
	"business_sold_date" text,
	"confirmation_number" text NOT NULL,
	"filed_by_user_id" integer NOT NULL,
	"filed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_forms" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL,
	"tax_year" integer NOT NULL,
	"form_type" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exemption_certificates" ADD CONSTRAINT "exemption_certificates_taxpayer_id_taxpayers_taxpayer_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("taxpayer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exemption_certificates" ADD CONSTRAINT "exemption_certificates_filed_by_user_id_users_id_fk" FOREIGN KEY ("filed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_forms" ADD CONSTRAINT "tax_forms_taxpayer_id_taxpayers_taxpayer_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("taxpayer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "exemption_certificates_taxpayer_year_idx" ON "exemption_certificates" USING btree ("taxpayer_id","tax_year");--> statement-breakpoint
CREATE UNIQUE INDEX "exemption_certificates_confirmation_idx" ON "exemption_certificates" USING btree ("confirmation_number");--> statement-breakpoint
CREATE INDEX "tax_forms_taxpayer_year_idx" ON "tax_forms" USING btree ("taxpayer_id","tax_year");