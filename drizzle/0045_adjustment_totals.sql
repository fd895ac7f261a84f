-- Four eyes on the sum of staff balance adjustments: why an adjustment waits for a
-- second staff member (`amount` alone above the brand's threshold; `player_24h` the requester's
-- rolling 24 h total to the player; `staff_day` the requester's UTC-day total to all players), an
-- index for the requester's totals, and the request guard redefined so the rule never changes.
ALTER TABLE "balance_adjustments" ADD COLUMN "approval_rule" text;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_approval_rule" CHECK ("balance_adjustments"."approval_rule" is null or ("balance_adjustments"."needs_approval" and "balance_adjustments"."approval_rule" in ('amount', 'player_24h', 'staff_day')));--> statement-breakpoint
CREATE INDEX "balance_adjustments_requester" ON "balance_adjustments" USING btree ("requested_by","created_at");--> statement-breakpoint
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
