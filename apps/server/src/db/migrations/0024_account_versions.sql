-- Issue 15 (bench: GET /api/account): each API process keeps a taxpayer's My Account read and
-- revalidates it with one row. account_versions.version is bumped by triggers, in the writing
-- transaction, whenever what the page shows changes: a ledger entry written, a form filed or a
-- filed form changed, a payment session started or updated. A process whose cached read carries
-- another version reads the account again, so several processes never serve a stale account.
CREATE TABLE "account_versions" (
	"taxpayer_id" text PRIMARY KEY NOT NULL REFERENCES "taxpayers"("taxpayer_id"),
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE FUNCTION "bump_account_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO account_versions (taxpayer_id, version) VALUES (NEW.taxpayer_id, 1)
	ON CONFLICT (taxpayer_id) DO UPDATE SET version = account_versions.version + 1;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_account_version" AFTER INSERT ON "ledger_entries"
	FOR EACH ROW EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "tax_forms_filed_account_version" AFTER INSERT OR UPDATE ON "tax_forms"
	FOR EACH ROW WHEN (NEW.filed_at IS NOT NULL) EXECUTE FUNCTION "bump_account_version"();
--> statement-breakpoint
CREATE TRIGGER "payments_account_version" AFTER INSERT OR UPDATE ON "payments"
	FOR EACH ROW EXECUTE FUNCTION "bump_account_version"();
