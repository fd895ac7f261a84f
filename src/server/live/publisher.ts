/**
 * Publishes the replay's live events on the bus: once a second, every event of every
 * game in the window between the previous tick and now (kick-offs, goals, periods, suspensions,
 * odds, finish), as small messages with the game's sequence number. Sequence numbers are pure
 * functions of the game and the event, so several instances publishing the same event publish the
 * same seq, and clients drop what they have already seen. Each process publishes them to its own
 * subscribers only (`publishHere`): a change reaches a stream once, whatever the number of
 * processes; events from outside the replay (`POST /web-api/dev/live`) cross processes on the bus.
 */
import { getBus, type EventBus } from './bus.ts';
import { getFeed, type Feed } from '../feed/service.ts';
import { feedNow } from '../feed/clock.ts';
import { liveEvents, type LiveEvent } from '../../domain/feed/live-events.ts';
import { GROUP } from '../../domain/feed/odds-model.ts';
import { liveEventId, liveMessageSchema, type LiveMessage } from '../../../schemas/live-message.ts';
import { sseFrame } from './sse.ts';

/** The channel of live game events. */
export const LIVE_CHANNEL = 'feed_live';
/** Tick period, ms. */
const TICK_MS = 1000;

/** The messages of one game between two instants (schemas/live-message.ts; prices only on the priced kinds). */
export function messagesFor(gameId: number, replayId: string, events: readonly LiveEvent[], sentAt: number): LiveMessage[] {
  return events.map((event): LiveMessage => {
    const state = {
      at: event.at, sentAt, score: { home: event.score.home, away: event.score.away }, periodId: event.period.id, minute: event.minute,
      ...(event.board ? { board: event.board } : {}),
    };
    const { kind } = event;
    if (kind !== 'kickoff' && kind !== 'odds' && kind !== 'resume') return { game: gameId, id: replayId, seq: event.seq, kind, ...state };
    const main = event.markets?.filter((m) => m.groupId === GROUP.result && !m.isLocked).map((m) => m.coef);
    const tuple = main && (main.length === 3 ? (main as [number, number, number]) : main.length === 2 ? (main as [number, number]) : undefined);
    return { game: gameId, id: replayId, seq: event.seq, kind, ...state, ...(tuple ? { main: tuple } : {}) };
  });
}

/** The SSE frame of a live message: `id: {game}:{seq}`, `event: game`, the message as `data`. */
export function liveFrame(message: LiveMessage): string {
  return sseFrame({ id: liveEventId(message), event: 'game', data: message });
}

/** Frames of bus messages, formatted once for every stream a message goes to (bus messages are shared objects); null for a message that is not one. */
const frames = new WeakMap<object, { game: number; frame: string } | null>();

/**
 * A bus message of {@link LIVE_CHANNEL} checked against the live message schema, with its SSE
 * frame; null for anything else (a malformed NOTIFY from another instance is dropped, not streamed).
 */
export function liveFrameOf(raw: unknown): { game: number; frame: string } | null {
  if (typeof raw !== 'object' || raw === null) return null;
  let out = frames.get(raw);
  if (out === undefined) {
    // The message as published (checked strictly, so nothing else rides along), in its own key order.
    const message = liveMessageSchema.safeParse(raw).success ? (raw as LiveMessage) : null;
    out = message && { game: message.game, frame: liveFrame(message) };
    frames.set(raw, out);
  }
  return out;
}

/**
 * Everything the window's games did in (from, to] of the feed clock, by instant; `sentAt` is the
 * wall-clock instant of publishing (UTC ms), which delivery times are measured from. Only the games that can have an
 * event in it are located: those kicked off by `to` and finished no earlier than `from` (at most
 * the window's finished games behind the live ones), not the whole window, every tick.
 */
export function tickMessages(feed: Feed, from: number, to: number, sentAt: number = Date.now()): LiveMessage[] {
  const out: LiveMessage[] = [];
  for (const schedule of feed.schedules.values()) {
    // Slots finishing in (from, to] lie at most ⌈(to − from) / cadence⌉ + 1 slots before the first live one.
    const pastCount = Math.min(schedule.finishedBehind, Math.max(0, Math.ceil((to - from) / schedule.cadenceMs)) + 1);
    const games = schedule.gamesAround(to, { pastCount, futureCount: 0 });
    for (const game of games) {
      const kickoff = game.state.start;
      if (kickoff > to || kickoff + schedule.wallMs < from) continue;
      out.push(...messagesFor(game.match.permanentId, game.replayId, liveEvents(game.match, kickoff, from, to), sentAt));
    }
  }
  return out.sort((a, b) => a.at - b.at || a.game - b.game || a.seq - b.seq);
}

/** A running publisher. */
export interface Publisher {
  stop(): void;
}

/** Starts publishing every {@link TICK_MS}. */
function startPublisher(feed: Feed, bus: EventBus, now: () => number = feedNow): Publisher {
  let last = now();
  const timer = setInterval(() => {
    const to = now();
    const messages = tickMessages(feed, last, to);
    last = to;
    // Every process computes the same events from the same clock: each serves its own streams.
    for (const message of messages) void bus.publishHere(LIVE_CHANNEL, message).catch(() => {});
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
