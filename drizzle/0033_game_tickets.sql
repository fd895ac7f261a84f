CREATE TABLE "gs_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"owner" text NOT NULL,
	"mode" text NOT NULL,
	"game" text NOT NULL,
	"round" bigint NOT NULL,
	"params" jsonb NOT NULL,
	"currency" text NOT NULL,
	"stake" bigint NOT NULL,
	"payout" bigint,
	"status" text NOT NULL,
	"result" jsonb,
	"token" text,
	"wallet_user" text,
	"win_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gs_tickets_round" ON "gs_tickets" USING btree ("game","round","status");--> statement-breakpoint
CREATE INDEX "gs_tickets_owner" ON "gs_tickets" USING btree ("owner","id");--> statement-breakpoint
CREATE INDEX "gs_tickets_unsent" ON "gs_tickets" USING btree ("id") WHERE "gs_tickets"."mode" = 'real' and "gs_tickets"."status" in ('won', 'lost') and not "gs_tickets"."win_sent";