DROP TABLE "ein_link_grants";--> statement-breakpoint
CREATE TABLE "ein_link_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"taxpayer_id" text NOT NULL,
	"code_hash" text,
	"code_expires_at" timestamp with time zone,
	"code_attempts" smallint DEFAULT 0 NOT NULL,
	"proven_at" timestamp with time zone,
	"needs_approval" boolean NOT NULL,
	"approved_at" timestamp with time zone,
	"approved_by" integer,
	"include_history" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ein_link_requests" ADD CONSTRAINT "ein_link_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ein_link_requests" ADD CONSTRAINT "ein_link_requests_taxpayer_id_taxpayers_taxpayer_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("taxpayer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ein_link_requests" ADD CONSTRAINT "ein_link_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ein_link_requests_user_taxpayer_idx" ON "ein_link_requests" USING btree ("user_id","taxpayer_id");--> statement-breakpoint
CREATE INDEX "ein_link_requests_taxpayer_idx" ON "ein_link_requests" USING btree ("taxpayer_id");--> statement-breakpoint
ALTER TABLE "user_taxpayers" ADD COLUMN "sees_forms_from" timestamp with time zone;
