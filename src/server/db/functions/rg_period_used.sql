-- rg_period_used: what counts against a money limit of p_type in [p_start, p_end), minor units, of
-- the movements recorded after the limit was set (rg_activity id > p_after): wagering (1-3) the
-- wagers; loss (10-12) wagers minus payouts; deposit (20-22) the deposits not failed or cancelled.
-- Read by rg_spend and by the limit views (src/server/responsible/service.ts).
CREATE OR REPLACE FUNCTION rg_period_used(p_player bigint, p_currency integer, p_type smallint, p_start timestamptz, p_end timestamptz, p_after bigint)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN p_type IN (10, 11, 12) THEN (SELECT coalesce(sum(CASE WHEN a.kind = 'wager' THEN a.amount ELSE -a.amount END), 0) FROM rg_activity a
      WHERE a.player_id = p_player AND a.currency_id = p_currency AND a.kind IN ('wager', 'payout') AND a.at >= p_start AND a.at < p_end AND a.id > p_after)
    WHEN p_type IN (1, 2, 3) THEN (SELECT coalesce(sum(a.amount), 0) FROM rg_activity a
      WHERE a.player_id = p_player AND a.currency_id = p_currency AND a.kind = 'wager' AND a.at >= p_start AND a.at < p_end AND a.id > p_after)
    ELSE (SELECT coalesce(sum(a.amount), 0) FROM rg_activity a LEFT JOIN payments p ON p.id = a.payment_id
      WHERE a.player_id = p_player AND a.currency_id = p_currency AND a.kind = 'deposit' AND a.at >= p_start AND a.at < p_end AND a.id > p_after
        AND (p.id IS NULL OR p.status IN ('pending', 'success')))
  END::bigint
$$;
