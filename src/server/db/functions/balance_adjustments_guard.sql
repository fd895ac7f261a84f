-- balance_adjustments_guard: the rules a staff balance adjustment keeps whatever the caller. Trigger
-- function of balance_adjustments_guard (BEFORE UPDATE OR DELETE, per row): no adjustment is deleted,
-- a decision is taken once (only a pending adjustment changes: pending → applied | rejected), and the
-- request itself never changes (player, account, amount, reason, requester, idempotency key, whether
-- it needs approval, the approval rule that said so, creation time). Refusals raise P0001.
CREATE OR REPLACE FUNCTION balance_adjustments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'balance adjustments are kept' USING ERRCODE = 'P0001';
  END IF;
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'balance adjustment % was decided already', OLD.id USING ERRCODE = 'P0001';
  END IF;
  IF NEW.player_id <> OLD.player_id OR NEW.account_id <> OLD.account_id OR NEW.amount <> OLD.amount
     OR NEW.reason <> OLD.reason OR NEW.requested_by <> OLD.requested_by OR NEW.idempotency_key <> OLD.idempotency_key
     OR NEW.needs_approval <> OLD.needs_approval OR NEW.created_at <> OLD.created_at
     OR NEW.approval_rule IS DISTINCT FROM OLD.approval_rule THEN
    RAISE EXCEPTION 'a balance adjustment request does not change' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
