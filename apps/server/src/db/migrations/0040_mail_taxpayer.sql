-- Issue 28 item 4: the e-mails on a taxpayer's timeline are those about that taxpayer. A business
-- user's one address receives the mail of every business the user files for; matching by address
-- alone showed business A's receipts on business B's timeline. Messages queued from now on say
-- whom they are about; older ones (null) are still matched by address.
ALTER TABLE "mail_outbox" ADD COLUMN "taxpayer_id" text REFERENCES "taxpayers"("taxpayer_id");
--> statement-breakpoint
CREATE INDEX "mail_outbox_taxpayer_idx" ON "mail_outbox" ("taxpayer_id", "id");
