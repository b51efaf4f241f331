-- Issue 26: the language a Contact Us message was written in (the page's), so the agency's reply
-- e-mail is written in it too.
ALTER TABLE "contact_messages" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_language_check" CHECK ("contact_messages"."language" in ('en', 'es'));
