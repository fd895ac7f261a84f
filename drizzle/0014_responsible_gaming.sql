CREATE TABLE "rg_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"payment_id" bigint,
	"ref" text NOT NULL,
	CONSTRAINT "rg_activity_kind" CHECK ("rg_activity"."kind" in ('wager', 'payout', 'deposit')),
	CONSTRAINT "rg_activity_amount" CHECK ("rg_activity"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "rg_assessments" (
	"token_guid" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"score" smallint
);
--> statement-breakpoint
CREATE TABLE "rg_limits" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"limit_type" smallint NOT NULL,
	"state" text NOT NULL,
	"value" bigint,
	"currency_id" integer,
	"started_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"reason_id" smallint,
	"activity_after" bigint DEFAULT 0 NOT NULL,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rg_limits_state" CHECK ("rg_limits"."state" in ('PENDING', 'ACTIVE', 'INACTIVE')),
	CONSTRAINT "rg_limits_value" CHECK ("rg_limits"."value" is not null or "rg_limits"."state" <> 'ACTIVE')
);
--> statement-breakpoint
CREATE TABLE "rg_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"checked_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rg_activity" ADD CONSTRAINT "rg_activity_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_activity" ADD CONSTRAINT "rg_activity_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_activity" ADD CONSTRAINT "rg_activity_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_assessments" ADD CONSTRAINT "rg_assessments_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_limits" ADD CONSTRAINT "rg_limits_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_sessions" ADD CONSTRAINT "rg_sessions_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rg_sessions" ADD CONSTRAINT "rg_sessions_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "rg_activity_ref" ON "rg_activity" USING btree ("ref");--> statement-breakpoint
CREATE INDEX "rg_activity_player_at" ON "rg_activity" USING btree ("player_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "rg_limits_one_active" ON "rg_limits" USING btree ("player_id","limit_type") WHERE "rg_limits"."state" = 'ACTIVE';--> statement-breakpoint
CREATE UNIQUE INDEX "rg_limits_one_pending" ON "rg_limits" USING btree ("player_id","limit_type") WHERE "rg_limits"."state" = 'PENDING';
--> statement-breakpoint
-- rg_period_used: what counts against a money limit of p_type in [p_start, p_end), minor units, of
-- the movements recorded after the limit was set (rg_activity id > p_after):
-- wagering (1-3) the wagers; loss (10-12) wagers minus payouts; deposit (20-22) the deposits not
-- failed or cancelled. Read by rg_spend and by the limit views (src/server/responsible/service.ts).
CREATE FUNCTION rg_period_used(p_player bigint, p_currency integer, p_type smallint, p_start timestamptz, p_end timestamptz, p_after bigint)
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
--> statement-breakpoint
-- rg_spend: THE responsible-gaming check of a money movement (src/server/responsible/enforce.ts;
-- rules in src/domain/responsible/limits.ts), called inside the transaction that moves the money
-- (coupon_place below; deposits in src/server/ledger/payments.ts; later casino rounds) so that
-- parallel requests of one player cannot pass a limit: it takes the player's transaction-scoped
-- advisory lock 'rg:{player}' (held until commit, so the next movement of the player sees this
-- one), refuses a movement during a self-exclusion (30) or, for a deposit, a deposit time-out (33),
-- checks every ACTIVE money limit of the movement's kind (wager: wagering 1-3 and loss 10-12;
-- deposit: 20-22) over its current period [anchor + k*P, anchor + (k+1)*P) of the feed clock
-- instant p_at, and records the movement in rg_activity. A refusal raises P0A20 (limit reached)
-- or P0A21 (a limit kept in another currency) with 'rg_limit:{json}' as the message, rolling the
-- whole movement back. Loss = wagers - payouts of the period; a deposit that failed or was
-- cancelled does not count.
CREATE FUNCTION rg_spend(p_player bigint, p_currency integer, p_kind text, p_amount bigint, p_at timestamptz, p_ref text, p_payment bigint)
RETURNS void LANGUAGE plpgsql AS $$
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
  SELECT l.limit_type, l.ends_at INTO r FROM rg_limits l
    WHERE l.player_id = p_player AND l.state = 'ACTIVE' AND l.ends_at > p_at
      AND (l.limit_type = 30 OR (l.limit_type = 33 AND p_kind = 'deposit'))
    ORDER BY l.limit_type LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'P0A20',
      MESSAGE = 'rg_limit:' || json_build_object('limitType', r.limit_type, 'limitBalance', 0, 'endsAt', r.ends_at)::text;
  END IF;
  FOR r IN SELECT l.* FROM rg_limits l
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
        v_best := json_build_object('limitType', r.limit_type, 'limitValue', r.value, 'limitBalance', v_left, 'endsAt', v_end, 'currencyId', r.currency_id);
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
--> statement-breakpoint
-- coupon_place of 0007 with the responsible-gaming check: the stake goes through rg_spend in the
-- same statement, after the coupon row and before the ledger posting, so a refusal places nothing.
CREATE OR REPLACE FUNCTION coupon_place(
  p_player bigint, p_account bigint, p_currency integer, p_ref text, p_hash text, p_type smallint,
  p_system smallint, p_lines integer, p_coef bigint, p_bonus integer, p_stake bigint, p_potential bigint,
  p_stakes jsonb, p_action smallint, p_view smallint, p_placed timestamptz, p_held bigint, p_entry_hash text,
  p_keys text[], p_game_ids text[], p_pids bigint[], p_kickoffs timestamptz[], p_groups integer[], p_types integer[],
  p_params text[], p_labels text[], p_coefs integer[], p_live boolean[], p_blocks smallint[], p_bankers boolean[]
)
RETURNS TABLE (coupon_id bigint, created boolean, request_hash text) LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_hash text;
BEGIN
  INSERT INTO coupons (player_id, account_id, currency_id, ref_id, request_hash, type_id, system_value, lines, coef_milli,
                       bonus_coef_milli, stake, potential_payout, stakes, change_coef_action, coef_view_id, placed_at)
    VALUES (p_player, p_account, p_currency, p_ref, p_hash, p_type, p_system, p_lines, p_coef,
            p_bonus, p_stake, p_potential, p_stakes, p_action, p_view, p_placed)
    ON CONFLICT (player_id, ref_id) DO NOTHING
    RETURNING id INTO v_id;
  IF v_id IS NULL THEN
    SELECT c.id, c.request_hash INTO v_id, v_hash FROM coupons c WHERE c.player_id = p_player AND c.ref_id = p_ref;
    RETURN QUERY SELECT v_id, false, v_hash;
    RETURN;
  END IF;
  INSERT INTO coupon_bets (coupon_id, leg_index, outcome_key, game_id, permanent_id, kickoff_at, group_id, type_id, param,
                           label, coef_milli, is_live, block_id, is_banker)
    SELECT v_id, (u.ord - 1)::smallint, u.k, u.g, u.pid, u.ko, u.grp, u.typ, u.par, u.lab, u.coef, u.live, u.blk, u.bnk
    FROM unnest(p_keys, p_game_ids, p_pids, p_kickoffs, p_groups, p_types, p_params, p_labels, p_coefs, p_live, p_blocks, p_bankers)
      WITH ORDINALITY AS u(k, g, pid, ko, grp, typ, par, lab, coef, live, blk, bnk, ord);
  PERFORM rg_spend(p_player, p_currency, 'wager', p_stake, p_placed, 'stake:' || v_id, NULL);
  PERFORM ledger_post('stake:' || v_id, 'stake', p_entry_hash, jsonb_build_object('playerId', p_player, 'refId', p_ref),
                      ARRAY[p_account, p_held], ARRAY[-p_stake, p_stake]);
  RETURN QUERY SELECT v_id, true, p_hash;
END;
$$;
