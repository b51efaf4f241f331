-- Issue 16: the agency's staff (ADR 0034). Accounts, sessions and sign-in throttle of their own,
-- apart from taxpayers'; and a tamper-evident audit trail (each event carries the hash of the
-- one before it in its chain; rows can be neither changed nor removed).
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"role" text NOT NULL,
	"disabled_at" timestamp with time zone,
	"totp_secret_enc" text,
	"totp_confirmed_at" timestamp with time zone,
	"totp_last_step" bigint,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invite_token_hash" text,
	"invite_expires_at" timestamp with time zone,
	"invited_by" integer REFERENCES "staff_users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_users_role_check" CHECK ("role" IN ('clerk', 'supervisor', 'administrator', 'auditor'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_username_lower_idx" ON "staff_users" (lower("username"));
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_lower_idx" ON "staff_users" (lower("email"));
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_invite_idx" ON "staff_users" ("invite_token_hash");
--> statement-breakpoint
-- A ticket (after the password, before the second factor) and a session are both rows here:
-- `stage` 'totp' | 'enrol' (a ticket) or 'session'.
CREATE TABLE "staff_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_user_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"stage" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"idle_expires_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "staff_sessions_stage_check" CHECK ("stage" IN ('totp', 'enrol', 'session'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sessions_token_idx" ON "staff_sessions" ("token_hash");
--> statement-breakpoint
CREATE INDEX "staff_sessions_user_idx" ON "staff_sessions" ("staff_user_id");
--> statement-breakpoint
CREATE TABLE "staff_signin_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "staff_user_id" integer;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain" text DEFAULT 'portal' NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "chain_seq" bigint;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;
--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;
--> statement-breakpoint
-- One field of the hashed text: its length in bytes, a colon, the text; '-' for NULL. Unambiguous,
-- and lib/audit-verify.ts builds the same bytes on its own.
CREATE FUNCTION "efile_audit_field"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN value IS NULL THEN '-' ELSE octet_length(value)::text || ':' || value END
$$;
--> statement-breakpoint
CREATE FUNCTION "efile_audit_hash"(prev text, chain text, seq bigint, occurred timestamptz, action text,
	user_id integer, staff_user_id integer, taxpayer_id text, request_id text, ip text, details jsonb)
	RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    efile_audit_field(prev) || efile_audit_field(chain) || efile_audit_field(seq::text) ||
    efile_audit_field(to_char(occurred AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')) ||
    efile_audit_field(action) || efile_audit_field(user_id::text) || efile_audit_field(staff_user_id::text) ||
    efile_audit_field(taxpayer_id) || efile_audit_field(request_id) || efile_audit_field(ip) ||
    efile_audit_field(details::text), 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The events written before the chain existed start it, in the order they were written.
DO $$
DECLARE
  r record;
  last_hash text := NULL;
  n bigint := 0;
BEGIN
  FOR r IN SELECT * FROM "audit_events" ORDER BY "id" LOOP
    n := n + 1;
    UPDATE "audit_events" SET "chain_seq" = n, "prev_hash" = last_hash,
      "hash" = efile_audit_hash(last_hash, r.chain, n, r.occurred_at, r.action, r.user_id, r.staff_user_id,
        r.taxpayer_id, r.request_id, r.ip, r.details)
    WHERE "id" = r.id RETURNING "hash" INTO last_hash;
  END LOOP;
END $$;
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "chain_seq" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "hash" SET NOT NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_chain_seq_idx" ON "audit_events" ("chain", "chain_seq");
--> statement-breakpoint
-- Every insert joins the end of its chain. The advisory lock (held to the end of the inserting
-- transaction) serialises writers of one chain across connections and API nodes; the unique
-- index above refuses a fork if anything ever slipped past it.
CREATE FUNCTION "efile_audit_chain"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_seq bigint;
  last_hash text;
BEGIN
  PERFORM pg_advisory_xact_lock(7311, hashtext('audit:' || NEW.chain));
  SELECT "chain_seq", "hash" INTO last_seq, last_hash FROM "audit_events"
    WHERE "chain" = NEW.chain ORDER BY "chain_seq" DESC LIMIT 1;
  NEW.chain_seq := coalesce(last_seq, 0) + 1;
  NEW.prev_hash := last_hash;
  NEW.hash := efile_audit_hash(NEW.prev_hash, NEW.chain, NEW.chain_seq, NEW.occurred_at, NEW.action,
    NEW.user_id, NEW.staff_user_id, NEW.taxpayer_id, NEW.request_id, NEW.ip, NEW.details);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_chain" BEFORE INSERT ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION efile_audit_chain();
--> statement-breakpoint
CREATE FUNCTION "efile_audit_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are append-only: % refused', TG_OP
    USING ERRCODE = 'restrict_violation', CONSTRAINT = 'audit_append_only';
END $$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION efile_audit_append_only();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION efile_audit_append_only();
