/**
 * The client side of live updates, pure so it can be tested without a browser: the
 * state a live island shows per game, how a live message of the SSE stream
 * (`/bff-api/feed/stream`, `LiveMessage` of schemas/live-message.ts) changes it, and the
 * sequence rule that decides whether a message is applied, dropped or reveals a gap.
 *
 * Sequence rule: every event of a replayed game has a seq (1, 2, 3, … in the game's event list,
 * src/domain/feed/live-events.ts), numbered per replay (`id` = `permanentId:cycle`). A client
 * remembers the last seq it has applied per game:
 * - seq ≤ last: already seen (several instances may publish the same event) → `stale`, dropped;
 * - seq = last + 1: the next event → `apply`;
 * - seq > last + 1: events were missed → `gap`: the message is applied (it is the newest state)
 *   and the game is re-fetched from `GET /bff-api/feed/game/{id}` for everything the missed
 *   events changed (markets, half-time score);
 * - another replay id, or a game never seen → `gap` as well.
 */
import type { ClockState, GameState, GameView, GroupState, MarketGroup, OutcomeState, Score } from '../../../schemas/game.ts';
import type { LiveMessage } from '../../../schemas/live-message.ts';
import { GROUP, HANDICAP_GROUPS, MARKET_GROUPS, SCORE_GROUPS, TOTAL_GROUPS, TYPE } from './odds-model.ts';
import { HALF_SECONDS, BREAK_SECONDS, PERIODS } from './replay.ts';
import { sameOutcome } from './outcome-key.ts';

export type { ClockState, GameState, GroupState, OutcomeState } from '../../../schemas/game.ts';

/** The fields of the feed's game view (schemas/game.ts) the island state is built from. */
export type FeedGame = Pick<
  GameView,
  'id' | 'permanentId' | 'sportId' | 'champId' | 'champName' | 'opponents' | 'start' | 'status' | 'periodId' | 'timeSeconds' | 'minute' | 'running' | 'score' | 'halfTimeScore' | 'board' | 'numberOfMarkets'
>;

/** What to do with a message. */
export type SeqVerdict = 'apply' | 'stale' | 'gap';

/**
 * The sequence rule for one game.
 * @param last the last seq applied for the game (undefined: none known)
 * @param seq the message's seq
 */
export function seqVerdict(last: number | undefined, seq: number): SeqVerdict {
  if (last === undefined) return 'gap';
  if (seq <= last) return 'stale';
  return seq === last + 1 ? 'apply' : 'gap';
}

/** The last seq per game, keyed by permanent id, for the replay it belongs to. */
export interface SeqTracker {
  /**
   * Judges a message and, unless it is stale, records its seq (and replay id).
   * A message of another replay than the one recorded is a `gap`.
   */
  check(message: Pick<LiveMessage, 'game' | 'id' | 'seq'>): SeqVerdict;
  /** The last seq recorded for a game. */
  last(game: number): number | undefined;
}

/**
 * A tracker starting from the seqs the page was rendered with.
 * @param initial permanent id → replay id and the last seq already included in the page
 */
export function createSeqTracker(initial: Iterable<readonly [number, { id: string; seq: number }]> = []): SeqTracker {
  const seen = new Map<number, { id: string; seq: number }>();
  for (const [game, entry] of initial) seen.set(game, { ...entry });
  return {
    check(message) {
      const entry = seen.get(message.game);
      const verdict = entry && entry.id === message.id ? seqVerdict(entry.seq, message.seq) : 'gap';
      if (verdict !== 'stale') seen.set(message.game, { id: message.id, seq: message.seq });
      return verdict;
    },
    last: (game) => seen.get(game)?.seq,
  };
}

/** Seconds of the match clock at the end of each running period. */
const PERIOD_CAP: Readonly<Record<number, number>> = { [PERIODS.firstHalf.id]: HALF_SECONDS, [PERIODS.secondHalf.id]: 2 * HALF_SECONDS };

/** True for the periods in which the clock runs (the halves). */
function clockRuns(periodId: number): boolean {
  return periodId === PERIODS.firstHalf.id || periodId === PERIODS.secondHalf.id;
}

