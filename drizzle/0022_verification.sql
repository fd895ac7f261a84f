CREATE TABLE "player_verification" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"requested_document_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_verification_status" CHECK ("player_verification"."status" in ('not_started', 'pending', 'additional_document_requested', 'verified', 'rejected')),
	CONSTRAINT "player_verification_requested" CHECK (("player_verification"."status" = 'additional_document_requested') = ("player_verification"."requested_document_type" is not null))
);
--> statement-breakpoint
CREATE TABLE "verification_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"brand_id" text NOT NULL,
	"document_type" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"review_reason" text,
	"requested_document_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_documents_type" CHECK ("verification_documents"."document_type" in ('passport', 'id_card', 'driving_licence', 'proof_of_address', 'payment_method')),
	CONSTRAINT "verification_documents_status" CHECK ("verification_documents"."status" in ('pending', 'approved', 'rejected', 'additional_requested')),
	CONSTRAINT "verification_documents_content_type" CHECK ("verification_documents"."content_type" in ('image/jpeg', 'image/png', 'image/webp', 'application/pdf')),
	CONSTRAINT "verification_documents_size" CHECK ("verification_documents"."size_bytes" > 0),
	CONSTRAINT "verification_documents_reviewed" CHECK (("verification_documents"."status" = 'pending') = ("verification_documents"."reviewed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "player_verification" ADD CONSTRAINT "player_verification_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_documents" ADD CONSTRAINT "verification_documents_reviewed_by_staff_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "verification_documents_player" ON "verification_documents" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "verification_documents_queue" ON "verification_documents" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_documents_storage" ON "verification_documents" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "verification_documents_pending_bytes" ON "verification_documents" USING btree ("player_id","sha256") WHERE "verification_documents"."status" = 'pending';