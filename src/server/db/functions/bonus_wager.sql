-- bonus_wager: the bonus side of every stake (sports coupons in coupon_place, casino bets in
-- casino_bet), in the stake's statement after its ledger posting and after rg_spend took the
-- player's spend lock:
-- - while an active free_spins bonus has spins left, a stake from the bonus account is a spin — only
--   on the bonus's game at its stake per spin (else P0A31
--   `bonus:{"reason":"free_spins","gameId","stakeMinor"}`), not held back by real money (the spins
--   are the bonus), counted down (`spin` event with the stake's key) and not wagering; a real-money
--   stake meanwhile counts nothing. Once the spins are used up the bonus wagers like any other (its
--   requirement is set by bonus_spin_win);
-- - otherwise a stake from the bonus account (type 4) needs an active, unexpired bonus of this
--   product and currency (P0A31 `bonus:{"reason":"no_bonus"|"product"}`), and is refused while the
--   main account of the currency could pay it — real money is spent before bonus money (P0A32,
--   `realMinor`);
-- - a stake of the active bonus's product above its maximum bet is refused (P0A30, `maxBetMinor`);
-- - it adds floor(stake × percent / 100) to the wagering, capped at what is left, the percent of
--   bonus_contribution; a sports coupon below the minimum coefficient adds nothing; a stake of
--   another product adds nothing. Each counted stake is a `wager` event with the stake's key;
-- - the stake that completes the requirement completes the bonus: its money goes to the main account.
CREATE OR REPLACE FUNCTION bonus_wager(p_player bigint, p_currency integer, p_account bigint, p_amount bigint, p_product text,
  p_game bigint, p_coef_milli bigint, p_ref text, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  b record;
  v_type smallint;
  v_real bigint;
  v_pct integer;
  v_add bigint;
BEGIN
  SELECT a.type INTO v_type FROM accounts a WHERE a.id = p_account;
  SELECT * INTO b FROM player_bonuses pb WHERE pb.player_id = p_player AND pb.status = 'active' AND pb.kind <> 'free_bet' FOR UPDATE;
  IF NOT FOUND OR b.currency_id <> p_currency OR b.expires_at <= p_at THEN
    IF v_type = 4 THEN
      RAISE EXCEPTION USING ERRCODE = 'P0A31', MESSAGE = 'bonus:' || json_build_object('reason', 'no_bonus')::text;
    END IF;
    RETURN;
  END IF;
  IF b.kind = 'free_spins' AND b.spins_left > 0 THEN
    IF v_type = 4 THEN
      IF p_product <> 'casino' OR p_game IS DISTINCT FROM b.spin_game_id OR p_amount <> b.spin_stake_minor THEN
        RAISE EXCEPTION USING ERRCODE = 'P0A31', MESSAGE = 'bonus:' || json_build_object('reason', 'free_spins', 'gameId', b.spin_game_id, 'stakeMinor', b.spin_stake_minor)::text;
      END IF;
      UPDATE player_bonuses SET spins_left = spins_left - 1 WHERE id = b.id;
      INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, ref, actor, at) VALUES (b.id, 'spin', p_amount, p_ref, 'player', p_at);
    END IF;
    RETURN;
  END IF;
  IF v_type = 4 THEN
    IF b.product <> p_product THEN
      RAISE EXCEPTION USING ERRCODE = 'P0A31', MESSAGE = 'bonus:' || json_build_object('reason', 'product', 'product', b.product)::text;
    END IF;
    SELECT a.balance INTO v_real FROM accounts a WHERE a.player_id = p_player AND a.type = 0 AND a.currency_id = p_currency AND a.closed_at IS NULL;
    IF coalesce(v_real, 0) >= p_amount THEN
      RAISE EXCEPTION USING ERRCODE = 'P0A32', MESSAGE = 'bonus:' || json_build_object('realMinor', v_real)::text;
    END IF;
  END IF;
  IF b.product <> p_product THEN RETURN; END IF;
  IF b.max_bet_minor IS NOT NULL AND p_amount > b.max_bet_minor THEN
    RAISE EXCEPTION USING ERRCODE = 'P0A30', MESSAGE = 'bonus:' || json_build_object('maxBetMinor', b.max_bet_minor)::text;
  END IF;
  v_pct := CASE WHEN p_product = 'sports' AND b.min_coef_milli IS NOT NULL AND coalesce(p_coef_milli, 0) < b.min_coef_milli THEN 0
                ELSE bonus_contribution(b.contributions, p_product, p_game) END;
  v_add := least(b.wager_required_minor - b.wager_done_minor, (p_amount * v_pct) / 100);
  IF v_add <= 0 THEN RETURN; END IF;
  UPDATE player_bonuses SET wager_done_minor = wager_done_minor + v_add WHERE id = b.id;
  INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, ref, actor, at) VALUES (b.id, 'wager', v_add, p_ref, 'player', p_at);
  IF b.wager_done_minor + v_add >= b.wager_required_minor THEN
    PERFORM bonus_close(b.id, 'completed', 'wagered', 'system', p_at);
  END IF;
END $$;
