-- Issue 28 item 4: notes staff keep on a taxpayer's account, in its timeline with the Contact Us
-- messages and replies and the e-mails the portal sent. A note is written once, never changed
-- or removed (what was said stays, as the audit keeps it).
CREATE TABLE "taxpayer_notes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL REFERENCES "taxpayers"("taxpayer_id"),
	"staff_user_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "taxpayer_notes_body_check" CHECK (length(btrim("body")) BETWEEN 1 AND 2000)
);
--> statement-breakpoint
CREATE INDEX "taxpayer_notes_taxpayer_idx" ON "taxpayer_notes" ("taxpayer_id", "id");
--> statement-breakpoint
CREATE FUNCTION "efile_taxpayer_notes_write_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'taxpayer notes are written once: % refused', TG_OP
    USING ERRCODE = 'restrict_violation', CONSTRAINT = 'taxpayer_notes_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "taxpayer_notes_write_once" BEFORE UPDATE OR DELETE ON "taxpayer_notes"
  FOR EACH ROW EXECUTE FUNCTION efile_taxpayer_notes_write_once();
--> statement-breakpoint
-- The timeline finds the e-mails sent to a taxpayer's addresses.
CREATE INDEX IF NOT EXISTS "mail_outbox_to_address_idx" ON "mail_outbox" (lower("to_address"), "id");
