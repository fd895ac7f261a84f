-- casino_round_rollback: the round side of a rollback (src/server/casino/wallet.ts walletRollback
-- runs it in its transaction, after its advisory lock and the bet row's lock, before the refund's
-- posting): 'unknown' (p_bet null: the bet never arrived; the rollback is stored so the late bet is
-- refused), 'already' (the bet was rolled back before: nothing more moves), 'closed' (the bet's round
-- is closed: refused whatever its wins), 'won' (the bet has wins: refused), or 'refund' (the bet is
-- marked rolled back and its amount leaves the round's stakes; the caller posts the refund). With
-- p_closed an unknown or refunded bet's round is closed.
-- Generic plans (SET plan_cache_mode, for every statement it runs, nested functions and triggers
-- included): each statement selects rows by key, so its plan is made once per connection; a custom
-- plan per call cost more than the statement itself (ARCHITECTURE "Cost of a round").
CREATE OR REPLACE FUNCTION casino_round_rollback(p_provider text, p_player bigint, p_round text, p_game bigint, p_currency integer, p_bet bigint,
  p_closed boolean, p_uuid text, p_at timestamptz)
RETURNS text LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  b record;
  r casino_rounds;
BEGIN
  IF p_bet IS NULL THEN
    r := casino_round_lock(p_provider, p_player, p_round, p_game, p_currency, p_at);
    IF p_closed AND r.closed_at IS NULL THEN
      UPDATE casino_rounds c SET closed_at = p_at, closed_by = p_uuid WHERE c.provider_id = p_provider AND c.player_id = p_player AND c.round = p_round;
    END IF;
    RETURN 'unknown';
  END IF;
  SELECT t.id, t.amount, t.won_amount, t.rolled_back_at, t.round, t.game_id, t.currency_id INTO b FROM casino_transactions t WHERE t.id = p_bet AND t.kind = 'bet' FOR UPDATE;
  IF b.rolled_back_at IS NOT NULL THEN
    RETURN 'already';
  END IF;
  r := casino_round_lock(p_provider, p_player, b.round, b.game_id, b.currency_id, p_at);
  IF r.closed_at IS NOT NULL THEN
    RETURN 'closed';
  END IF;
  IF b.won_amount > 0 THEN
    RETURN 'won';
  END IF;
  UPDATE casino_transactions SET rolled_back_at = p_at WHERE id = b.id;
  UPDATE casino_rounds c SET stakes_minor = greatest(0, c.stakes_minor - b.amount),
      closed_at = CASE WHEN p_closed THEN p_at ELSE c.closed_at END, closed_by = CASE WHEN p_closed THEN p_uuid ELSE c.closed_by END
    WHERE c.provider_id = r.provider_id AND c.player_id = r.player_id AND c.round = r.round;
  RETURN 'refund';
END $$;
