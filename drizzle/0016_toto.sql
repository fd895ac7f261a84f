-- Toto (src/domain/toto/, src/server/toto/): draws of 15 replayed football games, coupons of 1/X/2 rows, settled pools; the toto_jackpot house accounts are created by the seed.
CREATE TABLE "toto_coupons" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"ref_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"draw_id" integer NOT NULL,
	"picks" text[] NOT NULL,
	"rows" integer NOT NULL,
	"row_stake" bigint NOT NULL,
	"stake" bigint NOT NULL,
	"status_id" smallint DEFAULT -1 NOT NULL,
	"best_correct" smallint,
	"correct_counts" jsonb,
	"payout" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "toto_coupons_stake" CHECK ("toto_coupons"."row_stake" > 0 and "toto_coupons"."rows" between 1 and 2048 and "toto_coupons"."stake" = "toto_coupons"."row_stake" * "toto_coupons"."rows"),
	CONSTRAINT "toto_coupons_picks" CHECK (array_length("toto_coupons"."picks", 1) = 15),
	CONSTRAINT "toto_coupons_payout_non_negative" CHECK ("toto_coupons"."payout" is null or "toto_coupons"."payout" >= 0)
);
--> statement-breakpoint
CREATE TABLE "toto_draws" (
	"draw_id" integer PRIMARY KEY NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"completes_at" timestamp with time zone NOT NULL,
	"games" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "toto_pools" (
	"draw_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"pool" bigint NOT NULL,
	"prize_fund" bigint NOT NULL,
	"jackpot_in" bigint NOT NULL,
	"jackpot_out" bigint NOT NULL,
	"results" text[] NOT NULL,
	"is_void" boolean NOT NULL,
	"tiers" jsonb NOT NULL,
	"coupons" integer NOT NULL,
	"settled_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "toto_coupons" ADD CONSTRAINT "toto_coupons_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toto_coupons" ADD CONSTRAINT "toto_coupons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toto_coupons" ADD CONSTRAINT "toto_coupons_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toto_coupons" ADD CONSTRAINT "toto_coupons_draw_id_toto_draws_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."toto_draws"("draw_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toto_pools" ADD CONSTRAINT "toto_pools_draw_id_toto_draws_draw_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."toto_draws"("draw_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "toto_pools" ADD CONSTRAINT "toto_pools_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "toto_coupons_player_ref" ON "toto_coupons" USING btree ("player_id","ref_id");--> statement-breakpoint
CREATE INDEX "toto_coupons_player_placed" ON "toto_coupons" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "toto_coupons_open_draw" ON "toto_coupons" USING btree ("draw_id","currency_id") WHERE "toto_coupons"."status_id" = -1;--> statement-breakpoint
CREATE UNIQUE INDEX "toto_pools_pk" ON "toto_pools" USING btree ("draw_id","currency_id");