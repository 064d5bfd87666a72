CREATE TABLE "banlist_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"effective_date" date,
	"rules" jsonb NOT NULL,
	"published_by" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "banlist_versions" ADD CONSTRAINT "banlist_versions_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banlist_versions_key_idx" ON "banlist_versions" USING btree ("key","id");--> statement-breakpoint
-- Every format stored before this migration starts its history with its current version.
INSERT INTO "banlist_versions" ("key", "name", "effective_date", "rules", "published_by", "published_at")
SELECT "key", "name", "effective_date", "rules", "updated_by", "updated_at" FROM "banlists" ORDER BY "position", "key";
