CREATE TABLE "bonus_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_bonus_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount_minor" bigint DEFAULT 0 NOT NULL,
	"ref" text,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bonus_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"title" jsonb NOT NULL,
	"terms" jsonb NOT NULL,
	"currency_id" integer NOT NULL,
	"match_percent" smallint,
	"max_award_minor" bigint,
	"fixed_award_minor" bigint,
	"min_deposit_minor" bigint DEFAULT 0 NOT NULL,
	"wager_multiplier" smallint NOT NULL,
	"contributions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"min_coef_milli" integer,
	"max_bet_minor" bigint,
	"valid_days" smallint NOT NULL,
	"promo_code" text,
	"countries" jsonb,
	"segment" text DEFAULT 'all' NOT NULL,
	"max_awards" integer,
	"awards_count" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bonus_templates_kind" CHECK ("bonus_templates"."kind" in ('first_deposit', 'reload', 'no_deposit', 'free_bet', 'free_spins', 'cashback', 'points')),
	CONSTRAINT "bonus_templates_product" CHECK ("bonus_templates"."product" in ('sports', 'casino')),
	CONSTRAINT "bonus_templates_awards" CHECK ("bonus_templates"."max_awards" is null or "bonus_templates"."awards_count" <= "bonus_templates"."max_awards")
);
--> statement-breakpoint
CREATE TABLE "player_bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"template_id" integer NOT NULL,
	"currency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"status" text NOT NULL,
	"award_key" text NOT NULL,
	"award_minor" bigint DEFAULT 0 NOT NULL,
	"wager_multiplier" smallint NOT NULL,
	"wager_required_minor" bigint DEFAULT 0 NOT NULL,
	"wager_done_minor" bigint DEFAULT 0 NOT NULL,
	"contributions" jsonb NOT NULL,
	"min_coef_milli" integer,
	"max_bet_minor" bigint,
	"valid_days" smallint NOT NULL,
	"payment_id" bigint,
	"claimed_at" timestamp with time zone NOT NULL,
	"awarded_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"end_reason" text,
	CONSTRAINT "player_bonuses_award_key_unique" UNIQUE("award_key"),
	CONSTRAINT "player_bonuses_status" CHECK ("player_bonuses"."status" in ('pending', 'active', 'completed', 'forfeited', 'expired', 'cancelled')),
	CONSTRAINT "player_bonuses_wager" CHECK ("player_bonuses"."wager_done_minor" >= 0 and "player_bonuses"."wager_done_minor" <= "player_bonuses"."wager_required_minor"),
	CONSTRAINT "player_bonuses_award" CHECK ("player_bonuses"."award_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "bonus_events" ADD CONSTRAINT "bonus_events_player_bonus_id_player_bonuses_id_fk" FOREIGN KEY ("player_bonus_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_template_id_bonus_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."bonus_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_events_bonus" ON "bonus_events" USING btree ("player_bonus_id","id");--> statement-breakpoint
CREATE INDEX "bonus_events_ref" ON "bonus_events" USING btree ("ref") WHERE "bonus_events"."ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_templates_brand_code" ON "bonus_templates" USING btree ("brand_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "bonus_templates_brand_promo" ON "bonus_templates" USING btree ("brand_id","promo_code") WHERE "bonus_templates"."promo_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_bonuses_one_active" ON "player_bonuses" USING btree ("player_id") WHERE "player_bonuses"."status" = 'active' and "player_bonuses"."kind" <> 'free_bet';--> statement-breakpoint
CREATE INDEX "player_bonuses_player" ON "player_bonuses" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "player_bonuses_expiry" ON "player_bonuses" USING btree ("expires_at") WHERE "player_bonuses"."status" = 'active';--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "free_bet_id" bigint;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_free_bet_id_player_bonuses_id_fk" FOREIGN KEY ("free_bet_id") REFERENCES "public"."player_bonuses"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- Closes a player's bonus (src/server/bonus/engine.ts): `completed` (wagered), `forfeited`,
-- `expired` or `cancelled`, once — a bonus no longer pending or active is left as it is (false).
-- Takes the player's spend lock (rg:{player}, the lock rg_spend takes before every stake) first, so
-- closing never deadlocks with a stake; an active bonus's money then leaves the bonus account
-- (bonus_release). Audited in bonus_events.
CREATE FUNCTION bonus_close(p_bonus bigint, p_status text, p_reason text, p_actor text, p_at timestamptz)
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
--> statement-breakpoint
-- Moves the money on a player's bonus account (type 4) in p_currency out when no bonus is active
-- (free bets hold no money and are left out throughout):
-- to the main account when the last bonus that ended was completed (conversion to real money),
-- else to the house account `bonuses` (forfeited with the bonus). This is also where winnings of
-- stakes made with bonus money go once they settle after the bonus ended. Ledger kind `bonus`,
-- key bonus-release:{bonus}:{last posting of the bonus account}, so two sweeps move it once.
-- Returns the amount moved (minor units).
CREATE FUNCTION bonus_release(p_player bigint, p_currency integer, p_at timestamptz)
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
--> statement-breakpoint
-- The wagering contribution in whole percent of a stake of p_product (a casino stake: on game
-- p_game) under `contributions` (schemas/bonus.ts): `game:{code}`, else the first of the game's own
-- categories `category:{name}` in their order, else the product, else 100. The one place the rule
-- lives: bonus_wager counts with it and the offer pages show it per game.
CREATE FUNCTION bonus_contribution(p_contributions jsonb, p_product text, p_game bigint)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT (p_contributions ->> ('game:' || g.code))::integer FROM casino_games g WHERE p_product = 'casino' AND g.id = p_game),
    (SELECT (p_contributions ->> ('category:' || c.value))::integer
       FROM casino_games g, jsonb_array_elements_text(g.categories) WITH ORDINALITY AS c(value, ord)
       WHERE p_product = 'casino' AND g.id = p_game AND p_contributions ? ('category:' || c.value) ORDER BY c.ord LIMIT 1),
    (p_contributions ->> p_product)::integer,
    100)
