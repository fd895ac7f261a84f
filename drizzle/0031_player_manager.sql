CREATE TABLE "player_managers" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"staff_id" bigint NOT NULL,
	"phone" text,
	"assigned_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "player_managers" ADD CONSTRAINT "player_managers_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_managers" ADD CONSTRAINT "player_managers_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_managers" ADD CONSTRAINT "player_managers_assigned_by_staff_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_managers_staff" ON "player_managers" USING btree ("staff_id");