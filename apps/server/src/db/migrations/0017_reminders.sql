-- Issue 15 item 4: e-mail reminders before estimate installments and the annual return's due date
-- (ADR 0033). A reminder is written once: reminders_sent is unique on (taxpayer, kind, due date,
-- days before) and is inserted (ON CONFLICT DO NOTHING) in the transaction that queues the mail,
-- so several API processes running the job at once queue each reminder once.
CREATE TABLE "reminders_sent" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL REFERENCES "taxpayers"("taxpayer_id"),
	"kind" text NOT NULL,
	"due_date" date NOT NULL,
	"days_before" integer NOT NULL,
	"tax_year" integer NOT NULL,
	"recipients" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminders_sent_kind_check" CHECK ("kind" IN ('annual-return', 'estimate-installment'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reminders_sent_once_idx" ON "reminders_sent" ("taxpayer_id", "kind", "due_date", "days_before");
--> statement-breakpoint
-- One-click unsubscribe: each message carries its own random token; only its hash is stored.
CREATE TABLE "reminder_tokens" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reminder_tokens_hash_idx" ON "reminder_tokens" ("token_hash");
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_opt_outs_pk" PRIMARY KEY ("user_id", "kind")
);
--> statement-breakpoint
-- Extra headers of a queued message (List-Unsubscribe, List-Unsubscribe-Post on reminders).
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
