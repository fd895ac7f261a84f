-- ledger_check_balanced: every INSERT statement into postings is balanced by itself — per journal
-- entry and currency its postings sum to zero (P0A03 otherwise, rolling the statement back). Trigger
-- function of postings_balanced (AFTER INSERT per statement, the statement's rows as the transition
-- table `inserted`; drizzle/0049). Balanced statements make balanced entries (the sum of zero sums),
-- so only the statement's own rows are read; an entry's postings therefore come in one statement, as
-- ledger_post writes them. One check per statement, not one per posting at commit.
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
