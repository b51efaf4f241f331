-- One or the other (issue 11): an exemption certificate and an annual return of the same taxpayer
-- and tax year never both exist. Each insert takes a transaction-scoped advisory lock on the
-- taxpayer and year, then looks for the other kind: two sent at the same moment run one after the
-- other, and the second sees the first (READ COMMITTED takes a new snapshot per statement).
CREATE FUNCTION "efile_filing_choice_lock"(taxpayer text, year integer) RETURNS void LANGUAGE sql AS $$
  SELECT pg_advisory_xact_lock(hashtextextended('filing-choice:' || taxpayer || ':' || year, 0));
$$;
--> statement-breakpoint
CREATE FUNCTION "efile_exemption_excludes_annual_return"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM efile_filing_choice_lock(NEW.taxpayer_id, NEW.tax_year);
  IF EXISTS (SELECT 1 FROM tax_forms WHERE taxpayer_id = NEW.taxpayer_id AND tax_year = NEW.tax_year
             AND form_type = 'annual-return') THEN
    RAISE EXCEPTION 'an annual return is entered for this taxpayer and tax year'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'one_filing_choice_per_year';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION "efile_annual_return_excludes_exemption"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.form_type <> 'annual-return' THEN
    RETURN NEW;
  END IF;
  PERFORM efile_filing_choice_lock(NEW.taxpayer_id, NEW.tax_year);
  IF EXISTS (SELECT 1 FROM exemption_certificates WHERE taxpayer_id = NEW.taxpayer_id
             AND tax_year = NEW.tax_year) THEN
    RAISE EXCEPTION 'an exemption certificate is filed for this taxpayer and tax year'
      USING ERRCODE = 'unique_violation', CONSTRAINT = 'one_filing_choice_per_year';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "exemption_certificates_one_filing_choice" BEFORE INSERT OR UPDATE OF "taxpayer_id", "tax_year"
  ON "exemption_certificates" FOR EACH ROW EXECUTE FUNCTION efile_exemption_excludes_annual_return();
--> statement-breakpoint
CREATE TRIGGER "tax_forms_one_filing_choice" BEFORE INSERT OR UPDATE OF "taxpayer_id", "tax_year", "form_type"
  ON "tax_forms" FOR EACH ROW EXECUTE FUNCTION efile_annual_return_excludes_exemption();
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"locked_until" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_user_key_idx" ON "idempotency_keys" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "uploaded_files" ALTER COLUMN "content" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "w2_id" bigint;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD COLUMN "form_1099_id" bigint;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_w2_id_form_w2s_id_fk" FOREIGN KEY ("w2_id") REFERENCES "public"."form_w2s"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_form_1099_id_form_1099s_id_fk" FOREIGN KEY ("form_1099_id") REFERENCES "public"."form_1099s"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_user_created_idx" ON "uploaded_files" USING btree ("user_id","created_at");
