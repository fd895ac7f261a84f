-- coupon_place: places a coupon in a single statement (one round trip; as a statement of its own it
-- is also its own transaction): the coupon row (unique per player and ref_id), its bets from the
-- parallel arrays, the responsible-gaming check of the stake (rg_spend, after the coupon row and
-- before the ledger posting, so a refusal places nothing), and the stake moved to the house's
-- stakes_held account through ledger_post (key 'stake:' || coupon id), whose triggers refuse a stake
-- above the balance (23514) or from a frozen account, rolling the whole placement back; then the
-- bonus side of the stake (bonus_wager). A ref_id already placed by the player returns that coupon
-- with created = false and moves nothing; the caller compares the request hash.
-- Free bets: with p_free_bet the player's active free bet of exactly p_stake, unexpired, is used up
-- (status completed, reason used) in this statement, the coupon records it, and the stake comes from
-- the house account p_bonus_house instead of the player's account (P0A33 when the free bet is not
-- there to use); a free-bet coupon is not a wager of the player's money (no bonus_wager), but
-- self-exclusion and the wager limits still apply (rg_spend).
-- Generic plans (SET plan_cache_mode, for every statement it runs, nested functions and triggers
-- included): each statement selects rows by key, so its plan is made once per connection; a custom
-- plan per call cost more than the statement itself (ARCHITECTURE "Cost of a round").
CREATE OR REPLACE FUNCTION coupon_place(
  p_player bigint, p_account bigint, p_currency integer, p_ref text, p_hash text, p_type smallint,
  p_system smallint, p_lines integer, p_coef bigint, p_bonus integer, p_stake bigint, p_potential bigint,
  p_stakes jsonb, p_action smallint, p_view smallint, p_placed timestamptz, p_held bigint, p_entry_hash text,
  p_keys text[], p_game_ids text[], p_pids bigint[], p_kickoffs timestamptz[], p_groups integer[], p_types integer[],
  p_params text[], p_labels text[], p_coefs integer[], p_live boolean[], p_blocks smallint[], p_bankers boolean[],
  p_free_bet bigint, p_bonus_house bigint
)
RETURNS TABLE (coupon_id bigint, created boolean, request_hash text) LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