/**
 * Match-clock seconds of a game in `periodId` at instant `atMs` (as the replay plays it: 45 min
 * halves, a 15 min break; the clock stands at 45:00 in the break and 90:00 at the end).
 * @param startMs the replayed kick-off, UTC ms
 */
export function clockSeconds(periodId: number, startMs: number, atMs: number): number {
  const elapsed = Math.floor((atMs - startMs) / 1000);
  switch (periodId) {
    case PERIODS.firstHalf.id:
      return Math.min(HALF_SECONDS, Math.max(0, elapsed));
    case PERIODS.halfTime.id:
      return HALF_SECONDS;
    case PERIODS.secondHalf.id:
      return Math.min(2 * HALF_SECONDS, Math.max(HALF_SECONDS, elapsed - BREAK_SECONDS));
    case PERIODS.finished.id:
      return 2 * HALF_SECONDS;
    default:
      return 0;
  }
}

/** The clock's seconds at `nowMs`: running on from `at`, stopping at the end of the half. */
export function shownSeconds(clock: ClockState, periodId: number, nowMs: number): number {
  if (!clock.running) return clock.seconds;
  const cap = PERIOD_CAP[periodId] ?? clock.seconds;
  return Math.min(cap, clock.seconds + Math.max(0, Math.floor((nowMs - clock.at) / 1000)));
}

/** `mm:ss` of a number of seconds (minutes may pass 59: `67:05`). */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** A score as pages show it: `home:away`. */
export function scoreText(score: Score): string {
  return `${score.home}:${score.away}`;
}
/** The row shown without a filter: 1X2. */
export const DEFAULT_ROW_GROUP: number = GROUP.result;

/**
 * The line an outcome belongs to, as the first (home) outcome of its group states it: a handicap's
 * second outcome carries the opposite line, so `Away (+1.5)` pairs with `Home (−1.5)`; other
 * outcomes their own param.
 */
function homeLine(groupId: number, outcome: Pick<OutcomeState, 'typeId' | 'param'>): number | undefined {
  if (!HANDICAP_GROUPS.includes(groupId) || outcome.param === undefined) return outcome.param;
  const first = MARKET_GROUPS.find((g) => g.groupId === groupId)?.types[0]?.typeId;
  return outcome.typeId === first ? outcome.param : -outcome.param + 0;
}

/**
 * The market group a list row of `game` shows: the list's group for the game's sport when the
 * server gave one per sport (`rowGroups`, src/domain/feed/filters.ts `rowGroupsBySport`), else the
 * list's group.
 */
export function rowGroupFor(game: Pick<GameView, 'sportId'>, rowGroup: number, rowGroups?: Readonly<Record<number, number>>): number {
  return rowGroups?.[game.sportId] ?? rowGroup;
}

/**
 * The outcomes of `groupId` a list row shows: the whole group for the three-way and two-way
 * markets; for totals the main line (the one whose over and under prices are closest); for the
 * handicap lines (Asian, games, points) the main line; for the score groups (correct score, set
 * betting) the three most likely scores, in score order.
 */
export function pickRow<T extends Pick<OutcomeState, 'groupId' | 'typeId' | 'param' | 'coef'>>(markets: readonly T[], groupId: number): T[] {
  const group = markets.filter((m) => m.groupId === groupId);
  const template = MARKET_GROUPS.find((g) => g.groupId === groupId);
  const typeOrder = (m: T) => template?.types.findIndex((t) => t.typeId === m.typeId) ?? 0;
  if (TOTAL_GROUPS.includes(groupId) || HANDICAP_GROUPS.includes(groupId)) {
    const lineOf = (m: T) => homeLine(groupId, m);
    const lines = [...new Set(group.map(lineOf))];
    let best: number | undefined;
    let bestDistance = Infinity;
    for (const line of lines) {
      const pair = group.filter((m) => lineOf(m) === line);
      if (pair.length !== 2) continue;
      const distance = Math.abs(pair[0]!.coef - pair[1]!.coef);
      if (distance < bestDistance) [best, bestDistance] = [line, distance];
    }
    return group.filter((m) => lineOf(m) === best).sort((a, b) => typeOrder(a) - typeOrder(b));
  }
  if (SCORE_GROUPS.includes(groupId)) {
    return group
      .filter((m) => m.param !== undefined)
      .sort((a, b) => a.coef - b.coef)
      .slice(0, 3)
      .sort((a, b) => a.param! - b.param!);
  }
  return [...group].sort((a, b) => typeOrder(a) - typeOrder(b));
}

