ALTER TABLE "block_appeals" ADD COLUMN "decision" text;--> statement-breakpoint
ALTER TABLE "block_appeals" ADD COLUMN "reply" text;--> statement-breakpoint
ALTER TABLE "block_appeals" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "block_appeals" ADD COLUMN "answered_by" bigint;--> statement-breakpoint
ALTER TABLE "block_appeals" ADD CONSTRAINT "block_appeals_answered_by_staff_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_appeals" ADD CONSTRAINT "block_appeals_decision" CHECK ("block_appeals"."decision" is null or ("block_appeals"."decision" in ('upheld', 'lifted') and "block_appeals"."reply" is not null and "block_appeals"."answered_at" is not null));