CREATE TABLE "gs_scheduled_rounds" (
	"game" text NOT NULL,
	"round" bigint NOT NULL,
	"seed_hash" text NOT NULL,
	"settled_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gs_scheduled_rounds_game_round_pk" PRIMARY KEY("game","round"),
	CONSTRAINT "gs_scheduled_rounds_round" CHECK ("gs_scheduled_rounds"."round" >= 0)
);
