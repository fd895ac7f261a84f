ALTER TABLE "bonus_templates" ADD COLUMN "occasion" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "birth_date_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_occasion" CHECK ("bonus_templates"."occasion" is null or "bonus_templates"."occasion" = 'birthday');