-- ledger_guard_balance: a balance changes only from the posting trigger (trigger depth 2), never by a
-- direct UPDATE (P0A05). Trigger function of accounts_balance_guard (BEFORE UPDATE OF balance on
-- accounts, per row), whose WHEN clause (drizzle/0049) calls it only for an update of the balance
-- outside any trigger, so the posting trigger's own updates do not pay for a call.
CREATE OR REPLACE FUNCTION ledger_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.balance IS DISTINCT FROM OLD.balance AND pg_trigger_depth() < 2 THEN
    RAISE EXCEPTION 'account balances change only through postings' USING ERRCODE = 'P0A05';
  END IF;
  RETURN NEW;
END $$;
