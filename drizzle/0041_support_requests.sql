CREATE TABLE "support_requests" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint,
	"language" text NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"preferred_time" text,
	"subject" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" bigint,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "support_requests_kind" CHECK ("support_requests"."kind" in ('email', 'callback')),
	CONSTRAINT "support_requests_status" CHECK ("support_requests"."status" in ('open', 'answered')),
	CONSTRAINT "support_requests_email_fields" CHECK ("support_requests"."kind" <> 'email' or ("support_requests"."email" is not null and "support_requests"."phone" is null and "support_requests"."preferred_time" is null)),
	CONSTRAINT "support_requests_callback_fields" CHECK ("support_requests"."kind" <> 'callback' or ("support_requests"."player_id" is not null and "support_requests"."phone" is not null and "support_requests"."preferred_time" in ('asap', 'morning', 'afternoon', 'evening'))),
	CONSTRAINT "support_requests_answer" CHECK (("support_requests"."status" = 'answered') = ("support_requests"."answer" is not null and "support_requests"."answered_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_answered_by_staff_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_requests_brand_status" ON "support_requests" USING btree ("brand_id","status","created_at");--> statement-breakpoint
CREATE INDEX "support_requests_player" ON "support_requests" USING btree ("player_id","created_at");