-- Issue 16 item 6: rules as data (ADR 0039). A rule change is one row, written once; its decision
-- (approved or refused, by whom, when, why) is filled in once and never changed again. The
-- compiled-in tables of packages/tax are the baseline; the effective rules are the baseline plus
-- the approved changes in the order they were approved (modules/rules/effective.ts) — there is no
-- "current" copy that could drift.
CREATE TABLE "rule_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"year" integer NOT NULL,
	"value" jsonb NOT NULL,
	"source" text NOT NULL,
	"reason" text NOT NULL,
	"rate_bearing" boolean NOT NULL,
	"proposed_by" integer NOT NULL REFERENCES "staff_users"("id"),
	"proposed_at" timestamp with time zone NOT NULL,
	"decision" text,
	"decided_by" integer REFERENCES "staff_users"("id"),
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	CONSTRAINT "rule_changes_kind_check" CHECK ("kind" IN ('municipality', 'interest-rate',
		'due-date-override', 'estimate-schedule', 'feature-flag', 'inactivity')),
	CONSTRAINT "rule_changes_rate_bearing_check" CHECK ("rate_bearing" = ("kind" IN ('municipality', 'interest-rate'))),
	CONSTRAINT "rule_changes_decision_check" CHECK ("decision" IS NULL OR "decision" IN ('approved', 'refused')),
	CONSTRAINT "rule_changes_decided_check" CHECK (("decision" IS NULL) = ("decided_by" IS NULL)
		AND ("decision" IS NULL) = ("decided_at" IS NULL)),
	-- A second person approves a rate: never the one who proposed it.
	CONSTRAINT "rule_changes_second_approver_check" CHECK (NOT "rate_bearing"
		OR "decision" IS DISTINCT FROM 'approved' OR "decided_by" <> "proposed_by")
);
--> statement-breakpoint
-- At most one pending change per rule and year.
CREATE UNIQUE INDEX "rule_changes_one_pending_idx" ON "rule_changes" ("kind", "key", "year") WHERE "decision" IS NULL;
--> statement-breakpoint
CREATE INDEX "rule_changes_approved_idx" ON "rule_changes" ("decided_at", "id") WHERE "decision" = 'approved';
--> statement-breakpoint
-- Append-only: no DELETE or TRUNCATE; an UPDATE may only decide a pending change, once, and
-- change nothing else.
CREATE FUNCTION "efile_rule_changes_write_once"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD."decision" IS NULL AND NEW."decision" IS NOT NULL
     AND NEW."id" = OLD."id" AND NEW."kind" = OLD."kind" AND NEW."key" = OLD."key"
     AND NEW."year" = OLD."year" AND NEW."value" = OLD."value" AND NEW."source" = OLD."source"
     AND NEW."reason" = OLD."reason" AND NEW."rate_bearing" = OLD."rate_bearing"
     AND NEW."proposed_by" = OLD."proposed_by" AND NEW."proposed_at" = OLD."proposed_at" THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'rule changes are append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation', CONSTRAINT = 'rule_changes_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "rule_changes_write_once" BEFORE UPDATE OR DELETE ON "rule_changes"
  FOR EACH ROW EXECUTE FUNCTION efile_rule_changes_write_once();
--> statement-breakpoint
CREATE TRIGGER "rule_changes_no_truncate" BEFORE TRUNCATE ON "rule_changes"
  FOR EACH STATEMENT EXECUTE FUNCTION efile_rule_changes_write_once();
