CREATE TABLE "gs_spin_clock" (
	"owner" text PRIMARY KEY NOT NULL,
	"last_spin_ms" bigint NOT NULL
);
