-- casino_session_bet: a casino bet with its session check.
-- The casino wallet's bet and win with the session check folded in (src/server/casino/wallet.ts, fast
-- path): ONE statement per call instead of two — the session touch (expiry moved to p_until when the
-- session is still valid at p_at) and casino_bet / casino_win run in one transaction, so a call costs
-- one round trip and one commit. The expiry is written only when less than the TTL minus one minute
-- is left (at most one session write a minute, not one per call; the idle timeout is then 9 to 10
-- minutes), and a concurrent call never moves it back. The caller knows the session's immutable
-- facts (id, player, account, currency, game) from an earlier lookup of the same token; the token
-- hash and provider are checked again here, so a session id never answers for another token.
--
-- A session not valid at p_at answers RS_ERROR_TOKEN_EXPIRED (no balance, no id) and moves nothing;
-- every other answer is casino_bet's.
-- Generic plans (SET plan_cache_mode, for every statement it runs, nested functions and triggers
-- included): each statement selects rows by key, so its plan is made once per connection; a custom
-- plan per call cost more than the statement itself (ARCHITECTURE "Cost of a round").
CREATE OR REPLACE FUNCTION casino_session_bet(p_token_hash text, p_until timestamptz, p_provider text, p_uuid text, p_hash text, p_player bigint,
  p_account bigint, p_currency integer, p_game bigint, p_session bigint, p_round text, p_amount bigint, p_at timestamptz, p_house bigint,
  p_ledger_hash text, p_meta jsonb)
RETURNS TABLE (o_status text, o_balance bigint, o_id bigint) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  v_expires timestamptz;
BEGIN
  SELECT s.expires_at INTO v_expires FROM casino_sessions s
    WHERE s.id = p_session AND s.token_hash = p_token_hash AND s.provider_id = p_provider AND s.expires_at > p_at;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'RS_ERROR_TOKEN_EXPIRED'::text, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  IF v_expires < p_until - interval '1 minute' THEN
    UPDATE casino_sessions s SET expires_at = p_until WHERE s.id = p_session AND s.expires_at < p_until;
  END IF;
  RETURN QUERY SELECT b.o_status, b.o_balance, b.o_id FROM casino_bet(p_provider, p_uuid, p_hash, p_player, p_account, p_currency, p_game,
    p_session, p_round, p_amount, p_at, p_house, p_ledger_hash, p_meta) b;
END $$;
