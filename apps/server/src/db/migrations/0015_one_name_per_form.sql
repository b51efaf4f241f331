-- Issue 13: one name per form. The employer's return was stored as 'return-of-income'.
UPDATE "tax_forms" SET "form_type" = 'employers-return' WHERE "form_type" = 'return-of-income';
--> statement-breakpoint
-- Issue 13: `amountDue` everywhere. Every filed form's frozen result says what it asks to be paid.
UPDATE "tax_forms" SET "result" = "result" || jsonb_build_object('amountDue', "result"->'amountDueNow')
  WHERE "status" = 'filed' AND "result" ? 'amountDueNow' AND NOT "result" ? 'amountDue';
--> statement-breakpoint
UPDATE "tax_forms" SET "result" = "result" || jsonb_build_object('amountDue', COALESCE("result"->'calculation'->'balanceDue', '0'::jsonb))
  WHERE "status" = 'filed' AND "form_type" = 'annual-return' AND NOT "result" ? 'amountDue';
