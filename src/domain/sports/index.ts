/**
 * The sports of the feed, one module per catalogue model (the contract:
 * src/domain/sports/contract.ts): football, tennis, American football. Every per-sport rule the
 * feed, settlement, the live events, the market filters and the statistic page apply is looked up
 * here, by the sport's model (catalogue) or by a match's `detail` kind; no caller branches on a
 * sport. {@link SPORTS} is a `Record<SportModel, …>`: a model added to
 * src/domain/feed/sport-detail.ts `SPORT_MODELS` without its module does not compile.
 */
import type { ImportedMatch } from '../feed/match.ts';
import type { SportDetail } from '../feed/sport-detail.ts';
import { AMERICAN_FOOTBALL } from './american-football.ts';
import { modelOfKind, type DetailOf, type SportModel, type SportModule } from './contract.ts';
import { FOOTBALL } from './football.ts';
import { TENNIS } from './tennis.ts';

export { type PeriodScore, type PlannedEvent, type SportModel, type SportModule } from './contract.ts';

/** Every sport's module, by model. */
export const SPORTS: { readonly [M in SportModel]: SportModule<DetailOf<M>> } = {
  'poisson-goals': FOOTBALL,
  'tennis-barnett-clarke': TENNIS,
  'nfl-normal-margin': AMERICAN_FOOTBALL,
};

/**
 * The module of a match's sport, by its `detail` kind (none: football), with the detail it hands
 * to the module's methods.
 */
export function sportOfMatch(match: Pick<ImportedMatch, 'detail'>): SportModule<SportDetail | undefined> {
  return SPORTS[modelOfKind(match.detail?.kind)] as SportModule<SportDetail | undefined>;
}
