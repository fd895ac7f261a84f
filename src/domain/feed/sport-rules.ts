/**
 * The rules of each sport's games behind one door: how long a replayed game lasts, its state at an
 * instant, its priced markets and the settlement of a bet on it, looked up in the sport modules
 * (src/domain/sports/index.ts `SPORTS`) by the sport's model in the catalogue
 * (data/catalogue/catalogue.json `model`) or by a match's own `detail` (which tells its sport).
 * The schedule, the live events, the feed service and settlement call these, never a sport's
 * module directly.
 */
import type { CatalogueSport } from './catalogue.ts';
import type { DayPlan } from './calendar.ts';
import { catalogueSport } from './catalogue.ts';
import { MODELS } from '../../../schemas/catalogue.ts';
import type { ImportedMatch } from './match.ts';
import type { ModelFit } from './odds-model.ts';
import type { ReplayMarket, ReplayState } from './replay.ts';
import { SPORTS, sportOfMatch } from '../sports/index.ts';
import type { SettlementMarket } from '../coupon/settlement.ts';
import type { BetStatusId } from '../coupon/types.ts';
import type { SportsPricing } from '../../../schemas/sports-pricing.ts';

/**
 * Kick-off to finish of a game of a model, wall ms.
 * @throws Error for a model without a sport module
 */
export function wallMsOfModel(model: CatalogueSport['model']): number {
  const sport = SPORTS[model] as (typeof SPORTS)[typeof model] | undefined;
  if (!sport) throw new Error(`no replay rules for the model ${model}`);
  return sport.wallMs;
}

/**
 * The day plan of a model's date-only files (src/domain/feed/calendar.ts rule 1), null when its
 * files give real kick-off times.
 */
export function dayPlanOfModel(model: CatalogueSport['model']): DayPlan | null {
  return SPORTS[model].dayPlan;
}

/** The shortest game of any model, wall ms (what settlement looks back at least; no catalogue needed). */
export const SHORTEST_GAME_MS = Math.min(...MODELS.map(wallMsOfModel));
/** The longest game of any model, wall ms (a game whose sport left the catalogue has surely finished after it). */
export const LONGEST_GAME_MS = Math.max(...MODELS.map(wallMsOfModel));

/** Kick-off to finish of a match's game, wall ms (its sport's model). */
export function wallMsOf(match: Pick<ImportedMatch, 'sportId'>): number {
  const sport = catalogueSport(match.sportId);
  if (!sport) throw new Error(`unknown sport ${match.sportId}`);
  return wallMsOfModel(sport.model);
}

/** State of a match's game kicked off at `kickoff` (UTC ms) at `now` (UTC ms). */
export function gameState(match: ImportedMatch, now: number, kickoff: number): ReplayState {
  return sportOfMatch(match).state(match, match.detail, now, kickoff);
}

/**
 * State and markets of a match's game at `now`: pre-match prices before the kick-off, live ones
 * after, none once finished; real prices first, at the brand's margin (src/domain/feed/real-prices.ts).
 * @param pricing the brand's sports pricing
 * @param fit the football model's fit under the same pricing, when cached by the caller
 */
export function gameMarkets(match: ImportedMatch, now: number, kickoff: number, pricing: SportsPricing, fit?: ModelFit): { state: ReplayState; markets: ReplayMarket[] } {
  return sportOfMatch(match).markets(match, match.detail, now, kickoff, pricing, fit);
}

/**
 * Status of a bet on a finished match (spec §4 bet status ids) by its sport's rules
 * (src/domain/sports/<sport>.ts `settleLeg`).
 * @throws Error for a market the sport does not price
 */
export function settleLeg(match: ImportedMatch, market: SettlementMarket): BetStatusId {
  return sportOfMatch(match).settleLeg(match, match.detail, market);
}
