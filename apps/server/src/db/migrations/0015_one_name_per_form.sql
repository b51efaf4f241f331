-- Issue 13: one name per form. The employer's return was stored as 'return-of-income'.
UPDATE "tax_forms" SET "form_type" = 'employers-return' WHERE "form_type" = 'return-of-income';
