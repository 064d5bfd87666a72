CREATE TABLE "app_meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "banlists" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"effective_date" date,
	"rules" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"version" integer NOT NULL,
	"changed_by" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" integer PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"tipo" text NOT NULL,
	"ruta_completa" text,
	"edicion" text NOT NULL,
	"coste" integer,
	"fuerza" integer,
	"raza" text,
	"habilidad" text,
	"flavor_text" text,
	"ilustrador" text,
	"habilidades" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"revisada" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_tipo_check" CHECK ("cards"."tipo" in ('aliado', 'arma', 'talisman', 'totem', 'oro'))
);
--> statement-breakpoint
CREATE TABLE "edition_blocks" (
	"edition" text PRIMARY KEY NOT NULL,
	"block" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "card_revisions_card_id_idx" ON "card_revisions" USING btree ("card_id","version");