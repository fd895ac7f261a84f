ALTER TABLE "bonus_templates" ADD COLUMN "spin_count" smallint;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD COLUMN "spin_game" text;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "spin_game_id" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "spin_stake_minor" bigint;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "spins_total" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "spins_left" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "spins_settled" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD COLUMN "spins_won_minor" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_spin_game_id_casino_games_id_fk" FOREIGN KEY ("spin_game_id") REFERENCES "public"."casino_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_templates" ADD CONSTRAINT "bonus_templates_spins" CHECK (("bonus_templates"."kind" = 'free_spins') = ("bonus_templates"."spin_count" is not null and "bonus_templates"."spin_game" is not null));--> statement-breakpoint
ALTER TABLE "player_bonuses" ADD CONSTRAINT "player_bonuses_spins" CHECK ("player_bonuses"."spins_left" >= 0 and "player_bonuses"."spins_settled" >= 0 and "player_bonuses"."spins_left" + "player_bonuses"."spins_settled" <= "player_bonuses"."spins_total");--> statement-breakpoint
-- bonus_wager of 0034 with free spins: while an active free_spins bonus has spins left, a stake from
-- the bonus account is a spin — only on the bonus's game at its stake per spin (else P0A31
-- `bonus:{"reason":"free_spins","gameId","stakeMinor"}`), not held back by real money (the spins
-- are the bonus), counted down (`spin` event with the stake's key) and not wagering; a real-money
-- stake meanwhile counts nothing. Once the spins are used up the bonus wagers like any other (its
-- requirement is set by bonus_spin_win).
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
--> statement-breakpoint
-- The result of a free spin (called by casino_win after the win's posting, the player's spend lock
-- rg:{player} already held): p_bet_ref is the spin's stake key. The first result of a spin settles
-- it; every win adds to the winnings (spins_won_minor, a `spin_win` event). Once every spin is used
-- and settled, the requirement becomes winnings × the multiplier; nothing to wager (no winnings or
-- a multiplier of 0) completes the bonus, converting the winnings to real money. A stake that was
-- not a spin, or a spin of a bonus no longer active, is left alone (bonus_release moves that money).
CREATE FUNCTION bonus_spin_win(p_bet_ref text, p_amount bigint, p_at timestamptz)
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
--> statement-breakpoint
-- bonus_unwager of 0034 with free spins: a spin rolled back is given back (spins_left + 1; a spin
-- already settled — only a spin that won nothing can be rolled back — is unsettled), once per stake key.
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
--> statement-breakpoint
-- casino_win of 0021 with free spins: the win of a free spin (its bet has a `spin` bonus event)
-- takes the player's spend lock before its posting — the order every stake takes them in — and
-- then reports to bonus_spin_win.
CREATE OR REPLACE FUNCTION casino_win(p_provider text, p_uuid text, p_ref text, p_hash text, p_player bigint, p_account bigint, p_currency integer,
  p_game bigint, p_session bigint, p_round text, p_amount bigint, p_at timestamptz, p_house bigint, p_ledger_hash text, p_meta jsonb)
RETURNS TABLE (o_status text, o_balance bigint, o_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  v record;
  b record;
  v_key text := 'casino:' || p_provider || ':' || p_uuid;
  v_bet_key text := 'casino:' || p_provider || ':' || p_ref;
  v_spin boolean;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtextextended(v_bet_key, 0));
  SELECT t.id, t.request_hash, t.status, t.balance INTO v FROM casino_transactions t WHERE t.provider_id = p_provider AND t.transaction_uuid = p_uuid;
  IF FOUND THEN
    IF v.request_hash <> p_hash THEN
      RETURN QUERY SELECT 'RS_ERROR_DUPLICATE_TRANSACTION'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    ELSE
      RETURN QUERY SELECT v.status, v.balance, v.id;
    END IF;
    RETURN;
  END IF;
  SELECT t.id, t.player_id, t.account_id, t.rolled_back_at INTO b FROM casino_transactions t
    WHERE t.provider_id = p_provider AND t.transaction_uuid = p_ref AND t.kind = 'bet' FOR UPDATE;
  IF NOT FOUND OR b.player_id <> p_player OR b.account_id <> p_account THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF b.rolled_back_at IS NOT NULL THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_ROLLED_BACK'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  v_spin := EXISTS (SELECT 1 FROM bonus_events ev WHERE ev.ref = v_bet_key AND ev.kind = 'spin');
  IF v_spin THEN
    PERFORM pg_advisory_xact_lock(hashtextextended('rg:' || p_player, 0));
  END IF;
  IF p_amount > 0 THEN
    PERFORM ledger_post(v_key, 'payout', p_ledger_hash, p_meta, ARRAY[p_house, p_account], ARRAY[-p_amount, p_amount]);
    INSERT INTO rg_activity (player_id, currency_id, kind, amount, at, ref) VALUES (p_player, p_currency, 'payout', p_amount, p_at, v_key) ON CONFLICT (ref) DO NOTHING;
    UPDATE casino_transactions SET won_amount = won_amount + p_amount WHERE id = b.id;
  END IF;
  IF v_spin THEN
    PERFORM bonus_spin_win(v_bet_key, p_amount, p_at);
  END IF;
  RETURN QUERY
    INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, player_id, account_id, currency_id, game_id, session_id, round, reference_uuid, amount, request_hash, status, balance)
    VALUES (p_provider, p_uuid, 'win', p_player, p_account, p_currency, p_game, p_session, p_round, p_ref, p_amount, p_hash, 'RS_OK',
      (SELECT a.balance FROM accounts a WHERE a.id = p_account))
    RETURNING 'RS_OK'::text, casino_transactions.balance, casino_transactions.id;
END $$;
