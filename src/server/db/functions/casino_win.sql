-- casino_win: a casino win.
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
-- A win for the bet p_ref of the same player and account: RS_ERROR_TRANSACTION_DOES_NOT_EXIST for an
-- unknown bet (or another player's or account's), RS_ERROR_TRANSACTION_ROLLED_BACK for a rolled-back
-- one. The round is the bet's (its row locked, casino_round_lock): closed → RS_ERROR_UNKNOWN. The
-- round's wins with this one may total at most floor(game max_multiplier × round stakes) and the
-- provider's max_win_minor of the currency; above either, RS_ERROR_UNKNOWN, nothing credited or
-- stored, and a casino_flagged_rounds row (once per win uuid: a repeat answers the same and flags
-- nothing more). An accepted win moves house → player (kind payout: owed whatever the balance limit),
-- is recorded as winnings (rg_activity payout), added to the bet's won_amount and to the round's wins,
-- and with p_closed closes the round. The win of a free spin (its bet has a `spin` bonus event) takes
-- the player's spend lock before its posting — the order every stake takes them in — and then
-- reports to bonus_spin_win.
-- Generic plans (SET plan_cache_mode, for every statement it runs, nested functions and triggers
-- included): each statement selects rows by key, so its plan is made once per connection; a custom
-- plan per call cost more than the statement itself (ARCHITECTURE "Cost of a round").
CREATE OR REPLACE FUNCTION casino_win(p_provider text, p_uuid text, p_ref text, p_hash text, p_player bigint, p_account bigint, p_currency integer,
  p_game bigint, p_session bigint, p_round text, p_amount bigint, p_at timestamptz, p_house bigint, p_ledger_hash text, p_meta jsonb, p_closed boolean)
RETURNS TABLE (o_status text, o_balance bigint, o_id bigint) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v record;
  b record;
  r casino_rounds;
  v_key text := 'casino:' || p_provider || ':' || p_uuid;
  v_bet_key text := 'casino:' || p_provider || ':' || p_ref;
  v_spin boolean;
  v_game_cap bigint;
  v_provider_cap bigint;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(v_bet_key, 0));
  SELECT t.id, t.request_hash, t.status, t.balance INTO v FROM casino_transactions t WHERE t.provider_id = p_provider AND t.transaction_uuid = p_uuid;
  IF FOUND THEN
    IF v.request_hash <> p_hash THEN
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    ELSE
      RETURN QUERY SELECT v.status, v.balance, v.id;
    END IF;
    RETURN;
  END IF;
  SELECT t.id, t.player_id, t.account_id, t.rolled_back_at, t.round, t.game_id, t.currency_id INTO b FROM casino_transactions t
    WHERE t.provider_id = p_provider AND t.transaction_uuid = p_ref AND t.kind = 'bet' FOR UPDATE;
  IF NOT FOUND OR b.player_id <> p_player OR b.account_id <> p_account THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF b.rolled_back_at IS NOT NULL THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_ROLLED_BACK'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  r := casino_round_lock(p_provider, p_player, b.round, b.game_id, b.currency_id, p_at);
  IF r.closed_at IS NOT NULL THEN
    RETURN QUERY SELECT 'RS_ERROR_UNKNOWN'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    SELECT (SELECT floor(g.max_multiplier * r.stakes_minor)::bigint FROM casino_games g WHERE g.id = r.game_id),
           (SELECT (p.max_win_minor ->> c.iso)::bigint FROM casino_providers p, currencies c WHERE p.id = p_provider AND c.id = r.currency_id)
      INTO v_game_cap, v_provider_cap;
    IF r.won_minor + p_amount > coalesce(v_game_cap, 0) OR r.won_minor + p_amount > coalesce(v_provider_cap, r.won_minor + p_amount) THEN
      INSERT INTO casino_flagged_rounds (provider_id, player_id, round, game_id, currency_id, transaction_uuid, bet_uuid, win_minor, won_before_minor, stakes_minor, cap_minor, reason, flagged_at)
        VALUES (p_provider, p_player, r.round, r.game_id, r.currency_id, p_uuid, p_ref, p_amount, r.won_minor, r.stakes_minor,
          least(coalesce(v_game_cap, 0), coalesce(v_provider_cap, coalesce(v_game_cap, 0))),
          CASE WHEN r.won_minor + p_amount > coalesce(v_game_cap, 0) THEN 'game_max_multiplier' ELSE 'provider_cap' END, p_at)
        ON CONFLICT (provider_id, transaction_uuid) DO NOTHING;
      RETURN QUERY SELECT 'RS_ERROR_UNKNOWN'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
      RETURN;
    END IF;
  END IF;
  v_spin := EXISTS (SELECT 1 FROM bonus_events ev WHERE ev.ref = v_bet_key AND ev.kind = 'spin');
  IF v_spin THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('rg:' || p_player, 0));
  END IF;
  IF p_amount > 0 THEN
    PERFORM ledger_post(v_key, 'payout', p_ledger_hash, p_meta, ARRAY[p_house, p_account], ARRAY[-p_amount, p_amount]);
    INSERT INTO rg_activity (player_id, currency_id, kind, amount, at, ref) VALUES (p_player, p_currency, 'payout', p_amount, p_at, v_key) ON CONFLICT (ref) DO NOTHING;
    UPDATE casino_transactions SET won_amount = won_amount + p_amount WHERE id = b.id;
  END IF;
  UPDATE casino_rounds c SET won_minor = c.won_minor + p_amount,
      closed_at = CASE WHEN p_closed THEN p_at ELSE c.closed_at END, closed_by = CASE WHEN p_closed THEN p_uuid ELSE c.closed_by END
    WHERE c.provider_id = r.provider_id AND c.player_id = r.player_id AND c.round = r.round;
  IF v_spin THEN
    PERFORM bonus_spin_win(v_bet_key, p_amount, p_at);
  END IF;
  RETURN QUERY
    INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, player_id, account_id, currency_id, game_id, session_id, round, reference_uuid, amount, request_hash, status, balance)
    VALUES (p_provider, p_uuid, 'win', p_player, p_account, p_currency, p_game, p_session, p_round, p_ref, p_amount, p_hash, 'RS_OK',
      (SELECT a.balance FROM accounts a WHERE a.id = p_account))
    RETURNING 'RS_OK'::text, casino_transactions.balance, casino_transactions.id;
END $$;
