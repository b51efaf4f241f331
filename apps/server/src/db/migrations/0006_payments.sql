CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tax_form_id" bigint NOT NULL,
	"taxpayer_id" text NOT NULL,
	"remittance_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"payment_type" text,
	"partial_cc_number" text,
	"partial_account_number" text,
	"transaction_id" text,
	"message" text,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reported_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "tax_forms" ADD COLUMN "pay_by_mail_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_tax_form_id_tax_forms_id_fk" FOREIGN KEY ("tax_form_id") REFERENCES "public"."tax_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_taxpayer_id_taxpayers_taxpayer_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("taxpayer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_remittance_idx" ON "payments" USING btree ("remittance_id");--> statement-breakpoint
CREATE INDEX "payments_form_idx" ON "payments" USING btree ("tax_form_id");