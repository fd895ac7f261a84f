CREATE TABLE "web_vitals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"page_type" text NOT NULL,
	"metric" text NOT NULL,
	"value" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_vitals_value" CHECK ("web_vitals"."value" >= 0 AND "web_vitals"."value" <= 600000),
	CONSTRAINT "web_vitals_metric" CHECK ("web_vitals"."metric" IN ('LCP', 'INP', 'CLS', 'route'))
);
--> statement-breakpoint
CREATE INDEX "web_vitals_brand_metric" ON "web_vitals" USING btree ("brand_id","metric","recorded_at");