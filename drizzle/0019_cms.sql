CREATE TABLE "cms_documents" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"family" text NOT NULL,
	"slug" text NOT NULL,
	"language" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"published_version" integer,
	"scheduled_version" integer,
	"publish_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_documents_state" CHECK ("cms_documents"."state" in ('draft', 'scheduled', 'published', 'archived')),
	CONSTRAINT "cms_documents_published" CHECK ("cms_documents"."state" <> 'published' or "cms_documents"."published_version" is not null),
	CONSTRAINT "cms_documents_scheduled" CHECK ("cms_documents"."state" <> 'scheduled' or ("cms_documents"."publish_at" is not null and "cms_documents"."scheduled_version" is not null))
);
--> statement-breakpoint
CREATE TABLE "cms_versions" (
	"document_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"page" jsonb NOT NULL,
	"saved_by" bigint,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"note" text DEFAULT 'save' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cms_documents" ADD CONSTRAINT "cms_documents_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_versions" ADD CONSTRAINT "cms_versions_document_id_cms_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."cms_documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_versions" ADD CONSTRAINT "cms_versions_saved_by_staff_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_documents_key" ON "cms_documents" USING btree ("brand_id","family","slug","language");--> statement-breakpoint
CREATE INDEX "cms_documents_due" ON "cms_documents" USING btree ("state","publish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_versions_key" ON "cms_versions" USING btree ("document_id","version");