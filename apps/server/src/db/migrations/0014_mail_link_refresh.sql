ALTER TABLE "mail_outbox" ADD COLUMN "params" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "account_token_id" bigint;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_account_token_id_account_tokens_id_fk" FOREIGN KEY ("account_token_id") REFERENCES "public"."account_tokens"("id") ON DELETE set null ON UPDATE no action;
