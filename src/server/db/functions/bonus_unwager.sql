-- bonus_unwager: a stake rolled back (a casino bet refunded), once per stake key. A free spin is
-- given back (spins_left + 1; a spin already settled — only a spin that won nothing can be rolled
-- back — is unsettled); any other stake's wagering is taken back from the bonus it counted for while
-- that bonus is still active (a completed bonus stays completed).
CREATE OR REPLACE FUNCTION bonus_unwager(p_ref text, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  e record;
BEGIN
  SELECT ev.player_bonus_id INTO e FROM bonus_events ev WHERE ev.ref = p_ref AND ev.kind = 'spin';
  IF FOUND AND NOT EXISTS (SELECT 1 FROM bonus_events ev WHERE ev.ref = p_ref AND ev.kind = 'unspin') THEN
    UPDATE player_bonuses SET spins_left = spins_left + 1,
        spins_settled = spins_settled - CASE WHEN EXISTS (SELECT 1 FROM bonus_events ev WHERE ev.ref = p_ref AND ev.kind = 'spin_win') THEN 1 ELSE 0 END
      WHERE id = e.player_bonus_id AND status = 'active';
    IF FOUND THEN
      INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, ref, actor, at) VALUES (e.player_bonus_id, 'unspin', 0, p_ref, 'system', p_at);
    END IF;
    RETURN;
  END IF;
  SELECT ev.player_bonus_id, ev.amount_minor INTO e FROM bonus_events ev WHERE ev.ref = p_ref AND ev.kind = 'wager';
  IF NOT FOUND OR EXISTS (SELECT 1 FROM bonus_events ev WHERE ev.ref = p_ref AND ev.kind = 'unwager') THEN RETURN; END IF;
  UPDATE player_bonuses SET wager_done_minor = greatest(0, wager_done_minor - e.amount_minor)
    WHERE id = e.player_bonus_id AND status = 'active';
  IF FOUND THEN
    INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, ref, actor, at) VALUES (e.player_bonus_id, 'unwager', e.amount_minor, p_ref, 'system', p_at);
  END IF;
END $$;
