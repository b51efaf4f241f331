CREATE TABLE "ein_link_grants" (
	"user_id" integer NOT NULL,
	"taxpayer_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ein_link_grants_user_id_taxpayer_id_pk" PRIMARY KEY("user_id","taxpayer_id")
);
--> statement-breakpoint
ALTER TABLE "ein_link_grants" ADD CONSTRAINT "ein_link_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ein_link_grants" ADD CONSTRAINT "ein_link_grants_taxpayer_id_taxpayers_taxpayer_id_fk" FOREIGN KEY ("taxpayer_id") REFERENCES "public"."taxpayers"("taxpayer_id") ON DELETE no action ON UPDATE no action;