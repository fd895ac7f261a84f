/**
 * Publishes the replay's live events on the bus (issue 5): once a second, every event of every
 * game in the window between the previous tick and now (kick-offs, goals, periods, suspensions,
 * odds, finish), as small messages with the game's sequence number. Sequence numbers are pure
 * functions of the game and the event, so several instances publishing the same event publish the
 * same seq, and clients drop what they have already seen.
 */
import { getBus, type EventBus } from './bus.ts';
import { getFeed, type Feed } from '../feed/service.ts';
import { feedNow } from '../feed/clock.ts';
import { liveEvents, type LiveEvent } from '../../domain/feed/live-events.ts';
import { MATCH_WALL_MS } from '../../domain/feed/replay.ts';
import { GROUP } from '../../domain/feed/odds-model.ts';

/** The channel of live game events. */
export const LIVE_CHANNEL = 'feed_live';
/** Tick period, ms. */
export const TICK_MS = 1000;

/** A live message: small enough for PostgreSQL NOTIFY. */
export interface LiveMessage {
  /** Permanent id of the game. */
  game: number;
  /** Replay identity `permanentId:cycle`. */
  id: string;
  seq: number;
  kind: LiveEvent['kind'];
  /** Instant of the event, UTC ms. */
  at: number;
  /** When it was published, UTC ms (for delivery latency). */
  sentAt: number;
  score: [number, number];
  periodId: number;
  minute: number;
  /** 1X2 coefficients after the event (home, draw, away), when priced and open. */
  main?: [number, number, number];
}

/** The messages of one game between two instants. */
export function messagesFor(gameId: number, replayId: string, events: readonly LiveEvent[], sentAt: number): LiveMessage[] {
  return events.map((event) => {
    const oneXTwo = event.markets?.filter((m) => m.groupId === GROUP.result && !m.isLocked).map((m) => m.coef);
    return {
      game: gameId,
      id: replayId,
      seq: event.seq,
      kind: event.kind,
      at: event.at,
      sentAt,
      score: [event.score.home, event.score.away],
      periodId: event.period.id,
      minute: event.minute,
      ...(oneXTwo && oneXTwo.length === 3 ? { main: oneXTwo as [number, number, number] } : {}),
    };
  });
}

/**
 * Everything the window's games did in (from, to], by instant. Only the games that can have an
 * event in it are located: those kicked off by `to` and finished no earlier than `from` (at most
 * the window's finished games behind the live ones), not the whole window, every tick.
 */
export function tickMessages(feed: Feed, from: number, to: number): LiveMessage[] {
  const out: LiveMessage[] = [];
  const { schedule } = feed;
  // Slots finishing in (from, to] lie at most ⌈(to − from) / cadence⌉ + 1 slots before the first live one.
  const pastCount = Math.min(schedule.finishedBehind, Math.max(0, Math.ceil((to - from) / schedule.cadenceMs)) + 1);
  const games = schedule.gamesAround(to, { pastCount, futureCount: 0 });
  for (const game of games) {
    const kickoff = game.state.start;
    if (kickoff > to || kickoff + MATCH_WALL_MS < from) continue;
    out.push(...messagesFor(game.match.permanentId, game.replayId, liveEvents(game.match, kickoff, from, to), to));
  }
  return out.sort((a, b) => a.at - b.at || a.game - b.game || a.seq - b.seq);
}

/** A running publisher. */
export interface Publisher {
  stop(): void;
}

/** Starts publishing every {@link TICK_MS}. */
export function startPublisher(feed: Feed, bus: EventBus, now: () => number = feedNow): Publisher {
  let last = now();
  const timer = setInterval(() => {
    const to = now();
    const messages = tickMessages(feed, last, to);
    last = to;
    for (const message of messages) void bus.publish(LIVE_CHANNEL, message).catch(() => {});
  }, TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

let running: Promise<Publisher> | null = null;

/** Starts this instance's publisher once (on the first live stream). */
export function ensurePublisher(): Promise<Publisher> {
  running ??= Promise.all([getFeed(), getBus()]).then(([feed, bus]) => startPublisher(feed, bus));
  return running;
}
