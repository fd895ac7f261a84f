-- rg_person_players: every player row of the person of p_player (p_player included). Exclusion is
-- per person and reaches every session (ARCHITECTURE "Responsible gaming: limits where money moves").
-- Players are rows per brand; this is THE one definition of the rule linking the same person on
-- several brands of the operator (src/server/responsible/person.ts calls it, rg_spend uses it;
-- nothing else spells it out).
-- Linking rule (MGA: one exclusion per person across the operator's brands): two player rows are the
-- same person when they share
--   * a VERIFIED e-mail: the same lowercased e-mail on both rows, and both rows' activation_type
--     (spec §4: 1 e-mail only, 2 both) says the e-mail was confirmed; or
--   * a VERIFIED phone: the same E.164 phone on both rows, both activation_type 2 or 3; or
--   * an identity document: an APPROVED verification document of an identity type (passport,
--     id_card, driving_licence) with the same sha256 of the file on both rows (staff review does not
--     record document numbers, so the same approved file is the document link).
-- The relation is closed transitively (A ~ B by e-mail and B ~ C by phone make A, B, C one person).
-- An unverified e-mail or phone links nothing. The indexes players_verified_email,
-- players_verified_phone and verification_documents_identity serve it.
CREATE OR REPLACE FUNCTION rg_person_players(p_player bigint)
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
