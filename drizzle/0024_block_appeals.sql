CREATE TABLE "block_appeals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"ban_level" integer NOT NULL,
	"ban_version" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_appeals_level" CHECK ("block_appeals"."ban_level" > 0)
);
--> statement-breakpoint
ALTER TABLE "block_appeals" ADD CONSTRAINT "block_appeals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "block_appeals_ban" ON "block_appeals" USING btree ("player_id","ban_level","ban_version");--> statement-breakpoint
CREATE INDEX "block_appeals_brand" ON "block_appeals" USING btree ("brand_id","created_at");