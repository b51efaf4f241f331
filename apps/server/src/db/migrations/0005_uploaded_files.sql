CREATE TABLE "uploaded_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"taxpayer_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_taxpayer_id_taxpayers_taxpayer_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("taxpayer_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploaded_files" ADD CONSTRAINT "uploaded_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploaded_files_taxpayer_idx" ON "uploaded_files" USING btree ("taxpayer_id");