-- casino_bet: a casino bet.
-- The casino wallet's bet and win are ONE statement each (src/server/casino/wallet.ts;
-- schemas/casino-wallet.ts): one round trip, its own transaction, all or nothing. Both take the
-- transaction-scoped advisory lock `casino:{provider}:{betUuid}` so a bet, its wins and its rollbacks
-- are applied one after the other. A transaction uuid already stored answers its stored answer (same
-- request hash) or RS_ERROR_DUPLICATE_TRANSACTION (other content). Money moves through ledger_post
-- with the key `casino:{provider}:{uuid}`. Refusals of the ledger's rules (insufficient funds, frozen
-- account) and of rg_spend raise and roll the statement back; the caller maps them to wallet
-- statuses. p_ledger_hash is the ledger request hash the caller computed for exactly these postings
-- and meta.
--
-- A bet already rolled back (a rollback arrived first) is RS_ERROR_TRANSACTION_ROLLED_BACK; a banned
-- player or a frozen or closed account is RS_ERROR_USER_DISABLED (the stored answer, the rollback and
-- the account state are read by one statement, in that order of precedence). The bet's round row is
-- taken by one upsert — created open with the bet's stake, or its stake added while it is open — which
-- locks the row as casino_round_lock does (after the advisory lock, before rg_spend and the ledger): a
-- bet into a closed round is RS_ERROR_UNKNOWN (the upsert changes nothing; nothing moves, nothing
-- stored). A bet of more than 0 is then checked by rg_spend (responsible-gaming limits and
-- exclusion), posted player → house (kind stake) and given its bonus side (bonus_wager) after the
-- posting; a refusal of any of them raises and so also takes the stake back off the round.
-- Generic plans (SET plan_cache_mode, for every statement it runs, nested functions and triggers
-- included): each statement selects rows by key, so its plan is made once per connection; a custom
-- plan per call cost more than the statement itself (ARCHITECTURE "Cost of a round").
CREATE OR REPLACE FUNCTION casino_bet(p_provider text, p_uuid text, p_hash text, p_player bigint, p_account bigint, p_currency integer,
  p_game bigint, p_session bigint, p_round text, p_amount bigint, p_at timestamptz, p_house bigint, p_ledger_hash text, p_meta jsonb)
RETURNS TABLE (o_status text, o_balance bigint, o_id bigint) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v record;
  v_open boolean;
  v_key text := 'casino:' || p_provider || ':' || p_uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(v_key, 0));
  SELECT t.id, t.request_hash, t.status, t.balance,
      EXISTS (SELECT 1 FROM casino_transactions rb WHERE rb.provider_id = p_provider AND rb.reference_uuid = p_uuid AND rb.kind = 'rollback') AS rolled_back,
      EXISTS (SELECT 1 FROM players p JOIN accounts a ON a.id = p_account
              WHERE p.id = p_player AND p.ban_level = 0 AND NOT a.is_frozen AND a.closed_at IS NULL) AS enabled
    INTO v
    FROM (SELECT 1) one LEFT JOIN casino_transactions t ON t.provider_id = p_provider AND t.transaction_uuid = p_uuid;
  IF v.id IS NOT NULL THEN
    IF v.request_hash <> p_hash THEN
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    ELSE
      RETURN QUERY SELECT v.status, v.balance, v.id;
    END IF;
    RETURN;
  END IF;
  IF v.rolled_back THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_ROLLED_BACK'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF NOT v.enabled THEN
    RETURN QUERY SELECT 'RS_ERROR_USER_DISABLED'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  INSERT INTO casino_rounds AS c (provider_id, player_id, round, game_id, currency_id, stakes_minor, created_at)
    VALUES (p_provider, p_player, p_round, p_game, p_currency, p_amount, p_at)
    ON CONFLICT (provider_id, player_id, round) DO UPDATE SET stakes_minor = c.stakes_minor + EXCLUDED.stakes_minor
      WHERE c.closed_at IS NULL
    RETURNING true INTO v_open;
  IF v_open IS NULL THEN
    RETURN QUERY SELECT 'RS_ERROR_UNKNOWN'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    PERFORM rg_spend(p_player, p_currency, 'wager', p_amount, p_at, v_key, NULL);
    PERFORM ledger_post(v_key, 'stake', p_ledger_hash, p_meta, ARRAY[p_account, p_house], ARRAY[-p_amount, p_amount]);
    PERFORM bonus_wager(p_player, p_currency, p_account, p_amount, 'casino', p_game, NULL, v_key, p_at);
  END IF;
  RETURN QUERY
    INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, player_id, account_id, currency_id, game_id, session_id, round, reference_uuid, amount, request_hash, status, balance)
    VALUES (p_provider, p_uuid, 'bet', p_player, p_account, p_currency, p_game, p_session, p_round, NULL, p_amount, p_hash, 'RS_OK',
      (SELECT a.balance FROM accounts a WHERE a.id = p_account))
    RETURNING 'RS_OK'::text, casino_transactions.balance, casino_transactions.id;
END $$;
