CREATE TABLE "bonus_game_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"game" text NOT NULL,
	"key" text NOT NULL,
	"server_seed" text NOT NULL,
	"seed_hash" text NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"client_seed" text,
	"pick" smallint,
	"board" jsonb,
	"prize_minor" bigint,
	"played_at" timestamp with time zone,
	CONSTRAINT "bonus_game_tickets_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "bonus_game_tickets" ADD CONSTRAINT "bonus_game_tickets_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_game_tickets_player" ON "bonus_game_tickets" USING btree ("player_id","game","id");--> statement-breakpoint
CREATE INDEX "rg_activity_at" ON "rg_activity" USING btree ("at") WHERE "rg_activity"."kind" = 'wager';