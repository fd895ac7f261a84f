-- Round state and maximum payout of the casino wallet (src/server/casino/wallet.ts, ARCHITECTURE.md
-- "Casino: seamless wallet"). A round is the provider's round id of one player
-- (provider + player + round); it is open until its closing call — a win with round_closed true, or
-- a rollback with round_closed true — and then takes no bet, no new win and no rollback of its bets
-- (RS_ERROR_UNKNOWN: Hub88 has no status of its own for a closed round). Its stakes are the sum of
-- its bets not rolled back; the wins of a round may total at most the game's max_multiplier × the
-- stakes and the provider's cap in the round's currency (max_win_minor); a win above is refused
-- (RS_ERROR_UNKNOWN), nothing is credited, and the round is flagged for risk staff
-- (casino_flagged_rounds, one row per refused win uuid) in the refusing statement, which returns
-- the refusal instead of raising, so the flag commits.
ALTER TABLE "casino_games" ADD COLUMN "max_multiplier" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "casino_games" ALTER COLUMN "max_multiplier" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "casino_games" ADD CONSTRAINT "casino_games_max_multiplier" CHECK ("casino_games"."max_multiplier" >= 0);--> statement-breakpoint
ALTER TABLE "casino_providers" ADD COLUMN "max_win_minor" jsonb;--> statement-breakpoint
ALTER TABLE "casino_providers" ADD CONSTRAINT "casino_providers_max_win" CHECK ("casino_providers"."max_win_minor" is null or jsonb_typeof("casino_providers"."max_win_minor") = 'object');--> statement-breakpoint
CREATE TABLE "casino_rounds" (
	"provider_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round" text NOT NULL,
	"game_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"stakes_minor" bigint DEFAULT 0 NOT NULL,
	"won_minor" bigint DEFAULT 0 NOT NULL,
	"closed_at" timestamp with time zone,
	"closed_by" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_rounds_provider_id_player_id_round_pk" PRIMARY KEY("provider_id","player_id","round"),
	CONSTRAINT "casino_rounds_amounts" CHECK ("casino_rounds"."stakes_minor" >= 0 and "casino_rounds"."won_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "casino_flagged_rounds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"round" text NOT NULL,
	"game_id" bigint NOT NULL,
	"currency_id" integer NOT NULL,
	"transaction_uuid" text NOT NULL,
	"bet_uuid" text NOT NULL,
	"win_minor" bigint NOT NULL,
	"won_before_minor" bigint NOT NULL,
	"stakes_minor" bigint NOT NULL,
	"cap_minor" bigint NOT NULL,
	"reason" text NOT NULL,
	"flagged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "casino_flagged_rounds_reason" CHECK ("casino_flagged_rounds"."reason" in ('game_max_multiplier', 'provider_cap'))
);
--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_rounds" ADD CONSTRAINT "casino_rounds_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_flagged_rounds" ADD CONSTRAINT "casino_flagged_rounds_provider_id_casino_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."casino_providers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_flagged_rounds" ADD CONSTRAINT "casino_flagged_rounds_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_flagged_rounds" ADD CONSTRAINT "casino_flagged_rounds_game_id_casino_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."casino_games"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "casino_flagged_rounds" ADD CONSTRAINT "casino_flagged_rounds_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "casino_flagged_rounds_uuid" ON "casino_flagged_rounds" USING btree ("provider_id","transaction_uuid");--> statement-breakpoint
CREATE INDEX "casino_flagged_rounds_flagged" ON "casino_flagged_rounds" USING btree ("flagged_at");--> statement-breakpoint
-- Rounds played before this migration: stakes and wins from the stored transactions; a round with a
-- win is taken as closed by its last win (every win our game server sends closes its round).
INSERT INTO casino_rounds (provider_id, player_id, round, game_id, currency_id, stakes_minor, won_minor, closed_at, closed_by, created_at)
SELECT t.provider_id, t.player_id, t.round, (array_agg(t.game_id ORDER BY t.id))[1], (array_agg(t.currency_id ORDER BY t.id))[1],
  coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet' AND t.rolled_back_at IS NULL), 0),
  coalesce(sum(t.amount) FILTER (WHERE t.kind = 'win'), 0),
  max(t.created_at) FILTER (WHERE t.kind = 'win'),
  (array_agg(t.transaction_uuid ORDER BY t.id DESC) FILTER (WHERE t.kind = 'win'))[1],
  min(t.created_at)
FROM casino_transactions t WHERE t.status = 'RS_OK' AND t.kind IN ('bet', 'win')
GROUP BY t.provider_id, t.player_id, t.round;
--> statement-breakpoint
-- The round row of (provider, player, round), created open when missing, locked FOR UPDATE for the
-- rest of the caller's transaction: every call that changes a round (bet, win, rollback) takes it
-- after its advisory lock `casino:{provider}:{betUuid}` and the bet row, and before rg_spend and
-- the ledger, so a closing win and a rollback of another bet of the round are applied one after the other.
CREATE FUNCTION casino_round_lock(p_provider text, p_player bigint, p_round text, p_game bigint, p_currency integer, p_at timestamptz)
RETURNS casino_rounds LANGUAGE plpgsql AS $$
DECLARE
  r casino_rounds;
BEGIN
  INSERT INTO casino_rounds (provider_id, player_id, round, game_id, currency_id, created_at)
    VALUES (p_provider, p_player, p_round, p_game, p_currency, p_at) ON CONFLICT DO NOTHING;
  SELECT * INTO r FROM casino_rounds c WHERE c.provider_id = p_provider AND c.player_id = p_player AND c.round = p_round FOR UPDATE;
  RETURN r;
END $$;
--> statement-breakpoint
-- casino_bet of 0034 with round state: a bet into a closed round is RS_ERROR_UNKNOWN (nothing
-- moves, nothing stored); a taken bet adds its amount to the round's stakes.
CREATE OR REPLACE FUNCTION casino_bet(p_provider text, p_uuid text, p_hash text, p_player bigint, p_account bigint, p_currency integer,
  p_game bigint, p_session bigint, p_round text, p_amount bigint, p_at timestamptz, p_house bigint, p_ledger_hash text, p_meta jsonb)
RETURNS TABLE (o_status text, o_balance bigint, o_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  v record;
  r casino_rounds;
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
  r := casino_round_lock(p_provider, p_player, p_round, p_game, p_currency, p_at);
  IF r.closed_at IS NOT NULL THEN
    RETURN QUERY SELECT 'RS_ERROR_UNKNOWN'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    PERFORM rg_spend(p_player, p_currency, 'wager', p_amount, p_at, v_key, NULL);
    PERFORM ledger_post(v_key, 'stake', p_ledger_hash, p_meta, ARRAY[p_account, p_house], ARRAY[-p_amount, p_amount]);
    PERFORM bonus_wager(p_player, p_currency, p_account, p_amount, 'casino', p_game, NULL, v_key, p_at);
    UPDATE casino_rounds c SET stakes_minor = c.stakes_minor + p_amount
      WHERE c.provider_id = p_provider AND c.player_id = p_player AND c.round = p_round;
  END IF;
  RETURN QUERY
    INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, player_id, account_id, currency_id, game_id, session_id, round, reference_uuid, amount, request_hash, status, balance)
    VALUES (p_provider, p_uuid, 'bet', p_player, p_account, p_currency, p_game, p_session, p_round, NULL, p_amount, p_hash, 'RS_OK',
      (SELECT a.balance FROM accounts a WHERE a.id = p_account))
    RETURNING 'RS_OK'::text, casino_transactions.balance, casino_transactions.id;
END $$;
--> statement-breakpoint
-- casino_win and casino_session_win gain p_closed (the request's round_closed): the old signatures
-- are dropped so no caller can credit a win without the round checks.
DROP FUNCTION casino_session_win(text, timestamptz, text, text, text, text, bigint, bigint, integer, bigint, bigint, text, bigint, timestamptz, bigint, text, jsonb);--> statement-breakpoint
DROP FUNCTION casino_win(text, text, text, text, bigint, bigint, integer, bigint, bigint, text, bigint, timestamptz, bigint, text, jsonb);--> statement-breakpoint
-- casino_win of 0039 with round state and the maximum payout. The round is the bet's (its row
-- locked): closed → RS_ERROR_UNKNOWN. The round's wins with this one may total at most
-- floor(game max_multiplier × round stakes) and the provider's max_win_minor of the currency; above
-- either, RS_ERROR_UNKNOWN, nothing credited or stored, and a casino_flagged_rounds row (once per win
-- uuid: a repeat answers the same and flags nothing more). An accepted win adds to the round's wins
-- and, with p_closed, closes the round.
CREATE OR REPLACE FUNCTION casino_win(p_provider text, p_uuid text, p_ref text, p_hash text, p_player bigint, p_account bigint, p_currency integer,
  p_game bigint, p_session bigint, p_round text, p_amount bigint, p_at timestamptz, p_house bigint, p_ledger_hash text, p_meta jsonb, p_closed boolean)
RETURNS TABLE (o_status text, o_balance bigint, o_id bigint) LANGUAGE plpgsql AS $$
DECLARE
  v record;
  b record;
  r casino_rounds;
  v_key text := 'casino:' || p_provider || ':' || p_uuid;
  v_bet_key text := 'casino:' || p_provider || ':' || p_ref;
  v_spin boolean;
  v_game_cap bigint;
  v_provider_cap bigint;
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
  SELECT t.id, t.player_id, t.account_id, t.rolled_back_at, t.round, t.game_id, t.currency_id INTO b FROM casino_transactions t
    WHERE t.provider_id = p_provider AND t.transaction_uuid = p_ref AND t.kind = 'bet' FOR UPDATE;
  IF NOT FOUND OR b.player_id <> p_player OR b.account_id <> p_account THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF b.rolled_back_at IS NOT NULL THEN
    RETURN QUERY SELECT 'RS_ERROR_TRANSACTION_ROLLED_BACK'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  r := casino_round_lock(p_provider, p_player, b.round, b.game_id, b.currency_id, p_at);
  IF r.closed_at IS NOT NULL THEN
    RETURN QUERY SELECT 'RS_ERROR_UNKNOWN'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
    RETURN;
  END IF;
  IF p_amount > 0 THEN
    SELECT floor(g.max_multiplier * r.stakes_minor)::bigint INTO v_game_cap FROM casino_games g WHERE g.id = r.game_id;
    SELECT (p.max_win_minor ->> c.iso)::bigint INTO v_provider_cap FROM casino_providers p, currencies c WHERE p.id = p_provider AND c.id = r.currency_id;
    IF r.won_minor + p_amount > coalesce(v_game_cap, 0) OR r.won_minor + p_amount > coalesce(v_provider_cap, r.won_minor + p_amount) THEN
      INSERT INTO casino_flagged_rounds (provider_id, player_id, round, game_id, currency_id, transaction_uuid, bet_uuid, win_minor, won_before_minor, stakes_minor, cap_minor, reason, flagged_at)
        VALUES (p_provider, p_player, r.round, r.game_id, r.currency_id, p_uuid, p_ref, p_amount, r.won_minor, r.stakes_minor,
          least(coalesce(v_game_cap, 0), coalesce(v_provider_cap, coalesce(v_game_cap, 0))),
          CASE WHEN r.won_minor + p_amount > coalesce(v_game_cap, 0) THEN 'game_max_multiplier' ELSE 'provider_cap' END, p_at)
        ON CONFLICT (provider_id, transaction_uuid) DO NOTHING;
      RETURN QUERY SELECT 'RS_ERROR_UNKNOWN'::text, (SELECT a.balance FROM accounts a WHERE a.id = p_account), NULL::bigint;
      RETURN;
    END IF;
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
  UPDATE casino_rounds c SET won_minor = c.won_minor + p_amount,
      closed_at = CASE WHEN p_closed THEN p_at ELSE c.closed_at END, closed_by = CASE WHEN p_closed THEN p_uuid ELSE c.closed_by END
    WHERE c.provider_id = r.provider_id AND c.player_id = r.player_id AND c.round = r.round;
  IF v_spin THEN
    PERFORM bonus_spin_win(v_bet_key, p_amount, p_at);
  END IF;
  RETURN QUERY
    INSERT INTO casino_transactions (provider_id, transaction_uuid, kind, player_id, account_id, currency_id, game_id, session_id, round, reference_uuid, amount, request_hash, status, balance)
    VALUES (p_provider, p_uuid, 'win', p_player, p_account, p_currency, p_game, p_session, p_round, p_ref, p_amount, p_hash, 'RS_OK',
      (SELECT a.balance FROM accounts a WHERE a.id = p_account))
    RETURNING 'RS_OK'::text, casino_transactions.balance, casino_transactions.id;
END $$;
--> statement-breakpoint
-- casino_session_win of 0027 with p_closed passed on to casino_win.
CREATE OR REPLACE FUNCTION casino_session_win(p_token_hash text, p_until timestamptz, p_provider text, p_uuid text, p_ref text, p_hash text, p_player bigint,
  p_account bigint, p_currency integer, p_game bigint, p_session bigint, p_round text, p_amount bigint, p_at timestamptz, p_house bigint,
  p_ledger_hash text, p_meta jsonb, p_closed boolean)
RETURNS TABLE (o_status text, o_balance bigint, o_id bigint) LANGUAGE plpgsql AS $$
BEGIN
  UPDATE casino_sessions s SET expires_at = p_until
    WHERE s.id = p_session AND s.token_hash = p_token_hash AND s.provider_id = p_provider AND s.expires_at > p_at;
  RETURN QUERY SELECT w.o_status, w.o_balance, w.o_id FROM casino_win(p_provider, p_uuid, p_ref, p_hash, p_player, p_account, p_currency,
    p_game, p_session, p_round, p_amount, p_at, p_house, p_ledger_hash, p_meta, p_closed) w;
END $$;
--> statement-breakpoint
-- The round side of a rollback (src/server/casino/wallet.ts walletRollback runs it in its
-- transaction, after its advisory lock and the bet row's lock, before the refund's posting):
-- 'unknown' (p_bet null: the bet never arrived; the rollback is stored so the late bet is refused),
-- 'already' (the bet was rolled back before: nothing more moves), 'closed' (the bet's round is
-- closed: refused whatever its wins), 'won' (the bet has wins: refused), or 'refund' (the bet is
-- marked rolled back and its amount leaves the round's stakes; the caller posts the refund). With
-- p_closed an unknown or refunded bet's round is closed.
CREATE FUNCTION casino_round_rollback(p_provider text, p_player bigint, p_round text, p_game bigint, p_currency integer, p_bet bigint,
  p_closed boolean, p_uuid text, p_at timestamptz)
RETURNS text LANGUAGE plpgsql AS $$
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
