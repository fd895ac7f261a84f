-- Money limits and per-player payment keys: per-currency maximum deposit, withdrawal and balance
-- (the balance rule itself is in 0009_money_limits.sql); a hard limit of 10^15 minor units on
-- balances and payment amounts (existing rows are not re-checked: NOT VALID); payment
-- idempotency keys unique per player instead of globally; the test provider's own records.
CREATE TABLE "test_provider_payments" (
	"payment_id" bigint PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "max_deposit" bigint;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "max_withdrawal" bigint;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "max_balance" bigint;--> statement-breakpoint
-- Currency rows already present get the default limits of src/server/db/seed.ts: 10 million major
-- units per payment, 1 billion major units of balance.
UPDATE "currencies" SET "max_deposit" = (10::bigint ^ (7 + "exponent"))::bigint, "max_withdrawal" = (10::bigint ^ (7 + "exponent"))::bigint, "max_balance" = (10::bigint ^ (9 + "exponent"))::bigint;--> statement-breakpoint
ALTER TABLE "currencies" ALTER COLUMN "max_deposit" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ALTER COLUMN "max_withdrawal" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ALTER COLUMN "max_balance" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_player_key" ON "payments" USING btree ("player_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_pending_created" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_balance_hard_limit" CHECK ("accounts"."balance" <= 1000000000000000) NOT VALID;--> statement-breakpoint
ALTER TABLE "currencies" ADD CONSTRAINT "currencies_limits" CHECK ("currencies"."max_deposit" > 0 and "currencies"."max_withdrawal" > 0 and "currencies"."max_deposit" <= "currencies"."max_balance" and "currencies"."max_balance" <= 1000000000000000);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_hard_limit" CHECK ("payments"."amount" <= 1000000000000000) NOT VALID;