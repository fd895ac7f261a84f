CREATE TABLE "tournament_results" (
	"tournament_id" integer NOT NULL,
	"period" integer NOT NULL,
	"standings" jsonb NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_results_tournament_id_period_pk" PRIMARY KEY("tournament_id","period")
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"metric" text NOT NULL,
	"currency_id" integer NOT NULL,
	"min_bet_minor" bigint DEFAULT 0 NOT NULL,
	"categories" jsonb,
	"period" text NOT NULL,
	"anchor" timestamp with time zone NOT NULL,
	"prizes_minor" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tournaments_metric" CHECK ("tournaments"."metric" in ('wager', 'multiplier')),
	CONSTRAINT "tournaments_period" CHECK ("tournaments"."period" in ('daily', 'weekly'))
);
--> statement-breakpoint
ALTER TABLE "tournament_results" ADD CONSTRAINT "tournament_results_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tournaments_brand_slug" ON "tournaments" USING btree ("brand_id","slug");