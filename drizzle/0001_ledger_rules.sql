-- Ledger rules enforced by the database: balances move only through postings, an entry
-- balances per currency at commit, player balances never go below zero (CHECK on accounts),
-- frozen accounts refuse debits, and the journal is append-only.

-- A posting moves a player account's balance in the same statement. The CHECK on accounts refuses
-- a player balance below zero, which aborts the whole transaction. House accounts keep no balance
-- column (it stays 0, see accounts_house_balance_derived): their balance is the sum of their
-- postings, so the hot house rows (cash_in, stakes_held) are never locked by concurrent entries.
CREATE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  frozen boolean;
BEGIN
  UPDATE accounts SET balance = balance + NEW.amount
    WHERE id = NEW.account_id AND currency_id = NEW.currency_id AND closed_at IS NULL AND player_id IS NOT NULL
    RETURNING is_frozen INTO frozen;
  IF NOT FOUND THEN
    IF NOT EXISTS (SELECT 1 FROM accounts WHERE id = NEW.account_id AND currency_id = NEW.currency_id AND house_code IS NOT NULL) THEN
      RAISE EXCEPTION 'account % is unknown, closed or not in currency %', NEW.account_id, NEW.currency_id
        USING ERRCODE = 'P0A01';
    END IF;
    RETURN NEW;
  END IF;
  IF frozen AND NEW.amount < 0 THEN
    RAISE EXCEPTION 'account % is frozen', NEW.account_id USING ERRCODE = 'P0A02';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_apply AFTER INSERT ON postings FOR EACH ROW EXECUTE FUNCTION ledger_apply_posting();
--> statement-breakpoint

-- At commit, every entry touched sums to zero in each currency.
CREATE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM postings WHERE entry_id = NEW.entry_id GROUP BY currency_id HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'journal entry % does not balance', NEW.entry_id USING ERRCODE = 'P0A03';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER postings_balanced AFTER INSERT ON postings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_balanced();
--> statement-breakpoint

-- The journal is append-only.
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME USING ERRCODE = 'P0A04';
END $$;
--> statement-breakpoint
CREATE TRIGGER postings_append_only BEFORE UPDATE OR DELETE ON postings FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER journal_entries_append_only BEFORE UPDATE OR DELETE ON journal_entries FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint

-- A balance changes only from the posting trigger (trigger depth 2), never by a direct UPDATE.
CREATE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'account balances change only through postings' USING ERRCODE = 'P0A05';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER accounts_balance_guard BEFORE UPDATE OF balance ON accounts FOR EACH ROW EXECUTE FUNCTION ledger_guard_balance();
--> statement-breakpoint
ALTER TABLE accounts ADD CONSTRAINT accounts_house_balance_derived CHECK (house_code IS NULL OR balance = 0);
