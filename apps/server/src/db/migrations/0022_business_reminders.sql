-- Issue 15 item 5 (ADR 0042): reminders for businesses — each employer's return period, each net
-- profit estimate installment and the business's annual return — each kind unsubscribed from on its
-- own. reminders_sent keeps its unique index (taxpayer, kind, due date, days before); only the list
-- of kinds grows, and the opt-outs and tokens are held to the same list.
ALTER TABLE "reminders_sent" DROP CONSTRAINT "reminders_sent_kind_check";
--> statement-breakpoint
ALTER TABLE "reminders_sent" ADD CONSTRAINT "reminders_sent_kind_check" CHECK ("kind" IN ('annual-return', 'estimate-installment', 'employers-return', 'net-profit-installment', 'business-annual-return'));
--> statement-breakpoint
ALTER TABLE "reminder_tokens" ADD CONSTRAINT "reminder_tokens_kind_check" CHECK ("kind" IN ('annual-return', 'estimate-installment', 'employers-return', 'net-profit-installment', 'business-annual-return'));
--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_kind_check" CHECK ("kind" IN ('annual-return', 'estimate-installment', 'employers-return', 'net-profit-installment', 'business-annual-return'));
