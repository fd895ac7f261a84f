/**
 * The casino game page (spec §2 `slots|casino/game/{gameId}/{gameName}`): the game of
 * the brand's catalogue (src/server/casino/launch.ts). An id the brand does not list is the 404
 * page; a name other than the game's slug redirects (301) to the game's own URL. Players launch
 * real money from the page's island, guests play the demo.
 */
import type { CasinoGamePageData } from '../../domain/pages/casino.ts';
import { localizedHref } from '../../domain/routing/resolve.ts';
import { catalogueGame, gameUrl } from '../casino/launch.ts';
import { namedIn } from '../casino/lobby.ts';
import { db } from '../endpoint.ts';
import { getBalance } from '../ledger/accounts.ts';
import { freeSpinsOn } from '../bonus/engine.ts';
import { formatMinor } from '../../domain/money.ts';
import { NOT_FOUND, pageData, redirectTo, type PageLoader } from './load.ts';

/** Loads the game page. */
export const loadCasinoGame: PageLoader<CasinoGamePageData> = async (ctx) => {
  const gameId = Number(ctx.params.gameId);
  if (!Number.isSafeInteger(gameId)) return NOT_FOUND;
  const database = await db();
  const game = await catalogueGame(database, ctx.brand.id, gameId);
  if (!game) return NOT_FOUND;
  if (ctx.params.gameName !== game.slug) return redirectTo(localizedHref(ctx.lng, `/${ctx.params.kind ?? 'slots'}/game/${game.id}/${game.slug}`), 301);
  const accountId = ctx.playerId === undefined ? null : ((await getBalance(database, ctx.playerId)).all_accounts.find((a) => a.isActive)?.id ?? null);
  const freeSpins = ctx.playerId === undefined ? null : await freeSpinsOn(database, ctx.playerId, game.id);
  return pageData({
    kind: 'casino-game',
    game: { id: game.id, name: namedIn([game], ctx.brand.id, ctx.lng)[0]!.name, code: game.code, providerName: game.providerName, rtpBp: game.rtpBp, volatility: game.volatility, categories: game.categories },
    available: game.available,
    demoUrl: gameUrl(game, ctx.lng, null),
    isPlayer: ctx.playerId !== undefined,
    accountId,
    freeSpins: freeSpins && { ...freeSpins, stake: formatMinor(freeSpins.stakeMinor, freeSpins.exponent) },
  });
};