$$;--> statement-breakpoint
-- The bonus side of every stake (sports coupons in coupon_place, casino bets in casino_bet), in the
-- stake's statement after its ledger posting and after rg_spend took the player's spend lock:
-- - a stake from the bonus account (type 4) needs an active, unexpired bonus of this product and
--   currency (P0A31 `bonus:{"reason":"no_bonus"|"product"}`), and is refused while the main account
--   of the currency could pay it — real money is spent before bonus money (P0A32, `realMinor`);
-- - a stake of the active bonus's product above its maximum bet is refused (P0A30, `maxBetMinor`);
-- - it adds floor(stake × percent / 100) to the wagering, capped at what is left, the percent of
--   bonus_contribution; a sports coupon below the minimum coefficient adds nothing; a stake of
--   another product adds nothing. Each counted stake is a `wager` event with the stake's key.
-- - the stake that completes the requirement completes the bonus: its money goes to the main account.
CREATE FUNCTION bonus_wager(p_player bigint, p_currency integer, p_account bigint, p_amount bigint, p_product text,
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
--> statement-breakpoint
-- A stake rolled back (a casino bet refunded): its wagering is taken back from the bonus it counted
-- for while that bonus is still active (a completed bonus stays completed). Once per stake key.
CREATE FUNCTION bonus_unwager(p_ref text, p_at timestamptz)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  e record;
BEGIN
  SELECT ev.player_bonus_id, ev.amount_minor INTO e FROM bonus_events ev WHERE ev.ref = p_ref AND ev.kind = 'wager';
  IF NOT FOUND OR EXISTS (SELECT 1 FROM bonus_events ev WHERE ev.ref = p_ref AND ev.kind = 'unwager') THEN RETURN; END IF;
  UPDATE player_bonuses SET wager_done_minor = greatest(0, wager_done_minor - e.amount_minor)
    WHERE id = e.player_bonus_id AND status = 'active';
  IF FOUND THEN
    INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, ref, actor, at) VALUES (e.player_bonus_id, 'unwager', e.amount_minor, p_ref, 'system', p_at);
  END IF;
END $$;
--> statement-breakpoint
DROP FUNCTION coupon_place(bigint, bigint, integer, text, text, smallint, smallint, integer, bigint, integer, bigint, bigint, jsonb,
  smallint, smallint, timestamptz, bigint, text, text[], text[], bigint[], timestamptz[], integer[], integer[], text[], text[], integer[],
  boolean[], smallint[], boolean[]);
--> statement-breakpoint
-- coupon_place of 0014 with the bonus side of the stake (bonus_wager) after its ledger posting, and
-- free bets: with p_free_bet the player's active free bet of exactly p_stake, unexpired, is used up
-- (status completed, reason used) in this statement, the coupon records it, and the stake comes
-- from the house account p_bonus_house instead of the player's account (P0A33 when the free bet is
-- not there to use); a free-bet coupon is not a wager of the player's money (no bonus_wager), but
-- self-exclusion and the wager limits still apply (rg_spend).
CREATE FUNCTION coupon_place(
  p_player bigint, p_account bigint, p_currency integer, p_ref text, p_hash text, p_type smallint,
  p_system smallint, p_lines integer, p_coef bigint, p_bonus integer, p_stake bigint, p_potential bigint,
  p_stakes jsonb, p_action smallint, p_view smallint, p_placed timestamptz, p_held bigint, p_entry_hash text,
  p_keys text[], p_game_ids text[], p_pids bigint[], p_kickoffs timestamptz[], p_groups integer[], p_types integer[],
  p_params text[], p_labels text[], p_coefs integer[], p_live boolean[], p_blocks smallint[], p_bankers boolean[],
  p_free_bet bigint, p_bonus_house bigint
)
RETURNS TABLE (coupon_id bigint, created boolean, request_hash text) LANGUAGE plpgsql AS $$
DECLARE
  v_id bigint;
  v_hash text;
