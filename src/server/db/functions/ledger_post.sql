-- ledger_post: applies one journal entry in a single statement (one round trip; as a statement of its
-- own it is also its own transaction). Idempotent by key: the same key with the same request hash
-- returns the first entry with replayed = true; another hash raises P0A06. Unknown or closed accounts
-- raise P0A01, mixed currencies P0A07, unbalanced postings P0A03. Postings are inserted in account id
-- order, so concurrent entries lock player rows in the same order and cannot deadlock. The posting
-- triggers (ledger_apply_posting, ledger_check_balanced) still apply every rule on the way.
-- Generic plans (SET plan_cache_mode, for every statement it runs, nested functions and triggers
-- included): each statement selects rows by key, so its plan is made once per connection; a custom
-- plan per call cost more than the statement itself (ARCHITECTURE "Cost of a round").
CREATE OR REPLACE FUNCTION ledger_post(p_key text, p_kind text, p_hash text, p_meta jsonb, p_accounts bigint[], p_amounts bigint[])
RETURNS TABLE (entry_id bigint, replayed boolean) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_id bigint;
  v_hash text;
  v_missing bigint;
  v_currencies bigint;
  v_unbalanced boolean;
BEGIN
  INSERT INTO journal_entries (idempotency_key, kind, request_hash, meta)
    VALUES (p_key, p_kind, p_hash, p_meta)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT j.id, j.request_hash INTO v_id, v_hash FROM journal_entries j WHERE j.idempotency_key = p_key;
    IF v_hash IS DISTINCT FROM p_hash THEN
      RAISE EXCEPTION 'idempotency key % was used for a different movement', p_key USING ERRCODE = 'P0A06';
    END IF;
    RETURN QUERY SELECT v_id, true;
    RETURN;
  END IF;

  -- One reading of the accounts answers both checks, in this order: every account exists and is
  -- open (P0A01), then the postings sum to zero per currency (P0A07 when they span currencies, else P0A03).
  SELECT min(g.missing), count(*), bool_or(g.total <> 0) INTO v_missing, v_currencies, v_unbalanced FROM (
    SELECT min(x.id) FILTER (WHERE a.id IS NULL) AS missing, sum(x.amount) AS total
    FROM unnest(p_accounts, p_amounts) AS x(id, amount) LEFT JOIN accounts a ON a.id = x.id AND a.closed_at IS NULL
    GROUP BY a.currency_id) g;
  IF v_missing IS NOT NULL THEN
    RAISE EXCEPTION 'account % does not exist or is closed', v_missing USING ERRCODE = 'P0A01';
  END IF;
  IF v_unbalanced THEN
    IF v_currencies > 1 THEN
      RAISE EXCEPTION 'money cannot move between currencies in one entry' USING ERRCODE = 'P0A07';
    END IF;
    RAISE EXCEPTION 'the postings of entry % do not sum to zero', v_id USING ERRCODE = 'P0A03';
  END IF;

  INSERT INTO postings (entry_id, account_id, currency_id, amount)
    SELECT v_id, x.id, a.currency_id, x.amount
    FROM unnest(p_accounts, p_amounts) AS x(id, amount) JOIN accounts a ON a.id = x.id
    ORDER BY x.id, x.amount;
  RETURN QUERY SELECT v_id, false;
END $$;
