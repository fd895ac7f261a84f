CREATE TABLE "coupon_bets" (
	"coupon_id" bigint NOT NULL,
	"leg_index" smallint NOT NULL,
	"outcome_key" text NOT NULL,
	"game_id" text NOT NULL,
	"permanent_id" bigint NOT NULL,
	"kickoff_at" timestamp with time zone NOT NULL,
	"group_id" integer NOT NULL,
	"type_id" integer NOT NULL,
	"param" text,
	"label" text NOT NULL,
	"coef_milli" integer NOT NULL,
	"is_live" boolean NOT NULL,
	"block_id" smallint DEFAULT 0 NOT NULL,
	"is_banker" boolean DEFAULT false NOT NULL,
	"status_id" smallint DEFAULT -1 NOT NULL,
	"score_home" smallint,
	"score_away" smallint,
	"ht_home" smallint,
	"ht_away" smallint,
	"settled_at" timestamp with time zone,
	CONSTRAINT "coupon_bets_coef" CHECK ("coupon_bets"."coef_milli" > 1000)
);
--> statement-breakpoint
CREATE TABLE "coupon_settings" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"ref_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"type_id" smallint NOT NULL,
	"system_value" smallint,
	"lines" integer NOT NULL,
	"coef_milli" bigint,
	"bonus_coef_milli" integer,
	"stake" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"stakes" jsonb NOT NULL,
	"change_coef_action" smallint NOT NULL,
	"coef_view_id" smallint DEFAULT 0 NOT NULL,
	"status_id" smallint DEFAULT -1 NOT NULL,
	"payout" bigint,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "coupons_stake_positive" CHECK ("coupons"."stake" > 0),
	CONSTRAINT "coupons_payout_non_negative" CHECK ("coupons"."payout" is null or "coupons"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "coupon_bets" ADD CONSTRAINT "coupon_bets_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_bets" ADD CONSTRAINT "coupon_bets_permanent_id_games_permanent_id_fk" FOREIGN KEY ("permanent_id") REFERENCES "public"."games"("permanent_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_settings" ADD CONSTRAINT "coupon_settings_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_bets_pk" ON "coupon_bets" USING btree ("coupon_id","leg_index");--> statement-breakpoint
CREATE INDEX "coupon_bets_open_game" ON "coupon_bets" USING btree ("game_id") WHERE "coupon_bets"."status_id" < 0;--> statement-breakpoint
CREATE INDEX "coupon_bets_open_kickoff" ON "coupon_bets" USING btree ("kickoff_at") WHERE "coupon_bets"."status_id" < 0;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_player_ref" ON "coupons" USING btree ("player_id","ref_id");--> statement-breakpoint
CREATE INDEX "coupons_player_placed" ON "coupons" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "coupons_open" ON "coupons" USING btree ("id") WHERE "coupons"."status_id" = -1;