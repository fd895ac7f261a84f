CREATE TABLE "champs" (
	"id" integer PRIMARY KEY NOT NULL,
	"sport_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"country_name" text NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "champs_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "feed_imports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"files" jsonb NOT NULL,
	"inserted" integer NOT NULL,
	"updated" integer NOT NULL,
	"unchanged" integer NOT NULL,
	"problems" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"permanent_id" bigint PRIMARY KEY NOT NULL,
	"champ_id" integer NOT NULL,
	"season" integer NOT NULL,
	"real_kickoff" timestamp with time zone NOT NULL,
	"home_team_id" bigint NOT NULL,
	"away_team_id" bigint NOT NULL,
	"ft_home" smallint NOT NULL,
	"ft_away" smallint NOT NULL,
	"ht_home" smallint NOT NULL,
	"ht_away" smallint NOT NULL,
	"data" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" bigint PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_champ_id_champs_id_fk" FOREIGN KEY ("champ_id") REFERENCES "public"."champs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_home_team_id_teams_id_fk" FOREIGN KEY ("home_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_away_team_id_teams_id_fk" FOREIGN KEY ("away_team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_champ_kickoff" ON "games" USING btree ("champ_id","real_kickoff");