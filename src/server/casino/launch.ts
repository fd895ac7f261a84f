/**
 * Launching a casino game (spec §2 Casino `slots/game/{gameId}/{gameName}`): the
 * catalogue lookup of a brand's game and the real-money launch, which opens a game session
 * (token valid {@link SESSION_TTL_MS}, refreshed by the wallet calls that use it) and answers the
 * URL of the provider's game page for the iframe. Refusals carry a reason the page shows:
 * `game_disabled` (403: not offered on this brand, in the player's country, or switched off),
 * `self_excluded` (403: a self-exclusion or time-out of the person on any brand) and
 * `player_banned` (403: a ban of the person on any brand), from `assertPlayAllowed` of
 * src/server/responsible/login.ts; unknown_account / account_frozen for the account.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { stakeAccount } from '../ledger/accounts.ts';
import { assertPlayAllowed } from '../responsible/login.ts';
import { SESSION_TTL_MS, newToken, tokenHash } from './wallet.ts';

/** A game of the catalogue as the game page shows it. */
export interface CatalogueGame {
  id: number;
  providerId: string;
  providerName: string;
  code: string;
  slug: string;
  name: string;
  categories: string[];
  /** Stated RTP in hundredths of a percent (9900 = 99.00 %). */
  rtpBp: number;
  volatility: 'low' | 'medium' | 'high';
  thumbnail: string | null;
  /** False when switched off (by the provider, the brand, or for the country). */
  available: boolean;
}

type Row = Record<string, unknown>;

/**
 * A game of the catalogue offered on a brand (a row for the brand or for '*'), with whether it is
 * available now for `country` (upper-case ISO code or null). Null when the brand does not list it.
 */
export async function catalogueGame(db: Db, brandId: string, gameId: number, country: string | null = null): Promise<CatalogueGame | null> {
  const rows = (await db.execute(sql`
    select g.id, g.provider_id, p.name as provider_name, p.enabled as provider_enabled, g.code, g.slug, g.name, g.categories, g.rtp_bp, g.volatility, g.thumbnail,
      g.enabled, b.enabled as brand_enabled, b.blocked_countries
    from casino_games g join casino_providers p on p.id = g.provider_id
      join casino_game_brands b on b.game_id = g.id and b.brand_id in (${brandId}, '*')
    where g.id = ${gameId}
    order by (b.brand_id = '*') limit 1`)) as unknown as { rows: Row[] };
  const row = rows.rows[0];
  if (!row) return null;
  const blocked = (row.blocked_countries as string[]) ?? [];
  return {
    id: Number(row.id), providerId: String(row.provider_id), providerName: String(row.provider_name), code: String(row.code), slug: String(row.slug),
    name: String(row.name), categories: row.categories as string[], rtpBp: Number(row.rtp_bp), volatility: row.volatility as CatalogueGame['volatility'],
    thumbnail: (row.thumbnail as string | null) ?? null,
    available: row.enabled === true && row.brand_enabled === true && row.provider_enabled === true && !(country && blocked.includes(country.toUpperCase())),
  };
}

/** The URL of a provider's game page: our own game server's; another provider's would come from its launch API. */
export function gameUrl(game: Pick<CatalogueGame, 'code' | 'providerId'>, lng: string, token: string | null): string {
  const query = new URLSearchParams({ lang: lng, ...(token ? { token } : { demo: '1' }) });
  return `/game-server/game/${encodeURIComponent(game.code)}?${query}`;
}

/** What a launch needs to know. */
export interface LaunchInput {
  playerId: number;
  brandId: string;
  gameId: number;
  /** The account to play from (the player's own, open, not frozen). */
  accountId: number;
  country: string | null;
  /** Feed clock, UTC ms. */
  now: number;
}

/**
 * Opens a real-money game session and answers the token and its expiry.
 * @throws AppError not_found (no such game on the brand), game refusal `forbidden` with
 *   `meta.reason` game_disabled, self_excluded / player_banned (403), unknown_account, account_frozen
 */
export async function openGameSession(db: Db, input: LaunchInput): Promise<{ token: string; expiresAt: string; game: CatalogueGame }> {
  const game = await catalogueGame(db, input.brandId, input.gameId, input.country);
  if (!game) throw new AppError('not_found', 'There is no such game here.');
  if (!game.available) throw new AppError('forbidden', 'This game is not available at the moment.', { reason: 'game_disabled', i18nKey: 'casino_game_disabled' });
  await assertPlayAllowed(db, input.playerId, input.now);
  const account = await stakeAccount(db, input.playerId, input.accountId, 'games cannot be played from it', true);
  const token = newToken();
  const expiresAt = new Date(input.now + SESSION_TTL_MS);
  await db.execute(sql`insert into casino_sessions (token_hash, player_id, account_id, currency_id, game_id, provider_id, brand_id, expires_at)
    values (${tokenHash(token)}, ${input.playerId}, ${account.id}, ${account.currency.id}, ${game.id}, ${game.providerId}, ${input.brandId}, ${expiresAt.toISOString()}::timestamptz)`);
  return { token, expiresAt: expiresAt.toISOString(), game };
}
