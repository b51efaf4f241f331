-- Issue 28 item 7: every kind of rule change waits for a second person (before: only rates did;
-- an administrator applied flags, timings, due dates and schedules at once). Rows written before
-- stay as they were (NOT VALID: the table is append-only and they are decided); every new row is
-- inserted pending and approved by someone other than, and not linked to, its proposer.
ALTER TABLE "rule_changes" DROP CONSTRAINT "rule_changes_second_approver_check";
--> statement-breakpoint
ALTER TABLE "rule_changes" ADD CONSTRAINT "rule_changes_second_approver_check"
  CHECK ("decision" IS DISTINCT FROM 'approved' OR "decided_by" <> "proposed_by") NOT VALID;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "efile_rule_changes_four_eyes"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' AND NEW."decision" IS NOT NULL THEN
    RAISE EXCEPTION 'a rule change is proposed pending: a second person decides it'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rule_changes_four_eyes';
  END IF;
  IF NEW."decision" = 'approved' AND efile_staff_linked(NEW."decided_by", NEW."proposed_by") THEN
    RAISE EXCEPTION 'a rule change is approved by someone other than (and not linked to) its proposer'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'rule_changes_four_eyes';
  END IF;
  RETURN NEW;
END $$;
