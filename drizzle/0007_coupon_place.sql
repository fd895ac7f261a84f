-- coupon_place: places a coupon in a single statement (one round trip; as a statement of its own it
-- is also its own transaction): the coupon row (unique per player and ref_id), its bets from the
-- parallel arrays, and the stake moved to the house's stakes_held account through ledger_post
-- (key 'stake:' || coupon id), whose triggers refuse a stake above the balance (23514) or from a
-- frozen account, rolling the whole placement back. A ref_id already placed by the player returns
-- that coupon with created = false and moves nothing; the caller compares the request hash.
CREATE FUNCTION coupon_place(
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
  PERFORM ledger_post('stake:' || v_id, 'stake', p_entry_hash, jsonb_build_object('playerId', p_player, 'refId', p_ref),
                      ARRAY[p_account, p_held], ARRAY[-p_stake, p_stake]);
  RETURN QUERY SELECT v_id, true, p_hash;
END;
$$;
