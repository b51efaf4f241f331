-- Issue 23 item 4 (ADR 0047): sign-in attempts are reserved before the password or code is
-- checked, under the throttle row's lock. A username's row across every source also keeps the
-- time of the next attempt it allows once it is being slowed down, so that parallel attempts
-- take turns instead of all waiting the same delay and then all being checked.
ALTER TABLE "signin_throttle" ADD COLUMN "next_attempt_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "staff_signin_throttle" ADD COLUMN "next_attempt_at" timestamp with time zone;
