-- bonus_spin_win: the result of a free spin (called by casino_win after the win's posting, the
-- player's spend lock rg:{player} already held): p_bet_ref is the spin's stake key. The first result
-- of a spin settles it; every win adds to the winnings (spins_won_minor, a `spin_win` event). Once
-- every spin is used and settled, the requirement becomes winnings × the multiplier; nothing to wager
-- (no winnings or a multiplier of 0) completes the bonus, converting the winnings to real money. A
-- stake that was not a spin, or a spin of a bonus no longer active, is left alone (bonus_release
-- moves that money).
CREATE OR REPLACE FUNCTION bonus_spin_win(p_bet_ref text, p_amount bigint, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_bonus bigint;
  v_first boolean;
  b record;
BEGIN
  SELECT ev.player_bonus_id INTO v_bonus FROM bonus_events ev WHERE ev.ref = p_bet_ref AND ev.kind = 'spin';
  IF NOT FOUND THEN RETURN; END IF;
  v_first := NOT EXISTS (SELECT 1 FROM bonus_events ev WHERE ev.ref = p_bet_ref AND ev.kind = 'spin_win');
  UPDATE player_bonuses SET spins_won_minor = spins_won_minor + p_amount, spins_settled = spins_settled + CASE WHEN v_first THEN 1 ELSE 0 END
    WHERE id = v_bonus AND status = 'active'
    RETURNING * INTO b;
  IF NOT FOUND THEN RETURN; END IF;
  INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, ref, actor, at) VALUES (v_bonus, 'spin_win', p_amount, p_bet_ref, 'system', p_at);
  IF b.spins_left > 0 OR b.spins_settled < b.spins_total THEN RETURN; END IF;
  IF b.spins_won_minor * b.wager_multiplier <= b.wager_done_minor THEN
    PERFORM bonus_close(v_bonus, 'completed', 'wagered', 'system', p_at);
  ELSE
    UPDATE player_bonuses SET wager_required_minor = b.spins_won_minor * b.wager_multiplier WHERE id = v_bonus;
  END IF;
END $$;
