CREATE TABLE "account_deck_versions" (
	"deck_id" text NOT NULL,
	"version" integer NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"cards" integer[] NOT NULL,
	"side" integer[] NOT NULL,
	"note" text,
	CONSTRAINT "account_deck_versions_deck_id_version_pk" PRIMARY KEY("deck_id","version")
);
--> statement-breakpoint
CREATE TABLE "account_decks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"format" text NOT NULL,
	"cards" integer[] NOT NULL,
	"side" integer[] NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_deck_versions" ADD CONSTRAINT "account_deck_versions_deck_id_account_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."account_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deck_versions" ADD CONSTRAINT "account_deck_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_decks" ADD CONSTRAINT "account_decks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_decks_owner_idx" ON "account_decks" USING btree ("owner_id","updated_at");