-- Issue 28 item 6: an administrator re-enables a disabled account, changes a role or resets an
-- authenticator; a second administrator, not linked to them (efile_staff_linked, ADR 0048) and
-- not the account itself, approves it. A request is one row, decided once; what it changes is
-- applied in the approving transaction.
CREATE TABLE "staff_account_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"staff_user_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"kind" text NOT NULL,
	"role" text,
	"reason" text NOT NULL,
	"requested_by" integer NOT NULL REFERENCES "staff_users"("id"),
	"requested_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_by" integer REFERENCES "staff_users"("id"),
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "staff_account_changes_kind_check" CHECK ("kind" IN ('enable', 'role', 'reset-authenticator')),
	CONSTRAINT "staff_account_changes_role_check" CHECK (("kind" = 'role') = ("role" IS NOT NULL)
		AND ("role" IS NULL OR "role" IN ('clerk', 'supervisor', 'administrator', 'auditor'))),
	CONSTRAINT "staff_account_changes_decision_check" CHECK ("decision" IS NULL OR "decision" IN ('approved', 'refused')),
	CONSTRAINT "staff_account_changes_decided_check" CHECK (("decision" IS NULL) = ("decided_by" IS NULL)
		AND ("decision" IS NULL) = ("decided_at" IS NULL)),
	CONSTRAINT "staff_account_changes_not_self_check" CHECK ("requested_by" <> "staff_user_id"
		AND ("decided_by" IS NULL OR ("decided_by" <> "staff_user_id" AND "decided_by" <> "requested_by")))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_account_changes_one_pending_idx" ON "staff_account_changes" ("staff_user_id", "kind")
	WHERE "decision" IS NULL;
--> statement-breakpoint
-- Inserted pending; decided once, by an active administrator not linked to the requester; nothing
-- else ever changes, nothing is deleted.
CREATE FUNCTION "efile_staff_account_changes_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'staff account changes are append-only'
      USING ERRCODE = 'restrict_violation', CONSTRAINT = 'staff_account_changes_append_only';
  END IF;
  IF TG_OP = 'INSERT' AND NEW."decision" IS NOT NULL THEN
    RAISE EXCEPTION 'a staff account change is requested pending: a second administrator decides it'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'staff_account_changes_four_eyes';
  END IF;
  IF TG_OP = 'UPDATE' AND (OLD."decision" IS NOT NULL OR NEW."id" <> OLD."id"
     OR NEW."staff_user_id" <> OLD."staff_user_id" OR NEW."kind" <> OLD."kind"
     OR NEW."role" IS DISTINCT FROM OLD."role" OR NEW."reason" <> OLD."reason"
     OR NEW."requested_by" <> OLD."requested_by" OR NEW."requested_at" <> OLD."requested_at") THEN
    RAISE EXCEPTION 'a staff account change is decided once and never rewritten'
      USING ERRCODE = 'restrict_violation', CONSTRAINT = 'staff_account_changes_append_only';
  END IF;
  IF NEW."decision" = 'approved' AND (
       efile_staff_linked(NEW."decided_by", NEW."requested_by")
       OR NOT EXISTS (SELECT 1 FROM "staff_users" WHERE "id" = NEW."decided_by"
                      AND "role" = 'administrator' AND "disabled_at" IS NULL)) THEN
    RAISE EXCEPTION 'a staff account change is approved by an administrator other than (and not linked to) who asked'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'staff_account_changes_four_eyes';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "staff_account_changes_guard" BEFORE INSERT OR UPDATE OR DELETE ON "staff_account_changes"
  FOR EACH ROW EXECUTE FUNCTION efile_staff_account_changes_guard();
