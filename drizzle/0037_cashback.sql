CREATE TABLE "cashback_claims" (
	"player_id" bigint NOT NULL,
	"program" text NOT NULL,
	"period" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"stakes_minor" bigint NOT NULL,
	"returns_minor" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"type" smallint NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cashback_claims_player_id_program_period_pk" PRIMARY KEY("player_id","program","period")
);
--> statement-breakpoint
CREATE TABLE "points_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"key" text NOT NULL,
	"points" bigint NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "points_entries_key_unique" UNIQUE("key"),
	CONSTRAINT "points_entries_kind" CHECK ("points_entries"."kind" in ('cashback', 'exchange'))
);
--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cashback_claims" ADD CONSTRAINT "cashback_claims_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_entries" ADD CONSTRAINT "points_entries_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "points_entries_player" ON "points_entries" USING btree ("player_id","id");