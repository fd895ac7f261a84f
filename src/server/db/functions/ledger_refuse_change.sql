-- ledger_refuse_change: the journal is append-only (P0A04). Trigger function of postings_append_only
-- and journal_entries_append_only (BEFORE UPDATE OR DELETE, per row).
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are append-only', TG_TABLE_NAME USING ERRCODE = 'P0A04';
END $$;
