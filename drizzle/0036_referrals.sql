CREATE TABLE "player_referrals" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"referrer_id" bigint,
	"reflinkid" text,
	"ref_partner_id" text,
	"subid" text,
	"postback" text,
	"referral_values" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rewarded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "player_referrals" ADD CONSTRAINT "player_referrals_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_referrals" ADD CONSTRAINT "player_referrals_referrer_id_players_id_fk" FOREIGN KEY ("referrer_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "player_referrals_referrer" ON "player_referrals" USING btree ("referrer_id") WHERE "player_referrals"."referrer_id" is not null;