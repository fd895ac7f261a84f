-- Staff balance adjustments: the client's idempotency key (unique per
-- requester), whether the adjustment needs a second staff member's approval, the decision's reason,
-- and the rules the database keeps whatever the caller: money moved exactly when applied, an
-- adjustment that needs approval is applied only with a decider (never the requester: the four-eyes
-- CHECK of 0011), a decision is taken once (pending → applied | rejected), the request itself never
-- changes, and no adjustment is deleted.
ALTER TABLE "balance_adjustments" ADD COLUMN "idempotency_key" text NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD COLUMN "needs_approval" boolean NOT NULL;--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD COLUMN "decision_reason" text;--> statement-breakpoint
CREATE UNIQUE INDEX "balance_adjustments_key" ON "balance_adjustments" USING btree ("requested_by","idempotency_key");--> statement-breakpoint
CREATE INDEX "balance_adjustments_pending" ON "balance_adjustments" USING btree ("created_at") WHERE "balance_adjustments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_entry" CHECK (("balance_adjustments"."status" = 'applied') = ("balance_adjustments"."entry_id" is not null));--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided" CHECK (("balance_adjustments"."status" = 'pending') = ("balance_adjustments"."decided_at" is null));--> statement-breakpoint
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_approved" CHECK ("balance_adjustments"."status" = 'pending' or not "balance_adjustments"."needs_approval" or "balance_adjustments"."decided_by" is not null);--> statement-breakpoint
CREATE FUNCTION balance_adjustments_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'balance adjustments are kept' USING ERRCODE = 'P0001';
  END IF;
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'balance adjustment % was decided already', OLD.id USING ERRCODE = 'P0001';
  END IF;
  IF NEW.player_id <> OLD.player_id OR NEW.account_id <> OLD.account_id OR NEW.amount <> OLD.amount
     OR NEW.reason <> OLD.reason OR NEW.requested_by <> OLD.requested_by OR NEW.idempotency_key <> OLD.idempotency_key
     OR NEW.needs_approval <> OLD.needs_approval OR NEW.created_at <> OLD.created_at THEN
    RAISE EXCEPTION 'a balance adjustment request does not change' USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER balance_adjustments_guard BEFORE UPDATE OR DELETE ON "balance_adjustments" FOR EACH ROW EXECUTE FUNCTION balance_adjustments_guard();
