-- Feed import runs: every server start records what its feed import did, per run and
-- per source file (rows read, games, refusals counted per reason, the first 5 refusals), shown on
-- the console page "Feed imports". A file whose sport fingerprint (catalogue entry + file
-- contents) was imported before is not read again (imported = false, counts of that import).
CREATE TABLE "feed_import_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"catalogue_file" text NOT NULL,
	"files" integer NOT NULL,
	"files_imported" integer NOT NULL,
	"rows" integer NOT NULL,
	"games" integer NOT NULL,
	"inserted" integer NOT NULL,
	"updated" integer NOT NULL,
	"problems" integer NOT NULL,
	"unserved_games" integer NOT NULL,
	CONSTRAINT "feed_import_runs_counts" CHECK ("files" >= 0 AND "files_imported" >= 0 AND "rows" >= 0 AND "games" >= 0 AND "inserted" >= 0 AND "updated" >= 0 AND "problems" >= 0 AND "unserved_games" >= 0)
);
--> statement-breakpoint
CREATE TABLE "feed_import_files" (
	"run_id" bigint NOT NULL,
	"file" text NOT NULL,
	"sport_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"imported" boolean NOT NULL,
	"rows" integer NOT NULL,
	"games" integer NOT NULL,
	"problems" integer NOT NULL,
	"reasons" jsonb NOT NULL,
	"examples" jsonb NOT NULL,
	CONSTRAINT "feed_import_files_run_id_file_pk" PRIMARY KEY("run_id","file"),
	CONSTRAINT "feed_import_files_counts" CHECK ("rows" >= 0 AND "games" >= 0 AND "problems" >= 0)
);
--> statement-breakpoint
ALTER TABLE "feed_import_files" ADD CONSTRAINT "feed_import_files_run_id_feed_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_import_runs"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "feed_import_files_sport_fingerprint" ON "feed_import_files" USING btree ("sport_id","fingerprint");
