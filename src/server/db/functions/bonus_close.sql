-- bonus_close: closes a player's bonus (src/server/bonus/engine.ts): `completed` (wagered),
-- `forfeited`, `expired` or `cancelled`, once — a bonus no longer pending or active is left as it is
-- (false). Takes the player's spend lock (rg:{player}, the lock rg_spend takes before every stake)
-- first, so closing never deadlocks with a stake; an active bonus's money then leaves the bonus
-- account (bonus_release). Audited in bonus_events.
CREATE OR REPLACE FUNCTION bonus_close(p_bonus bigint, p_status text, p_reason text, p_actor text, p_at timestamptz)
RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  b record;
BEGIN
  IF p_status NOT IN ('completed', 'forfeited', 'expired', 'cancelled') THEN
    RAISE EXCEPTION 'bonus_close: bad status %', p_status;
  END IF;
  SELECT pb.player_id INTO b FROM player_bonuses pb WHERE pb.id = p_bonus;
  IF NOT FOUND THEN RETURN false; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('rg:' || b.player_id, 0));
  SELECT * INTO b FROM player_bonuses pb WHERE pb.id = p_bonus FOR UPDATE;
  IF b.status NOT IN ('pending', 'active') THEN RETURN false; END IF;
  UPDATE player_bonuses SET status = p_status, ended_at = p_at, end_reason = p_reason WHERE id = p_bonus;
  INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, actor, reason, at)
    VALUES (p_bonus, CASE p_status WHEN 'completed' THEN 'complete' WHEN 'forfeited' THEN 'forfeit' WHEN 'expired' THEN 'expire' ELSE 'cancel' END,
            0, p_actor, p_reason, p_at);
  IF b.status = 'active' AND b.kind <> 'free_bet' THEN
    PERFORM bonus_release(b.player_id, b.currency_id, p_at);
  END IF;
  RETURN true;
END $$;
