-- Lotto tickets (src/domain/lotto/, src/server/lotto/): 5 numbers + 1 bonus ball on a replayed real draw.
CREATE TABLE "lotto_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"ref_id" text NOT NULL,
	"request_hash" text NOT NULL,
	"lottery" text NOT NULL,
	"draw_id" bigint NOT NULL,
	"draw_at" timestamp with time zone NOT NULL,
	"numbers" smallint[] NOT NULL,
	"bonus" smallint NOT NULL,
	"stake" bigint NOT NULL,
	"potential_payout" bigint NOT NULL,
	"status_id" smallint DEFAULT -1 NOT NULL,
	"matched_main" smallint,
	"matched_bonus" boolean,
	"tier" smallint,
	"payout" bigint,
	"placed_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "lotto_tickets_stake_positive" CHECK ("lotto_tickets"."stake" > 0),
	CONSTRAINT "lotto_tickets_numbers" CHECK (array_length("lotto_tickets"."numbers", 1) = 5),
	CONSTRAINT "lotto_tickets_payout_non_negative" CHECK ("lotto_tickets"."payout" is null or "lotto_tickets"."payout" >= 0)
);
--> statement-breakpoint
ALTER TABLE "lotto_tickets" ADD CONSTRAINT "lotto_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_tickets" ADD CONSTRAINT "lotto_tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lotto_tickets" ADD CONSTRAINT "lotto_tickets_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lotto_tickets_player_ref" ON "lotto_tickets" USING btree ("player_id","ref_id");--> statement-breakpoint
CREATE INDEX "lotto_tickets_player_placed" ON "lotto_tickets" USING btree ("player_id","placed_at");--> statement-breakpoint
CREATE INDEX "lotto_tickets_open_draw" ON "lotto_tickets" USING btree ("draw_at") WHERE "lotto_tickets"."status_id" = -1;