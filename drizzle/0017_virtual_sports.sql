-- Virtual sports bets (src/domain/virtual/league.ts, src/server/virtual/): singles on provably fair simulated matches.
CREATE TABLE "virtual_bets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"ref_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"event_id" integer NOT NULL,
	"match_index" smallint NOT NULL,
	"home_team_id" smallint NOT NULL,
	"away_team_id" smallint NOT NULL,
	"outcome" text NOT NULL,
	"coef_milli" integer NOT NULL,
	"stake" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"status_id" smallint DEFAULT -1 NOT NULL,
	"score_home" smallint,
	"score_away" smallint,
	"payout" bigint,
	"kickoff_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "virtual_bets_stake_positive" CHECK ("virtual_bets"."stake" > 0),
	CONSTRAINT "virtual_bets_coef" CHECK ("virtual_bets"."coef_milli" > 1000),
	CONSTRAINT "virtual_bets_match" CHECK ("virtual_bets"."match_index" between 0 and 9),
	CONSTRAINT "virtual_bets_payout_non_negative" CHECK ("virtual_bets"."payout" is null or "virtual_bets"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "virtual_bets" ADD CONSTRAINT "virtual_bets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_bets" ADD CONSTRAINT "virtual_bets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "virtual_bets" ADD CONSTRAINT "virtual_bets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "virtual_bets_player_ref" ON "virtual_bets" USING btree ("player_id","ref_id");--> statement-breakpoint
CREATE INDEX "virtual_bets_player_placed" ON "virtual_bets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "virtual_bets_open_end" ON "virtual_bets" USING btree ("ends_at") WHERE "virtual_bets"."status_id" = -1;