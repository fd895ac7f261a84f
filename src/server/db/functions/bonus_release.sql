-- bonus_release: moves the money on a player's bonus account (type 4) in p_currency out when no bonus
-- is active (free bets hold no money and are left out throughout): to the main account when the last
-- bonus that ended was completed (conversion to real money), else to the house account `bonuses`
-- (forfeited with the bonus). This is also where winnings of stakes made with bonus money go once
-- they settle after the bonus ended. Ledger kind `bonus`, key
-- bonus-release:{bonus}:{last posting of the bonus account}, so two sweeps move it once.
-- Returns the amount moved (minor units).
CREATE OR REPLACE FUNCTION bonus_release(p_player bigint, p_currency integer, p_at timestamptz)
RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  b record;
  v_account bigint;
  v_balance bigint;
  v_target bigint;
  v_key text;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended('rg:' || p_player, 0));
  IF EXISTS (SELECT 1 FROM player_bonuses pb WHERE pb.player_id = p_player AND pb.status = 'active' AND pb.kind <> 'free_bet') THEN RETURN 0; END IF;
  SELECT a.id, a.balance INTO v_account, v_balance FROM accounts a
    WHERE a.player_id = p_player AND a.type = 4 AND a.currency_id = p_currency AND a.closed_at IS NULL;
  IF v_account IS NULL OR v_balance <= 0 THEN RETURN 0; END IF;
  SELECT * INTO b FROM player_bonuses pb
    WHERE pb.player_id = p_player AND pb.currency_id = p_currency AND pb.status IN ('completed', 'forfeited', 'expired', 'cancelled') AND pb.awarded_at IS NOT NULL
      AND pb.kind <> 'free_bet'
    ORDER BY pb.ended_at DESC, pb.id DESC LIMIT 1;
  IF NOT FOUND THEN RETURN 0; END IF;
  IF b.status = 'completed' THEN
    SELECT a.id INTO v_target FROM accounts a WHERE a.player_id = p_player AND a.type = 0 AND a.currency_id = p_currency AND a.closed_at IS NULL;
  ELSE
    SELECT a.id INTO v_target FROM accounts a WHERE a.house_code = 'bonuses' AND a.currency_id = p_currency;
  END IF;
  IF v_target IS NULL THEN RETURN 0; END IF;
  v_key := 'bonus-release:' || b.id || ':' || (SELECT coalesce(max(p.id), 0) FROM postings p WHERE p.account_id = v_account);
  PERFORM ledger_post(v_key, 'bonus', encode(sha256(convert_to(v_key || ':' || v_balance || ':' || v_target, 'UTF8')), 'hex'),
    jsonb_build_object('playerBonusId', b.id, 'release', b.status), ARRAY[v_account, v_target], ARRAY[-v_balance, v_balance]);
  INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, actor, at)
    VALUES (b.id, CASE WHEN b.status = 'completed' THEN 'convert' ELSE 'forfeit_money' END, v_balance, 'system', p_at);
  RETURN v_balance;
END $$;
