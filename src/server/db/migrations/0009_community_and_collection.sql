CREATE TABLE "collection_cards" (
	"owner_id" text NOT NULL,
	"card_id" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "collection_cards_owner_id_card_id_pk" PRIMARY KEY("owner_id","card_id"),
	CONSTRAINT "collection_cards_count_check" CHECK ("collection_cards"."count" between 1 and 999)
);
--> statement-breakpoint
CREATE TABLE "deck_likes" (
	"deck_id" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_likes_deck_id_user_id_pk" PRIMARY KEY("deck_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "account_decks" ADD COLUMN "visibility" text DEFAULT 'private' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_decks" ADD COLUMN "published_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "account_decks" ADD COLUMN "hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "account_decks" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "account_decks" ADD COLUMN "race" text;--> statement-breakpoint
ALTER TABLE "account_decks" ADD COLUMN "block" text;--> statement-breakpoint
ALTER TABLE "account_decks" ADD COLUMN "card_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_cards" ADD CONSTRAINT "collection_cards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_likes" ADD CONSTRAINT "deck_likes_deck_id_account_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."account_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_likes" ADD CONSTRAINT "deck_likes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_decks_listed_newest_idx" ON "account_decks" USING btree ("published_at","id") WHERE "account_decks"."visibility" = 'public' and "account_decks"."hidden" = false and "account_decks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_decks_listed_likes_idx" ON "account_decks" USING btree ("like_count","published_at","id") WHERE "account_decks"."visibility" = 'public' and "account_decks"."hidden" = false and "account_decks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_decks_listed_format_newest_idx" ON "account_decks" USING btree ("format","published_at","id") WHERE "account_decks"."visibility" = 'public' and "account_decks"."hidden" = false and "account_decks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_decks_listed_format_likes_idx" ON "account_decks" USING btree ("format","like_count","published_at","id") WHERE "account_decks"."visibility" = 'public' and "account_decks"."hidden" = false and "account_decks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_decks_listed_race_idx" ON "account_decks" USING btree ("race","published_at","id") WHERE "account_decks"."visibility" = 'public' and "account_decks"."hidden" = false and "account_decks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_decks_listed_block_idx" ON "account_decks" USING btree ("block","published_at","id") WHERE "account_decks"."visibility" = 'public' and "account_decks"."hidden" = false and "account_decks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_decks_listed_author_idx" ON "account_decks" USING btree ("owner_id","published_at","id") WHERE "account_decks"."visibility" = 'public' and "account_decks"."hidden" = false and "account_decks"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "account_decks_listed_cards_idx" ON "account_decks" USING gin ("card_ids") WHERE "account_decks"."visibility" = 'public' and "account_decks"."hidden" = false and "account_decks"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "account_decks" ADD CONSTRAINT "account_decks_visibility_check" CHECK ("account_decks"."visibility" in ('private', 'unlisted', 'public'));