/**
 * The rules of each sport's games behind one door: how long a replayed game lasts, its state at an
 * instant and its priced markets, chosen by the sport's model in the catalogue
 * (data/catalogue/catalogue.json `model`): `poisson-goals` (football, src/domain/feed/replay.ts).
 * The schedule, the live events, the feed service and settlement call these, never a sport's
 * module directly, so a new sport plugs in here.
 */
import type { CatalogueSport } from './catalogue.ts';
import { CATALOGUE, catalogueSport } from './catalogue.ts';
import type { ImportedMatch } from './match.ts';
import type { ModelFit } from './odds-model.ts';
import { MATCH_WALL_MS, replayMarkets, replayState, type ReplayMarket, type ReplayState } from './replay.ts';

/** Kick-off to finish of a game of a model, wall ms. */
export function wallMsOfModel(model: CatalogueSport['model']): number {
  switch (model) {
    case 'poisson-goals':
      return MATCH_WALL_MS;
    default:
      throw new Error(`no replay rules for the model ${model}`);
  }
}

/** The shortest game of any sport of the catalogue, wall ms (what settlement looks back at least). */
export const SHORTEST_GAME_MS = Math.min(...CATALOGUE.sports.map((sport) => wallMsOfModel(sport.model)));

/** Kick-off to finish of a match's game, wall ms (its sport's model). */
export function wallMsOf(match: Pick<ImportedMatch, 'sportId'>): number {
  const sport = catalogueSport(match.sportId);
  if (!sport) throw new Error(`unknown sport ${match.sportId}`);
  return wallMsOfModel(sport.model);
}

/** State of a match's game kicked off at `kickoff` (UTC ms) at `now` (UTC ms). */
export function gameState(match: ImportedMatch, now: number, kickoff: number): ReplayState {
  return replayState(match, now, { kickoff });
}

/**
 * State and markets of a match's game at `now`: pre-match prices before the kick-off, live ones
 * after, none once finished.
 * @param fit the football model's fit, when cached by the caller
 */
export function gameMarkets(match: ImportedMatch, now: number, kickoff: number, fit?: ModelFit): { state: ReplayState; markets: ReplayMarket[] } {
  return replayMarkets(match, now, { kickoff }, fit);
}
