-- casino_round_lock: the round row of (provider, player, round), created open when missing, locked
-- FOR UPDATE for the rest of the caller's transaction: every call that changes a round (bet, win,
-- rollback) takes it after its advisory lock `casino:{provider}:{betUuid}` and the bet row, and before
-- rg_spend and the ledger, so a closing win and a rollback of another bet of the round are applied
-- one after the other.
CREATE OR REPLACE FUNCTION casino_round_lock(p_provider text, p_player bigint, p_round text, p_game bigint, p_currency integer, p_at timestamptz)
RETURNS casino_rounds LANGUAGE plpgsql AS $$
DECLARE
  r casino_rounds;
BEGIN
  INSERT INTO casino_rounds (provider_id, player_id, round, game_id, currency_id, created_at)
    VALUES (p_provider, p_player, p_round, p_game, p_currency, p_at) ON CONFLICT DO NOTHING;
  SELECT * INTO r FROM casino_rounds c WHERE c.provider_id = p_provider AND c.player_id = p_player AND c.round = p_round FOR UPDATE;
  RETURN r;
END $$;