/**
 * The state of a game from the feed's view of it and its markets.
 * @param markets the game's priced outcomes (every group)
 * @param groupId the group of the list row
 * @param at the instant the view was taken, ms (the clock runs on from it)
 */
export function gameStateOf(
  game: FeedGame,
  markets: readonly Omit<OutcomeState, 'trend'>[],
  options: { groupId: number; href: string; seq: number; at: number },
): GameState {
  return {
    id: game.id,
    permanentId: game.permanentId,
    sportId: game.sportId,
    champId: game.champId,
    champName: game.champName,
    href: options.href,
    home: game.opponents[0]!.name,
    away: game.opponents[1]!.name,
    start: game.start,
    status: game.status,
    periodId: game.periodId,
    minute: game.minute,
    clock: { seconds: game.timeSeconds, running: game.running, at: options.at },
    score: { ...game.score },
    halfTimeScore: game.halfTimeScore ? { ...game.halfTimeScore } : null,
    board: game.board,
    numberOfMarkets: game.numberOfMarkets,
    seq: options.seq,
    suspended: game.status === 'finished' || (markets.length > 0 && markets.every((m) => m.isLocked)),
    row: pickRow(markets, options.groupId).map(({ groupId, typeId, param, label, coef, isLocked }) => ({
      groupId, typeId, ...(param === undefined ? {} : { param }), label, coef, isLocked,
    })),
  };
}

/** Outcome types of the 1X2 prices of a live message, in their order. */
const ONE_X_TWO: readonly number[] = [TYPE.home, TYPE.draw, TYPE.away];
/** The outcome types of a two-way `main` (tennis, American football). */
const TWO_WAY: readonly number[] = [TYPE.home, TYPE.away];

/**
 * Market groups of a game detail (already in display order) with their outcomes in rows: totals
 * by line (over, under), correct scores by score with "other" last, the rest in template order.
 */
export function groupStates(groups: readonly (Pick<MarketGroup, 'groupId' | 'name'> & { columns: number; markets: readonly Omit<OutcomeState, 'trend'>[] })[]): GroupState[] {
  return groups.map((group) => {
    const template = MARKET_GROUPS.find((g) => g.groupId === group.groupId);
    const order = (m: Omit<OutcomeState, 'trend'>) => template?.types.findIndex((t) => t.typeId === m.typeId) ?? 0;
    const byParam = TOTAL_GROUPS.includes(group.groupId) || SCORE_GROUPS.includes(group.groupId) || HANDICAP_GROUPS.includes(group.groupId);
    const param = (m: Omit<OutcomeState, 'trend'>) => (byParam ? (homeLine(group.groupId, m) ?? Number.MAX_SAFE_INTEGER) : 0);
    const outcomes = [...group.markets]
      .sort((a, b) => param(a) - param(b) || order(a) - order(b))
      .map(({ groupId, typeId, param, label, coef, isLocked }) => ({ groupId, typeId, ...(param === undefined ? {} : { param }), label, coef, isLocked }));
    return { groupId: group.groupId, name: group.name, columns: group.columns === 2 || group.columns === 3 ? group.columns : 1, outcomes };
  });
}

/** Direction of a price change. */
export function trendOf(before: number, after: number): 'up' | 'down' | undefined {
  return after > before ? 'up' : after < before ? 'down' : undefined;
}

/**
 * Keeps the trends of a re-fetched row: each outcome gets the direction of its change from the
 * row shown before (outcomes not shown before get none).
 */
export function withTrends(before: readonly OutcomeState[], after: readonly OutcomeState[]): OutcomeState[] {
  return after.map((o) => {
    const old = before.find((b) => sameOutcome(b, o));
    const trend = old ? trendOf(old.coef, o.coef) : undefined;
    const { trend: _drop, ...rest } = o;
    return trend ? { ...rest, trend } : rest;
  });
}

/**
 * A game's status just after a live message: `finished` on a `finish` or in the finished period,
 * `line` before kick-off, else `live`.
 */
