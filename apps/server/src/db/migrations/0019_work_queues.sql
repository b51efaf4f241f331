-- Issue 16, the staff work queues (ADR 0037): a decision on each online registration, the
-- processing history of filed forms, and Contact Us messages with their replies.
-- One decision per taxpayer registered online: approving twice, or after refusing, is a unique violation.
CREATE TABLE "registration_decisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL REFERENCES "taxpayers"("taxpayer_id"),
	"decision" text NOT NULL,
	"reason" text,
	"staff_user_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"decided_at" timestamp with time zone NOT NULL,
	CONSTRAINT "registration_decisions_decision_check" CHECK ("decision" IN ('approved', 'refused')),
	CONSTRAINT "registration_decisions_reason_check" CHECK ("decision" = 'approved' OR "reason" IS NOT NULL)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "registration_decisions_taxpayer_idx" ON "registration_decisions" ("taxpayer_id");
--> statement-breakpoint
-- A filed form is `received` until its first event; each event moves it, numbered 1, 2, … per form
-- (a unique pair: two staff moving one form at once cannot both be step n). Append-only.
CREATE TABLE "form_processing_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tax_form_id" bigint NOT NULL REFERENCES "tax_forms"("id"),
	"seq" integer NOT NULL,
	"status" text NOT NULL,
	"note" text NOT NULL,
	"staff_user_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "form_processing_events_seq_check" CHECK ("seq" >= 1),
	CONSTRAINT "form_processing_events_status_check" CHECK ("status" IN ('received', 'processed', 'needs-attention'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "form_processing_events_form_seq_idx" ON "form_processing_events" ("tax_form_id", "seq");
--> statement-breakpoint
CREATE FUNCTION "efile_form_processing_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'form processing events are append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation', CONSTRAINT = 'form_processing_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "form_processing_events_append_only" BEFORE UPDATE OR DELETE ON "form_processing_events"
  FOR EACH ROW EXECUTE FUNCTION efile_form_processing_append_only();
--> statement-breakpoint
CREATE TRIGGER "form_processing_events_no_truncate" BEFORE TRUNCATE ON "form_processing_events"
  FOR EACH STATEMENT EXECUTE FUNCTION efile_form_processing_append_only();
--> statement-breakpoint
CREATE INDEX "tax_forms_filed_idx" ON "tax_forms" ("filed_at", "id") WHERE "status" = 'filed';
--> statement-breakpoint
-- What the Contact Us form sent (spec: type, name, phone, e-mail, message), with the signed-in
-- user and taxpayer if any; staff assign, answer and close it.
CREATE TABLE "contact_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"phone_number" text NOT NULL,
	"email_address" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer REFERENCES "users"("id"),
	"taxpayer_id" text REFERENCES "taxpayers"("taxpayer_id"),
	"status" text DEFAULT 'open' NOT NULL,
	"assignee_staff_id" integer REFERENCES "staff_users"("id"),
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "contact_messages_status_check" CHECK ("status" IN ('open', 'assigned', 'closed')),
	CONSTRAINT "contact_messages_assigned_check" CHECK ("status" <> 'assigned' OR "assignee_staff_id" IS NOT NULL),
	CONSTRAINT "contact_messages_closed_check" CHECK (("status" = 'closed') = ("closed_at" IS NOT NULL))
);
--> statement-breakpoint
CREATE INDEX "contact_messages_status_idx" ON "contact_messages" ("status", "id");
--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"contact_message_id" bigint NOT NULL REFERENCES "contact_messages"("id"),
	"staff_user_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"body" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contact_replies_message_idx" ON "contact_replies" ("contact_message_id", "id");
