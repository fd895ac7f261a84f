-- ledger_apply_posting: a posting moves a player account's balance in the same statement. Trigger
-- function of postings_apply (AFTER INSERT on postings, per row). The CHECK on accounts refuses a
-- player balance below zero, which aborts the whole transaction. House accounts keep no balance
-- column (it stays 0, see accounts_house_balance_derived): their balance is the sum of their
-- postings, so the hot house rows (cash_in, stakes_held) are never locked by concurrent entries.
-- Unknown or closed accounts raise P0A01, a frozen account refuses debits (P0A02).
-- The per-currency balance limit (currencies.max_balance) is enforced here, in the statement that
-- moves the money: a posting that credits a player account above the limit raises P0A08 and the
-- whole entry rolls back. Credits the player is owed whatever the balance — a confirmed deposit (its
-- room was reserved when the payment was accepted, src/server/ledger/payments.ts), a withdrawal
-- refund and a coupon payout — are not capped (refusing them would strand money the provider took, a
-- held withdrawal or a won coupon); the hard CHECK accounts_balance_hard_limit (10^15 minor units)
-- still bounds them.
CREATE OR REPLACE FUNCTION ledger_apply_posting() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  frozen boolean;
  v_balance bigint;
BEGIN
  UPDATE accounts SET balance = balance + NEW.amount
    WHERE id = NEW.account_id AND currency_id = NEW.currency_id AND closed_at IS NULL AND player_id IS NOT NULL
    RETURNING is_frozen, balance INTO frozen, v_balance;
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
  IF NEW.amount > 0
     AND v_balance > (SELECT c.max_balance FROM currencies c WHERE c.id = NEW.currency_id)
     AND (SELECT j.kind FROM journal_entries j WHERE j.id = NEW.entry_id) NOT IN ('deposit', 'withdrawal_refund', 'payout') THEN
    RAISE EXCEPTION 'account % would exceed the maximum balance of its currency', NEW.account_id USING ERRCODE = 'P0A08';
  END IF;
  RETURN NEW;
END $$;