BEGIN
  INSERT INTO coupons (player_id, account_id, currency_id, ref_id, request_hash, type_id, system_value, lines, coef_milli,
                       bonus_coef_milli, stake, potential_payout, stakes, change_coef_action, coef_view_id, placed_at, free_bet_id)
    VALUES (p_player, p_account, p_currency, p_ref, p_hash, p_type, p_system, p_lines, p_coef,
            p_bonus, p_stake, p_potential, p_stakes, p_action, p_view, p_placed, p_free_bet)
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
  IF p_free_bet IS NULL THEN
    PERFORM ledger_post('stake:' || v_id, 'stake', p_entry_hash, jsonb_build_object('playerId', p_player, 'refId', p_ref),
                        ARRAY[p_account, p_held], ARRAY[-p_stake, p_stake]);
    PERFORM bonus_wager(p_player, p_currency, p_account, p_stake, 'sports', NULL, p_coef, 'stake:' || v_id, p_placed);
  ELSE
    UPDATE player_bonuses SET status = 'completed', ended_at = p_placed, end_reason = 'used'
      WHERE id = p_free_bet AND player_id = p_player AND kind = 'free_bet' AND status = 'active' AND currency_id = p_currency
        AND award_minor = p_stake AND expires_at > p_placed;
    IF NOT FOUND THEN
      RAISE EXCEPTION USING ERRCODE = 'P0A33', MESSAGE = 'bonus:' || json_build_object('reason', 'free_bet', 'freeBetId', p_free_bet)::text;
    END IF;
    INSERT INTO bonus_events (player_bonus_id, kind, amount_minor, ref, actor, at) VALUES (p_free_bet, 'use', p_stake, 'stake:' || v_id, 'player', p_placed);
    PERFORM ledger_post('stake:' || v_id, 'stake', p_entry_hash, jsonb_build_object('playerId', p_player, 'refId', p_ref, 'freeBetId', p_free_bet),
                        ARRAY[p_bonus_house, p_held], ARRAY[-p_stake, p_stake]);
  END IF;
  RETURN QUERY SELECT v_id, true, p_hash;
END;
$$;
--> statement-breakpoint
-- casino_bet of 0021 with the bonus side of the stake (bonus_wager) after its ledger posting.
CREATE OR REPLACE FUNCTION casino_bet(p_provider text, p_uuid text, p_hash text, p_player bigint, p_account bigint, p_currency integer,
  p_game bigint, p_session bigint, p_round text, p_amount bigint, p_at timestamptz, p_house bigint, p_ledger_hash text, p_meta jsonb)
RETURNS TABLE (o_status text, o_balance bigint, o_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  v record;
  v_key text := 'casino:' || p_provider || ':' || p_uuid;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(v_key, 0));
  SELECT t.id, t.request_hash, t.status, t.balance INTO v FROM casino_transactions t WHERE t.provider_id = p_provider AND t.transaction_uuid = p_uuid;
  IF FOUND THEN
    IF v.request_hash <> p_hash THEN
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    ELSE
      RETURN QUERY SELECT v.status, v.balance, v.id;
    END IF;
    RETURN;
  END IF;
  IF EXISTS (SELECT 1 FROM casino_transactions t WHERE t.provider_id = p_provider AND t.reference_uuid = p_uuid AND t.kind = 'rollback') THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_ROLLED_BACK'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF NOT EXISTS (SELECT 1 FROM players p JOIN accounts a ON a.id = p_account
                 WHERE p.id = p_player AND p.ban_level = 0 AND NOT a.is_frozen AND a.closed_at IS NULL) THEN
    RETURN QUERY SELECT 'RS_ERROR_USER_DISABLED'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    PERFORM rg_spend(p_player, p_currency, 'wager', p_amount, p_at, v_key, NULL);
    PERFORM ledger_post(v_key, 'stake', p_ledger_hash, p_meta, ARRAY[p_account, p_house], ARRAY[-p_amount, p_amount]);
    PERFORM bonus_wager(p_player, p_currency, p_account, p_amount, 'casino', p_game, NULL, v_key, p_at);
  END IF;
  RETURN QUERY
    INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, player_id, account_id, currency_id, game_id, session_id, round, reference_uuid, amount, request_hash, status, balance)
    VALUES (p_provider, p_uuid, 'bet', p_player, p_account, p_currency, p_game, p_session, p_round, NULL, p_amount, p_hash, 'RS_OK',
      (SELECT a.balance FROM accounts a WHERE a.id = p_account))
    RETURNING 'RS_OK'::text, casino_transactions.balance, casino_transactions.id;
END $$;
