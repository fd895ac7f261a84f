/**
 * The server part of every sport of the feed, by catalogue model (the contract:
 * src/server/feed/sports/contract.ts): football, tennis and American football importers.
 * {@link SPORT_FEEDS} is a `Record<SportModel, …>` like the pure modules
 * (src/domain/sports/index.ts), so a model without its importer does not compile.
 */
import type { CatalogueSport } from '../../../domain/feed/catalogue.ts';
import { SPORT_MODELS, type SportModel } from '../../../domain/feed/sport-detail.ts';
import type { SportFeed } from './contract.ts';
import { AMERICAN_FOOTBALL_FEED } from './american-football.ts';
import { FOOTBALL_FEED } from './football.ts';
import { TENNIS_FEED } from './tennis.ts';

export { mergeResults, type SportFeed } from './contract.ts';

/** Every sport's server part, by model. */
const SPORT_FEEDS: Readonly<Record<SportModel, SportFeed>> = {
  'poisson-goals': FOOTBALL_FEED,
  'tennis-barnett-clarke': TENNIS_FEED,
  'nfl-normal-margin': AMERICAN_FOOTBALL_FEED,
};

/** The server part of the sport whose importer is `importer` (each importer serves one sport), or undefined. */
export function feedOfImporter(importer: CatalogueSport['importer']): SportFeed | undefined {
  const model = (Object.keys(SPORT_MODELS) as SportModel[]).find((m) => SPORT_MODELS[m].importer === importer);
  return model === undefined ? undefined : SPORT_FEEDS[model];
}
