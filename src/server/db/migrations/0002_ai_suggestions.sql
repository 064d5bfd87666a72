CREATE TABLE "ai_suggestions" (
	"id" text PRIMARY KEY NOT NULL,
	"card_id" integer,
	"mode" text NOT NULL,
	"provider" text NOT NULL,
	"model" text NOT NULL,
	"prompt_version" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"image_url" text NOT NULL,
	"custom_prompt" text,
	"raw_reply" text,
	"suggestion" jsonb NOT NULL,
	"differences" jsonb NOT NULL,
	"effect_problems" jsonb NOT NULL,
	"error" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"kept_fields" jsonb,
	"kept_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "ai_suggestions_card_id_idx" ON "ai_suggestions" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "ai_suggestions_created_at_idx" ON "ai_suggestions" USING btree ("created_at");