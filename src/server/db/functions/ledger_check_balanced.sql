-- ledger_check_balanced: at commit, every journal entry touched sums to zero in each currency
-- (P0A03 otherwise). Trigger function of the constraint trigger postings_balanced (AFTER INSERT on
-- postings, deferred to commit).
CREATE OR REPLACE FUNCTION ledger_check_balanced() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM postings WHERE entry_id = NEW.entry_id GROUP BY currency_id HAVING sum(amount) <> 0) THEN
    RAISE EXCEPTION 'journal entry % does not balance', NEW.entry_id USING ERRCODE = 'P0A03';
  END IF;
  RETURN NULL;
END $$;
