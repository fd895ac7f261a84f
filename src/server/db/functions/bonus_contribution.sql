-- bonus_contribution: the wagering contribution in whole percent of a stake of p_product (a casino
-- stake: on game p_game) under `contributions` (schemas/bonus.ts): `game:{code}`, else the first of
-- the game's own categories `category:{name}` in their order, else the product, else 100. The one
-- place the rule lives: bonus_wager counts with it and the offer pages show it per game.
CREATE OR REPLACE FUNCTION bonus_contribution(p_contributions jsonb, p_product text, p_game bigint)
RETURNS integer LANGUAGE sql STABLE AS $$
  SELECT coalesce(
    (SELECT (p_contributions ->> ('game:' || g.code))::integer FROM casino_games g WHERE p_product = 'casino' AND g.id = p_game),
    (SELECT (p_contributions ->> ('category:' || c.value))::integer
       FROM casino_games g, jsonb_array_elements_text(g.categories) WITH ORDINALITY AS c(value, ord)
       WHERE p_product = 'casino' AND g.id = p_game AND p_contributions ? ('category:' || c.value) ORDER BY c.ord LIMIT 1),
    (p_contributions ->> p_product)::integer,
    100)
$$;
