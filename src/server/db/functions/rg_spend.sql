-- rg_spend: THE responsible-gaming check of a money movement (src/server/responsible/enforce.ts;
-- rules in src/domain/responsible/limits.ts), called inside the transaction that moves the money
-- (coupon_place, casino_bet, deposits in src/server/ledger/payments.ts) so that parallel requests of
-- one player cannot pass a limit: it takes the player's transaction-scoped advisory lock
-- 'rg:{player}' (held until commit, so the next movement of the player sees this one), then refuses
--   * P0A22 'rg_banned:{...}' while any player row of the person (rg_person_players) is banned
--     (ban_level > 0: a support or staff ban), whatever the movement;
--   * P0A20 while any player row of the person has a running self-exclusion (30) or time-out (33):
--     a time-out is a break from gambling and refuses bets and deposits alike;
-- then checks every ACTIVE money limit of the player of the movement's kind (wager: wagering 1-3 and
-- loss 10-12; deposit: 20-22) over its current period [anchor + k*P, anchor + (k+1)*P) of the feed
-- clock instant p_at (rg_period_used), and records the movement in rg_activity. A limit refusal
-- raises P0A20 (limit reached) or P0A21 (a limit kept in another currency) with 'rg_limit:{json}' as
-- the message, rolling the whole movement back. Loss = wagers - payouts of the period; a deposit that
-- failed or was cancelled does not count. The facts of a money-limit refusal carry the currency's
-- exponent: the application turns them into major units (the unit /limits answers in) before they
-- reach a client.
-- Who sets an exclusion or a ban takes the lock 'rg:{id}' of EVERY player row of the person
-- (ascending ids) before writing it (src/server/responsible/person.ts lockPerson), so a movement on
-- another brand either committed before the exclusion or, waiting on its own player's lock, reads the
-- committed exclusion (each statement of this function reads a fresh snapshot under READ COMMITTED).
-- Generic plans (SET plan_cache_mode, for every statement it runs, nested functions and triggers
-- included): each statement selects rows by key, so its plan is made once per connection; a custom
-- plan per call cost more than the statement itself (ARCHITECTURE "Cost of a round").
CREATE OR REPLACE FUNCTION rg_spend(p_player bigint, p_currency integer, p_kind text, p_amount bigint, p_at timestamptz, p_ref text, p_payment bigint)
RETURNS void LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  r record;
  v_p numeric;
  v_k numeric;
  v_start timestamptz;
  v_end timestamptz;
  v_used bigint;
  v_left bigint;
  v_best json;
  v_best_left bigint;
BEGIN
  IF p_kind NOT IN ('wager', 'deposit') OR p_amount <= 0 THEN
    RAISE EXCEPTION 'rg_spend: bad movement % %', p_kind, p_amount;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('rg:' || p_player, 0));
  -- The person's ban and running exclusion in one statement (its snapshot is taken after the lock):
  -- a ban refuses before an exclusion.
  SELECT b.id AS ban_player, b.brand_id AS ban_brand, e.limit_type, e.ends_at INTO r
    FROM (SELECT array_agg(pp.player_id) AS ids FROM rg_person_players(p_player) pp) person
    LEFT JOIN LATERAL (SELECT p.id, p.brand_id FROM players p WHERE p.id = ANY (person.ids) AND p.ban_level > 0 ORDER BY p.id LIMIT 1) b ON true
    LEFT JOIN LATERAL (SELECT l.limit_type, l.ends_at FROM rg_limits l
      WHERE l.player_id = ANY (person.ids) AND l.state = 'ACTIVE' AND l.ends_at > p_at AND l.limit_type IN (30, 33)
      ORDER BY l.limit_type, l.ends_at DESC LIMIT 1) e ON true;
  IF r.ban_player IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0A22',
      MESSAGE = 'rg_banned:' || json_build_object('brandId', r.ban_brand)::text;
  END IF;
  IF r.limit_type IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0A20',
      MESSAGE = 'rg_limit:' || json_build_object('limitType', r.limit_type, 'limitBalance', 0, 'endsAt', r.ends_at)::text;
  END IF;
  FOR r IN SELECT l.*, c.exponent FROM rg_limits l LEFT JOIN currencies c ON c.id = l.currency_id
      WHERE l.player_id = p_player AND l.state = 'ACTIVE'
        AND l.limit_type = ANY (CASE WHEN p_kind = 'deposit' THEN ARRAY[20, 21, 22] ELSE ARRAY[1, 2, 3, 10, 11, 12] END::smallint[])
  LOOP
    IF r.currency_id IS DISTINCT FROM p_currency THEN
      RAISE EXCEPTION USING ERRCODE = 'P0A21',
        MESSAGE = 'rg_limit:' || json_build_object('limitType', r.limit_type, 'currencyId', r.currency_id)::text;
    END IF;
    v_p := CASE WHEN r.limit_type IN (1, 10, 20) THEN 86400 WHEN r.limit_type IN (2, 11, 21) THEN 604800 ELSE 2592000 END;
    v_k := greatest(0, floor((extract(epoch FROM p_at) - extract(epoch FROM r.started_at)) / v_p));
    v_start := r.started_at + make_interval(secs => (v_k * v_p)::double precision);
    v_end := v_start + make_interval(secs => v_p::double precision);
    v_used := rg_period_used(p_player, p_currency, r.limit_type, v_start, v_end, r.activity_after);
    IF v_used + p_amount > r.value THEN
      v_left := greatest(0, r.value - v_used);
      IF v_best IS NULL OR v_left < v_best_left THEN
        v_best_left := v_left;
        v_best := json_build_object('limitType', r.limit_type, 'limitValue', r.value, 'limitBalance', v_left, 'endsAt', v_end, 'currencyId', r.currency_id, 'exponent', r.exponent);
      END IF;
    END IF;
  END LOOP;
  IF v_best IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0A20', MESSAGE = 'rg_limit:' || v_best::text;
  END IF;
  INSERT INTO rg_activity (player_id, currency_id, kind, amount, at, payment_id, ref)
    VALUES (p_player, p_currency, p_kind, p_amount, p_at, p_payment, p_ref);
END;
$$;