export function statusAfter(message: Pick<LiveMessage, 'kind' | 'periodId'>): GameState['status'] {
  if (message.kind === 'finish' || message.periodId === PERIODS.finished.id) return 'finished';
  return message.periodId === PERIODS.notStarted.id ? 'line' : 'live';
}

/**
 * True when a live message locks a game's outcomes until new prices are known (spec §3 live): a
 * goal, a suspension, or the end of the game. A resume, kick-off or odds message opens them again
 * (with the prices it carries, or those of the re-fetch, see {@link needsRefetch}).
 */
export function locksOutcomes(message: Pick<LiveMessage, 'kind' | 'periodId'>): boolean {
  return message.kind === 'goal' || message.kind === 'suspend' || statusAfter(message) === 'finished';
}

/**
 * A game after a live message: score, period, minute and clock from the message; markets locked
 * by a goal or suspension and opened again by a resume, kick-off or odds update; the 1X2 row
 * re-priced from the message's prices (with the direction of each change). Other rows keep
 * their prices (the island re-fetches them, see {@link needsRefetch}).
 * @param receivedAt client instant the message arrived, ms (the clock runs on from it)
 */
export function applyMessage(game: GameState, message: LiveMessage, receivedAt: number): GameState {
  const periodId = message.periodId;
  const status = statusAfter(message);
  let suspended = game.suspended;
  if (locksOutcomes(message)) suspended = true;
  else if (message.kind === 'resume' || message.kind === 'odds' || message.kind === 'kickoff') suspended = false;
  const halfTimeScore =
    game.halfTimeScore ?? (periodId === PERIODS.halfTime.id ? { ...message.score } : null);
  const priced = message.kind === 'resume' || message.kind === 'odds' || message.kind === 'kickoff';
  const row = game.row.map((outcome): OutcomeState => {
    if (outcome.groupId === GROUP.result && priced) {
      const main = 'main' in message ? message.main : undefined;
      const index = (main?.length === 2 ? TWO_WAY : ONE_X_TWO).indexOf(outcome.typeId);
      const coef = index < 0 ? undefined : main?.[index];
      if (coef === undefined) return { ...outcome, isLocked: true, trend: undefined };
      return { ...outcome, coef, isLocked: suspended, trend: trendOf(outcome.coef, coef) ?? outcome.trend };
    }
    // Prices this message does not carry stay locked until they are known again (re-fetch).
    return { ...outcome, isLocked: suspended || outcome.isLocked };
  });
  return {
    ...game,
    status,
    periodId,
    minute: message.minute,
    clock: { seconds: clockSeconds(periodId, game.start * 1000, message.at), running: clockRuns(periodId) && status === 'live', at: receivedAt },
    score: { ...message.score },
    halfTimeScore,
    board: message.board ?? game.board,
    seq: message.seq,
    suspended,
    row,
  };
}

/**
 * True when a message leaves prices the island cannot compute from it: any change of a game
 * whose whole market list is shown (game page), or a price change of a row other than 1X2.
 */
export function needsRefetch(message: Pick<LiveMessage, 'kind'>, rowGroup: number, wholeGame: boolean): boolean {
  if (wholeGame) return true;
  if (rowGroup === GROUP.result) return false;
  return message.kind !== 'goal' && message.kind !== 'suspend';
}

/**
 * One re-fetch per game at a time: a call while that game's re-fetch is under way makes it run
 * once more after it (so the last change is never missed, and a burst of stream gaps costs at
 * most two requests per game).
 * @param inFlight the re-fetches under way, by permanent id (owned by the caller, kept across calls)
 * @param load fetches game `id` and applies what it got; errors are the caller's to catch
 * @returns `refetch(id)`, settled when the game's last re-fetch is applied
 */
export function coalescedRefetch(inFlight: Map<number, { again: boolean }>, load: (id: number) => Promise<void>): (id: number) => Promise<void> {
  return async (id) => {
    const running = inFlight.get(id);
    if (running) {
      running.again = true;
      return;
    }
    const entry = { again: true };
    inFlight.set(id, entry);
    try {
      while (entry.again) {
        entry.again = false;
        await load(id);
      }
    } finally {
      inFlight.delete(id);
    }
  };
}
