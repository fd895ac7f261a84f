/**
 * `POST /web-api/casino/launch` `{ gameId, accountId? }` (spec §2
 * `slots/game/{gameId}/{gameName}`): opens a real-money game session for the logged-in player on
 * the brand's game (src/server/casino/launch.ts) and answers `{ url, expiresAt }`, the game page
 * to frame with its session token. Refusals: 400, 401 (guest), 404 (no such game here, unknown
 * account), 403 forbidden `meta.reason` game_disabled, 403 self_excluded (detail in the request's
 * language), 403 account_frozen. CSRF-checked by the middleware like every /web-api write.
 */
import type { APIRoute } from 'astro';
import { casinoLaunchBody } from '../../../../schemas/casino-wallet.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { AppError, isAppError } from '../../../server/errors.ts';
import { gameUrl, openGameSession } from '../../../server/casino/launch.ts';
import { getBalance } from '../../../server/ledger/accounts.ts';
import { feedNow } from '../../../server/feed/clock.ts';
import { tFor } from '../../../i18n/index.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { brand, lng, player } = context.locals;
    if (brand.features.casino !== true) throw new AppError('not_found', 'The casino is not offered here.');
    const body = await readJson(context.request, casinoLaunchBody);
    const database = await db();
    const accountId = body.accountId ?? (await getBalance(database, playerId)).all_accounts.find((a) => a.isActive)?.id;
    if (accountId === undefined) throw new AppError('unknown_account', 'You have no account to play from.');
    try {
      const session = await openGameSession(database, { playerId, brandId: brand.id, gameId: body.gameId, accountId, country: player?.countryCode ?? null, now: feedNow() });
      return { url: gameUrl(session.game, lng, session.token), expiresAt: session.expiresAt };
    } catch (error) {
      const key = isAppError(error) ? (error.extra.i18nKey as string | undefined) : undefined;
      if (!isAppError(error) || !key) throw error;
      throw new AppError(error.code, tFor(brand.id, lng)(key, { until: error.extra.endsAt ?? '' }), error.extra);
    }
  });
