-- reference_rows_kept: currencies, accounts, stored games, casino providers and casino games are never
-- deleted (P0001). Trigger function of the *_kept triggers (BEFORE DELETE per statement, BEFORE
-- TRUNCATE; drizzle/0049). The money rows written at the rate of bets (postings, coupons, coupon_bets,
-- rg_activity, casino_transactions, casino_rounds) name these rows without a foreign key — a foreign
-- key check takes a key-share lock on the referenced row, and the currency, the house account, a
-- popular game and a provider are rows every concurrent bet shares — so this guard keeps what the
-- foreign keys kept: no money row ever names a row that is gone. A row leaves service by its own
-- state (an account's closed_at, a game's or provider's enabled flag), never by deletion.
CREATE OR REPLACE FUNCTION reference_rows_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% rows are kept: money rows refer to them', TG_TABLE_NAME USING ERRCODE = 'P0001';
END $$;
