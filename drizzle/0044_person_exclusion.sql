-- Exclusion is per person and reaches every session (ARCHITECTURE "Responsible gaming: limits where
-- money moves"). Players are rows per brand; the same person on several brands of the
-- operator is linked by rg_person_players below, THE one definition of the linking rule
-- (src/server/responsible/person.ts calls it; nothing else spells it out).
--
-- Linking rule (MGA: one exclusion per person across the operator's brands): two player rows are
-- the same person when they share
--   * a VERIFIED e-mail: the same lowercased e-mail on both rows, and both rows' activation_type
--     (spec §4: 1 e-mail only, 2 both) says the e-mail was confirmed; or
--   * a VERIFIED phone: the same E.164 phone on both rows, both activation_type 2 or 3; or
--   * an identity document: an APPROVED verification document of an identity type (passport,
--     id_card, driving_licence) with the same sha256 of the file on both rows (staff review does not
--     record document numbers, so the same approved file is the document link).
-- The relation is closed transitively (A ~ B by e-mail and B ~ C by phone make A, B, C one person).
-- An unverified e-mail or phone links nothing.
CREATE INDEX "players_verified_email" ON "players" USING btree ("email") WHERE "players"."email" is not null and "players"."activation_type" in (1, 2);--> statement-breakpoint
CREATE INDEX "players_verified_phone" ON "players" USING btree ("phone") WHERE "players"."phone" is not null and "players"."activation_type" in (2, 3);--> statement-breakpoint
CREATE INDEX "verification_documents_identity" ON "verification_documents" USING btree ("sha256") WHERE "verification_documents"."status" = 'approved' and "verification_documents"."document_type" in ('passport', 'id_card', 'driving_licence');--> statement-breakpoint
-- rg_person_players: every player row of the person of p_player (p_player included), by the rule above.
CREATE FUNCTION rg_person_players(p_player bigint)
RETURNS TABLE (player_id bigint) LANGUAGE sql STABLE AS $$
  WITH RECURSIVE person(id) AS (
    SELECT p_player
    UNION
    SELECT l.other FROM person x CROSS JOIN LATERAL (
      SELECT o.id AS other FROM players me JOIN players o ON o.email = me.email
        WHERE me.id = x.id AND me.email IS NOT NULL AND me.activation_type IN (1, 2) AND o.email IS NOT NULL AND o.activation_type IN (1, 2)
      UNION ALL
      SELECT o.id FROM players me JOIN players o ON o.phone = me.phone
        WHERE me.id = x.id AND me.phone IS NOT NULL AND me.activation_type IN (2, 3) AND o.phone IS NOT NULL AND o.activation_type IN (2, 3)
      UNION ALL
      SELECT d2.player_id FROM verification_documents d1 JOIN verification_documents d2 ON d2.sha256 = d1.sha256
        WHERE d1.player_id = x.id AND d1.status = 'approved' AND d1.document_type IN ('passport', 'id_card', 'driving_licence')
          AND d2.status = 'approved' AND d2.document_type IN ('passport', 'id_card', 'driving_licence')
    ) l
  )
  SELECT id FROM person
$$;
--> statement-breakpoint
-- rg_spend of 0014, now per person: after the player's lock 'rg:{player}' it refuses
--   * P0A22 'rg_banned:{...}' while any player row of the person is banned (ban_level > 0: a
--     support or staff ban), whatever the movement;
--   * P0A20 while any player row of the person has a running self-exclusion (30) or time-out (33):
--     a time-out is a break from gambling and refuses bets and deposits alike;
-- and then checks the player's own money limits as before. Who sets an exclusion or a ban takes
-- the lock 'rg:{id}' of EVERY player row of the person (ascending ids) before writing it
-- (src/server/responsible/person.ts lockPerson), so a movement on another brand either committed
-- before the exclusion or, waiting on its own player's lock, reads the committed exclusion (each
-- statement of this function reads a fresh snapshot under READ COMMITTED).
-- The facts of a money-limit refusal carry the currency's exponent: the application turns them
-- into major units (the unit /limits answers in) before they reach a client.
CREATE OR REPLACE FUNCTION rg_spend(p_player bigint, p_currency integer, p_kind text, p_amount bigint, p_at timestamptz, p_ref text, p_payment bigint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  r record;
  v_person bigint[];
  v_p numeric;
  v_k numeric;
  v_start timestamptz;
  v_end timestamptz;
  v_used bigint;
  v_left bigint;
  v_best json;
  v_best_left bigint;
BEGIN
  IF p_kind NOT IN ('wager', 'deposit') OR p_amount <= 0 THEN
    RAISE EXCEPTION 'rg_spend: bad movement % %', p_kind, p_amount;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('rg:' || p_player, 0));
  SELECT array_agg(pp.player_id) INTO v_person FROM rg_person_players(p_player) pp;
  SELECT p.id, p.brand_id INTO r FROM players p WHERE p.id = ANY (v_person) AND p.ban_level > 0 ORDER BY p.id LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'P0A22',
      MESSAGE = 'rg_banned:' || json_build_object('brandId', r.brand_id)::text;
  END IF;
  SELECT l.limit_type, l.ends_at INTO r FROM rg_limits l
    WHERE l.player_id = ANY (v_person) AND l.state = 'ACTIVE' AND l.ends_at > p_at AND l.limit_type IN (30, 33)
    ORDER BY l.limit_type, l.ends_at DESC LIMIT 1;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'P0A20',
      MESSAGE = 'rg_limit:' || json_build_object('limitType', r.limit_type, 'limitBalance', 0, 'endsAt', r.ends_at)::text;
  END IF;
  FOR r IN SELECT l.*, c.exponent FROM rg_limits l LEFT JOIN currencies c ON c.id = l.currency_id
      WHERE l.player_id = p_player AND l.state = 'ACTIVE'
        AND l.limit_type = ANY (CASE WHEN p_kind = 'deposit' THEN ARRAY[20, 21, 22] ELSE ARRAY[1, 2, 3, 10, 11, 12] END::smallint[])
  LOOP
    IF r.currency_id IS DISTINCT FROM p_currency THEN
      RAISE EXCEPTION USING ERRCODE = 'P0A21',
        MESSAGE = 'rg_limit:' || json_build_object('limitType', r.limit_type, 'currencyId', r.currency_id)::text;
    END IF;
    v_p := CASE WHEN r.limit_type IN (1, 10, 20) THEN 86400 WHEN r.limit_type IN (2, 11, 21) THEN 604800 ELSE 2592000 END;
    v_k := greatest(0, floor((extract(epoch FROM p_at) - extract(epoch FROM r.started_at)) / v_p));
    v_start := r.started_at + make_interval(secs => (v_k * v_p)::double precision);
    v_end := v_start + make_interval(secs => v_p::double precision);
    v_used := rg_period_used(p_player, p_currency, r.limit_type, v_start, v_end, r.activity_after);
    IF v_used + p_amount > r.value THEN
      v_left := greatest(0, r.value - v_used);
      IF v_best IS NULL OR v_left < v_best_left THEN
        v_best_left := v_left;
        v_best := json_build_object('limitType', r.limit_type, 'limitValue', r.value, 'limitBalance', v_left, 'endsAt', v_end, 'currencyId', r.currency_id, 'exponent', r.exponent);
      END IF;
    END IF;
  END LOOP;
  IF v_best IS NOT NULL THEN
    RAISE EXCEPTION USING ERRCODE = 'P0A20', MESSAGE = 'rg_limit:' || v_best::text;
  END IF;
  INSERT INTO rg_activity (player_id, currency_id, kind, amount, at, payment_id, ref)
    VALUES (p_player, p_currency, p_kind, p_amount, p_at, p_payment, p_ref);
END;
$$;
