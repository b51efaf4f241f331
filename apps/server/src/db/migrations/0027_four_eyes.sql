-- Issue 23 item 2 (ADR 0048): four eyes are two people. A new member of staff waits for a second
-- administrator's approval before their invitation link exists; and two accounts linked by
-- invitation or approval (one invited or approved the other) never count as two people for a
-- four-eyes decision: a rate change, a mailroom posting, an invitation.
ALTER TABLE "staff_users" ADD COLUMN "approved_by" integer REFERENCES "staff_users"("id");
--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "approved_at" timestamp with time zone;
--> statement-breakpoint
-- Accounts invited before this rule were let in by one administrator then: they count as approved
-- (with no approver recorded); from now on an approval always names its administrator.
UPDATE "staff_users" SET "approved_at" = "created_at" WHERE "invited_by" IS NOT NULL;
--> statement-breakpoint
-- An invited account waiting for approval has no password, no invitation link and no authenticator.
ALTER TABLE "staff_users" ADD CONSTRAINT "staff_users_approval_check" CHECK ("invited_by" IS NULL
	OR "approved_at" IS NOT NULL
	OR ("password_hash" IS NULL AND "invite_token_hash" IS NULL AND "totp_confirmed_at" IS NULL));
--> statement-breakpoint
-- The one rule: a and b are not two people when they are the same account, or when one invited
-- or approved the other.
CREATE FUNCTION "efile_staff_linked"(a integer, b integer) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT a = b OR EXISTS (
    SELECT 1 FROM "staff_users" s
    WHERE (s."id" = a AND (s."invited_by" = b OR s."approved_by" = b))
       OR (s."id" = b AND (s."invited_by" = a OR s."approved_by" = a)))
$$;
--> statement-breakpoint
-- staff_users: who invited an account never changes; an approval is given once, by an active
-- administrator who is not linked to the inviter.
CREATE FUNCTION "efile_staff_users_four_eyes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."invited_by" IS DISTINCT FROM OLD."invited_by" THEN
    RAISE EXCEPTION 'who invited a member of staff never changes'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'staff_users_four_eyes';
  END IF;
  IF TG_OP = 'UPDATE' AND OLD."approved_at" IS NOT NULL
     AND (NEW."approved_at" IS DISTINCT FROM OLD."approved_at" OR NEW."approved_by" IS DISTINCT FROM OLD."approved_by") THEN
    RAISE EXCEPTION 'an approval is given once'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'staff_users_four_eyes';
  END IF;
  IF NEW."invited_by" IS NOT NULL AND NEW."approved_at" IS NOT NULL
     AND (TG_OP = 'INSERT' OR OLD."approved_at" IS NULL) THEN
    IF NEW."approved_by" IS NULL
       OR NOT EXISTS (SELECT 1 FROM "staff_users" WHERE "id" = NEW."approved_by"
                      AND "role" = 'administrator' AND "disabled_at" IS NULL)
       OR NEW."approved_by" = NEW."id"
       OR efile_staff_linked(NEW."approved_by", NEW."invited_by") THEN
      RAISE EXCEPTION 'a new member of staff is approved by an administrator other than (and not linked to) who invited them'
        USING ERRCODE = 'check_violation', CONSTRAINT = 'staff_users_four_eyes';
    END IF;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "staff_users_four_eyes" BEFORE INSERT OR UPDATE ON "staff_users"
  FOR EACH ROW EXECUTE FUNCTION efile_staff_users_four_eyes();
--> statement-breakpoint
-- rule_changes: a rate is approved by someone not linked to its proposer.
CREATE FUNCTION "efile_rule_changes_four_eyes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."rate_bearing" AND NEW."decision" = 'approved'
     AND efile_staff_linked(NEW."decided_by", NEW."proposed_by") THEN
    RAISE EXCEPTION 'a rate change is approved by someone other than (and not linked to) its proposer'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rule_changes_four_eyes';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "rule_changes_four_eyes" BEFORE INSERT OR UPDATE ON "rule_changes"
  FOR EACH ROW EXECUTE FUNCTION efile_rule_changes_four_eyes();
--> statement-breakpoint
-- mailroom_postings: whoever decides a posting is not linked to who recorded it.
CREATE FUNCTION "efile_mailroom_four_eyes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."decided_by" IS NOT NULL AND efile_staff_linked(NEW."decided_by", NEW."recorded_by") THEN
    RAISE EXCEPTION 'a posting is decided by someone other than (and not linked to) who recorded it'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'mailroom_postings_four_eyes';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "mailroom_postings_four_eyes" BEFORE INSERT OR UPDATE ON "mailroom_postings"
  FOR EACH ROW EXECUTE FUNCTION efile_mailroom_four_eyes();
