/**
 * The casino catalogue every database starts with: our own game server as provider
 * `betportal-games` with its Ed25519 key pair for our wallet protocol and its RSA key pair for
 * Hub88's (private keys in app_secrets, public keys on the provider row; the row's `protocol` —
 * which one the game server speaks — is left as staff set it), and its games with the RTP each
 * game's rules state (src/domain/casino/; keno and plinko state the lowest RTP over their pick
 * counts and boards) and the maximum multiplier of its rules (`max_multiplier`; it, the stated
 * RTP and the lobby categories are kept equal to src/domain/casino/catalogue.ts on every open:
 * the wallet caps a round's wins with the maximum). Offered on every brand
 * (`casino_game_brands.brand_id` '*'). Idempotent: run on every open of a database, through src/server/seed.ts.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { OWN_GAMES as GAME_MATHS } from '../../domain/casino/catalogue.ts';
import { newKeyPair, newRsaKeyPair } from './keys.ts';
import { GAME_SERVER_PROVIDER } from '../../../schemas/game-server.ts';

/** App secrets of the game server's private keys (also src/server/game-server/service.ts). */
const KEY_SECRET = 'game_server_ed25519';
const RSA_KEY_SECRET = 'game_server_rsa';

/**
 * The games of our game server: its code (= the game it plays), URL slug, name and volatility; the
 * lobby category and the stated RTP come from the games' own catalogue (src/domain/casino/catalogue.ts,
 * the id `maths`).
 */
const OWN_GAMES = [
  { code: 'dice', maths: 'dice', slug: 'dice', name: 'Dice', volatility: 'medium' },
  { code: 'limbo', maths: 'limbo', slug: 'limbo', name: 'Limbo', volatility: 'high' },
  { code: 'mines', maths: 'mines', slug: 'mines', name: 'Mines', volatility: 'high' },
  { code: 'keno', maths: 'keno', slug: 'keno', name: 'Keno', volatility: 'high' },
  { code: 'roulette', maths: 'european-roulette', slug: 'european-roulette', name: 'European Roulette', volatility: 'medium' },
  { code: 'plinko', maths: 'plinko', slug: 'plinko', name: 'Plinko', volatility: 'high' },
  { code: 'northern-lights', maths: 'northern-lights', slug: 'northern-lights', name: 'Northern Lights', volatility: 'medium' },
  { code: 'desert-caravan', maths: 'desert-caravan', slug: 'desert-caravan', name: 'Desert Caravan', volatility: 'high' },
  { code: 'lucky-three', maths: 'lucky-three', slug: 'lucky-three', name: 'Lucky Three', volatility: 'medium' },
  { code: 'jacks-or-better', maths: 'jacks-or-better', slug: 'jacks-or-better', name: 'Jacks or Better', volatility: 'low' },
  { code: 'blackjack', maths: 'blackjack', slug: 'blackjack', name: 'Blackjack', volatility: 'low' },
  { code: 'tv-keno', maths: 'tv-keno', slug: 'tv-keno', name: 'TV Keno', volatility: 'high' },
  { code: 'crash', maths: 'crash', slug: 'crash', name: 'Crash', volatility: 'high' },
  { code: 'bingo', maths: 'bingo-90', slug: 'bingo-90', name: '90-Ball Bingo', volatility: 'medium' },
  { code: 'baccarat', maths: 'baccarat', slug: 'baccarat', name: 'Baccarat', volatility: 'low' },
  { code: 'dragon-tiger', maths: 'dragon-tiger', slug: 'dragon-tiger', name: 'Dragon Tiger', volatility: 'low' },
  { code: 'sic-bo', maths: 'sic-bo', slug: 'sic-bo', name: 'Sic Bo', volatility: 'medium' },
].map((game) => {
  const maths = GAME_MATHS.find((g) => g.id === game.maths)!;
  return { ...game, categories: [maths.category, maths.section, ...(maths.families ?? [])], rtp: maths.rtp, maxMultiplier: maths.maxMultiplier };
});

/** Inserts what is missing of the provider, its key and its games. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function seedCasinoCatalogue(db: PgDatabase<PgQueryResultHKT, any>): Promise<void> {
  const secret = async (name: string, make: () => string): Promise<string> => {
    const read = async () => ((await db.execute(sql`select value from app_secrets where name = ${name}`)) as unknown as { rows: { value: string }[] }).rows[0]?.value;
    const stored = await read();
    if (stored) return stored;
    await db.execute(sql`insert into app_secrets (name, value) values (${name}, ${make()}) on conflict (name) do nothing`);
    return (await read())!;
  };
  const publicOf = (pem: string) => createPublicKey(createPrivateKey(pem)).export({ type: 'spki', format: 'pem' }).toString();
  const publicKey = publicOf(await secret(KEY_SECRET, () => newKeyPair().privateKey));
  const rsaPublicKey = publicOf(await secret(RSA_KEY_SECRET, () => newRsaKeyPair().privateKey));
  await db.execute(sql`insert into casino_providers (id, name, public_key, hub88_public_key) values (${GAME_SERVER_PROVIDER}, 'BetPortal Games', ${publicKey}, ${rsaPublicKey})
    on conflict (id) do update set public_key = excluded.public_key, hub88_public_key = excluded.hub88_public_key`);
  for (const [position, game] of OWN_GAMES.entries()) {
    await db.execute(sql`insert into casino_games (provider_id, code, slug, name, categories, rtp_bp, volatility, max_multiplier)
      values (${GAME_SERVER_PROVIDER}, ${game.code}, ${game.slug}, ${game.name}, ${JSON.stringify(game.categories)}::jsonb, ${Math.floor(game.rtp * 10000)}, ${game.volatility},
        ${game.maxMultiplier.toFixed(2)}::numeric)
      on conflict (provider_id, code) do update set max_multiplier = excluded.max_multiplier, rtp_bp = excluded.rtp_bp, categories = excluded.categories
      where casino_games.max_multiplier is distinct from excluded.max_multiplier or casino_games.rtp_bp is distinct from excluded.rtp_bp
        or casino_games.categories is distinct from excluded.categories`);
    await db.execute(sql`insert into casino_game_brands (game_id, brand_id, position)
      select id, '*', ${position} from casino_games where provider_id = ${GAME_SERVER_PROVIDER} and code = ${game.code}
      on conflict do nothing`);
  }
}
