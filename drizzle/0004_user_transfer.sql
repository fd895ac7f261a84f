ALTER TABLE "players" ADD COLUMN "transfer_kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "transfer_key" text;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_transfer_kind" CHECK ("players"."transfer_kind" in ('none', 'main', 'additional'));--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_transfer_key" CHECK (("players"."transfer_kind" = 'none') = ("players"."transfer_key" is null));