CREATE TABLE "casino_game_brands" (
	"game_id" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"blocked_countries" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "casino_game_brands_game_id_brand_id_pk" PRIMARY KEY("game_id","brand_id")
);
--> statement-breakpoint
CREATE TABLE "casino_games" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"code" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"categories" jsonb NOT NULL,
	"rtp_bp" integer NOT NULL,
	"volatility" text NOT NULL,
	"thumbnail" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_games_rtp" CHECK ("casino_games"."rtp_bp" between 0 and 10000),
	CONSTRAINT "casino_games_slug" CHECK ("casino_games"."slug" ~ '^[a-z0-9-]{1,80}$')
);
--> statement-breakpoint
CREATE TABLE "casino_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"public_key" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_providers_id_format" CHECK ("casino_providers"."id" ~ '^[a-z0-9-]{2,40}$')
);
--> statement-breakpoint
CREATE TABLE "casino_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"player_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"provider_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "casino_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"transaction_uuid" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"game_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"round" text NOT NULL,
	"reference_uuid" text,
	"amount" bigint NOT NULL,
	"request_hash" text NOT NULL,
	"status" text NOT NULL,
	"balance" bigint NOT NULL,
	"won_amount" bigint DEFAULT 0 NOT NULL,
	"rolled_back_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "casino_transactions_amount" CHECK ("casino_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gs_demo_wallets" (
	"id" text PRIMARY KEY NOT NULL,
	"balance" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gs_demo_balance" CHECK ("gs_demo_wallets"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gs_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"mode" text NOT NULL,
	"game" text NOT NULL,
	"seed_id" bigint NOT NULL,
	"nonce" integer NOT NULL,
	"params" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint NOT NULL,
	"status" text NOT NULL,
	"bet_uuid" text,
	"win_uuid" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gs_seeds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "casino_game_brands" ADD CONSTRAINT "casino_game_brands_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_sessions" ADD CONSTRAINT "casino_sessions_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_transactions" ADD CONSTRAINT "casino_transactions_session_id_casino_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."casino_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gs_rounds" ADD CONSTRAINT "gs_rounds_seed_id_gs_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."gs_seeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_games_provider_code" ON "casino_games" USING btree ("provider_id","code");--> statement-breakpoint
CREATE INDEX "casino_sessions_player" ON "casino_sessions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "casino_transactions_uuid" ON "casino_transactions" USING btree ("provider_id","transaction_uuid");--> statement-breakpoint
CREATE INDEX "casino_transactions_player" ON "casino_transactions" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "casino_transactions_reference" ON "casino_transactions" USING btree ("provider_id","reference_uuid");--> statement-breakpoint
CREATE INDEX "gs_rounds_owner" ON "gs_rounds" USING btree ("owner","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gs_rounds_seed_nonce" ON "gs_rounds" USING btree ("seed_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "gs_seeds_owner_active" ON "gs_seeds" USING btree ("owner") WHERE "gs_seeds"."revealed_at" is null;