-- Issue 28 item 3: "mine" and "unassigned" beyond Contact Us. A member of staff takes a filed form
-- or a payment in doubt; one holder per item (the primary key), changed by taking it again.
CREATE TABLE "queue_assignments" (
	"queue" text NOT NULL,
	"item_id" bigint NOT NULL,
	"staff_user_id" integer NOT NULL REFERENCES "staff_users"("id"),
	"assigned_at" timestamp with time zone NOT NULL,
	CONSTRAINT "queue_assignments_pk" PRIMARY KEY ("queue", "item_id"),
	CONSTRAINT "queue_assignments_queue_check" CHECK ("queue" in ('forms', 'payments'))
);
--> statement-breakpoint
CREATE INDEX "queue_assignments_staff_idx" ON "queue_assignments" ("staff_user_id", "queue");
