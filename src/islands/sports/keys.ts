/**
 * Dictionary keys of the sports islands (src/i18n/locales): market group and outcome names and
 * period names (the keys the feed's markets and games carry, src/domain/feed), and the texts of
 * the scoreboard, the game lists and the market groups.
 */
import { MARKET_GROUPS } from '../../domain/feed/odds-model.ts';
import { OTHER_PERIODS } from '../../domain/feed/sport-detail.ts';
import { PERIODS } from '../../domain/feed/replay.ts';

/** Group name, outcome label and period name keys of the feed. */
export const FEED_LABEL_KEYS: readonly string[] = [
  ...new Set([
    ...MARKET_GROUPS.flatMap((g) => [g.nameKey, ...g.types.map((t) => t.labelKey)]),
    ...Object.values(PERIODS).map((p) => p.nameKey),
  ]),
];

/** Keys of the scoreboard. */
export const SCOREBOARD_KEYS = [
  ...Object.values(PERIODS).map((p) => p.nameKey),
  ...OTHER_PERIODS.map((p) => p.nameKey),
  'scoreboard_label',
  'scoreboard_score',
  'scoreboard_clock',
  'scoreboard_half_time_score',
  'scoreboard_serving',
  'scoreboard_sets',
  'scoreboard_set',
  'scoreboard_retired',
  'scoreboard_walkover',
  'scoreboard_quarter',
  'scoreboard_overtime',
  'scoreboard_total',
] as const;

/** Keys of the game lists, game markets and scoreboards. */
export const SPORTS_KEYS: readonly string[] = [
  ...new Set([
    ...FEED_LABEL_KEYS,
    ...SCOREBOARD_KEYS,
    'sports_outcome_locked',
    'sports_kickoff',
    'sports_more_markets_label',
    'sports_all_markets',
    'sports_no_games',
    'sports_no_live_games',
    'sports_no_markets',
    'sports_stream_connecting',
    'sports_odds_up',
    'sports_odds_down',
  ]),
];
