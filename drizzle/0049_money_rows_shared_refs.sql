-- The money rows written at the rate of bets stop locking the rows every concurrent bet shares: the
-- foreign keys from postings, coupons, coupon_bets, rg_activity, casino_transactions and casino_rounds
-- to currencies, accounts (postings), stored games and the casino's providers and games go (each
-- check took a key-share lock on the currency, the house account or a popular game: multixacts
-- under load). What they kept is kept by reference_rows_kept (those rows are never deleted) and, for
-- postings, by the posting trigger (unknown account or currency refused). The balance check of the
-- postings runs once per INSERT statement on its transition table instead of once per posting at
-- commit, and the balance guard is called only for an update outside the triggers.
ALTER TABLE "casino_rounds" DROP CONSTRAINT "casino_rounds_provider_id_casino_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "casino_rounds" DROP CONSTRAINT "casino_rounds_game_id_casino_games_id_fk";
--> statement-breakpoint
ALTER TABLE "casino_rounds" DROP CONSTRAINT "casino_rounds_currency_id_currencies_id_fk";
--> statement-breakpoint
ALTER TABLE "casino_transactions" DROP CONSTRAINT "casino_transactions_provider_id_casino_providers_id_fk";
--> statement-breakpoint
ALTER TABLE "casino_transactions" DROP CONSTRAINT "casino_transactions_currency_id_currencies_id_fk";
--> statement-breakpoint
ALTER TABLE "casino_transactions" DROP CONSTRAINT "casino_transactions_game_id_casino_games_id_fk";
--> statement-breakpoint
ALTER TABLE "coupon_bets" DROP CONSTRAINT "coupon_bets_permanent_id_games_permanent_id_fk";
--> statement-breakpoint
ALTER TABLE "coupons" DROP CONSTRAINT "coupons_currency_id_currencies_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "postings" DROP CONSTRAINT "postings_currency_id_currencies_id_fk";
--> statement-breakpoint
ALTER TABLE "rg_activity" DROP CONSTRAINT "rg_activity_currency_id_currencies_id_fk";
--> statement-breakpoint
CREATE OR REPLACE FUNCTION reference_rows_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are kept: money rows refer to them', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
--> statement-breakpoint
CREATE TRIGGER currencies_kept BEFORE DELETE ON currencies FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER currencies_kept_truncate BEFORE TRUNCATE ON currencies FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER accounts_kept BEFORE DELETE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER accounts_kept_truncate BEFORE TRUNCATE ON accounts FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER games_kept BEFORE DELETE ON games FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER games_kept_truncate BEFORE TRUNCATE ON games FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER casino_providers_kept BEFORE DELETE ON casino_providers FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER casino_providers_kept_truncate BEFORE TRUNCATE ON casino_providers FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER casino_games_kept BEFORE DELETE ON casino_games FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
CREATE TRIGGER casino_games_kept_truncate BEFORE TRUNCATE ON casino_games FOR EACH STATEMENT EXECUTE FUNCTION reference_rows_kept();
--> statement-breakpoint
DROP TRIGGER postings_balanced ON postings;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_entry bigint;
BEGIN
  SELECT i.entry_id INTO v_entry FROM inserted i GROUP BY i.entry_id, i.currency_id HAVING sum(i.amount) <> 0 LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION 'journal entry % does not balance', v_entry USING ERRCODE = 'P0A03';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_balanced AFTER INSERT ON postings REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint
DROP TRIGGER accounts_balance_guard ON accounts;
--> statement-breakpoint
CREATE TRIGGER accounts_balance_guard BEFORE UPDATE OF balance ON accounts FOR EACH ROW
  WHEN (NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 1) EXECUTE FUNCTION ledger_guard_balance();
