CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_codes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"brand_id" text NOT NULL,
	"player_id" bigint,
	"target" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"remember" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"account" text NOT NULL,
	"address" text NOT NULL,
	"success" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idle_seconds" integer NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"api_token_hash" text,
	"api_token_expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "login" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "country_code" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "registration_type" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "activation_type" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "totp_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ban_level" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ban_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "terms_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "bonus_choice" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "user_name" text;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD CONSTRAINT "auth_codes_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_codes_target" ON "auth_codes" USING btree ("brand_id","purpose","target");--> statement-breakpoint
CREATE INDEX "login_attempts_account" ON "login_attempts" USING btree ("brand_id","account","created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_address" ON "login_attempts" USING btree ("address","created_at");--> statement-breakpoint
CREATE INDEX "outbox_recipient" ON "outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "sessions_player" ON "sessions" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_api_token" ON "sessions" USING btree ("api_token_hash") WHERE "sessions"."api_token_hash" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_login" ON "players" USING btree ("brand_id","login") WHERE "players"."login" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_email" ON "players" USING btree ("brand_id","email") WHERE "players"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "players_brand_phone" ON "players" USING btree ("brand_id","phone") WHERE "players"."phone" is not null;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_activation_type" CHECK ("players"."activation_type" between 0 and 3);