/** A bonus game page (spec §2 fortuna, chest, memory, safe, lottery, dragon-bonus): a game the brand does not run answers 404. */
import type { BonusGamePageData } from '../../domain/pages/bonus-game.ts';
import { BONUS_GAME_PLACES, type BonusGame } from '../../domain/casino/bonus-games.ts';
import { pickText } from '../../domain/localized-text.ts';
import { db } from '../endpoint.ts';
import { feedNow } from '../feed/clock.ts';
import { ticketsOf } from '../bonus/bonus-games.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the page. */
export const loadBonusGame: PageLoader<BonusGamePageData> = async (ctx) => {
  const config = ctx.brand.bonusGames.find((g) => g.game === ctx.params.bonusGame);
  if (!config) return NOT_FOUND;
  const game = config.game as BonusGame;
  return pageData({
    kind: 'bonus-game', game, title: pickText(config.title, ctx.lng, ctx.brand.defaultLanguage), places: BONUS_GAME_PLACES[game],
    currency: ctx.brand.siteConfig.geoCurrency.iso, prizesMinor: config.prizesMinor,
    prizeSpins: config.prizesMinor.map((_, i) => config.prizeSpins?.[i] ?? 0), weights: config.weights, minDepositMinor: config.minDepositMinor,
    tickets: ctx.playerId === undefined ? null : await ticketsOf(await db(), ctx.playerId, game, feedNow()),
  });
};
