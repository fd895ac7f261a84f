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
import { pricingKey } from '../../domain/feed/real-prices.ts';
import { DEFAULT_SPORTS_PRICING, type SportsPricing } from '../../../schemas/sports-pricing.ts';

/** The channel of live game events. */
export const LIVE_CHANNEL = 'feed_live';
/** Tick period, ms. */
const TICK_MS = 1000;

/**
 * The messages of one game between two instants (schemas/live-message.ts; prices only on the
 * priced kinds, tagged with `pricing` when given: the key of the brand pricing they are at).
 */
export function messagesFor(gameId: number, replayId: string, events: readonly LiveEvent[], sentAt: number, pricing?: string): LiveMessage[] {
  return events.map((event): LiveMessage => {
    const state = {
      at: event.at, sentAt, score: { home: event.score.home, away: event.score.away }, periodId: event.period.id, minute: event.minute,
      ...(event.board ? { board: event.board } : {}),
    };
    const { kind } = event;
    if (kind !== 'kickoff' && kind !== 'odds' && kind !== 'resume') return { game: gameId, id: replayId, seq: event.seq, kind, ...state };
    const main = event.markets?.filter((m) => m.groupId === GROUP.result && !m.isLocked).map((m) => m.coef);
    const tuple = main && (main.length === 3 ? (main as [number, number, number]) : main.length === 2 ? (main as [number, number]) : undefined);
    return { game: gameId, id: replayId, seq: event.seq, kind, ...state, ...(tuple ? { main: tuple } : {}), ...(pricing === undefined ? {} : { pricing }) };
  });
}

/** The SSE frame of a live message: `id: {game}:{seq}`, `event: game`, the message as `data`. */
export function liveFrame(message: LiveMessage): string {
  return sseFrame({ id: liveEventId(message), event: 'game', data: message });
}

/** A bus message's SSE frame, its game and the pricing its prices are at (absent: no prices). */
interface LiveFrame {
  game: number;
  frame: string;
  pricing: string | undefined;
}

/** Frames of bus messages, formatted once for every stream a message goes to (bus messages are shared objects); null for a message that is not one. */
const frames = new WeakMap<object, LiveFrame | null>();

/**
 * A bus message of {@link LIVE_CHANNEL} checked against the live message schema, with its SSE
 * frame; null for anything else (a malformed NOTIFY from another instance is dropped, not streamed).
 */
export function liveFrameOf(raw: unknown): LiveFrame | null {
  if (typeof raw !== 'object' || raw === null) return null;
  let out = frames.get(raw);
  if (out === undefined) {
    // The message as published (checked strictly, so nothing else rides along), in its own key order.
    const message = liveMessageSchema.safeParse(raw).success ? (raw as LiveMessage) : null;
    out = message && { game: message.game, frame: liveFrame(message), pricing: 'pricing' in message ? message.pricing : undefined };
    frames.set(raw, out);
  }
  return out;
}

/**
 * Everything the window's games did in (from, to] of the feed clock, by instant; `sentAt` is the
 * wall-clock instant of publishing (UTC ms), which delivery times are measured from. Only the games that can have an
 * event in it are located: those kicked off by `to` and finished no earlier than `from` (at most
 * the window's finished games behind the live ones), not the whole window, every tick. Priced
 * events once per pricing asked for (each tagged with its key), the others once.
 * @param pricings the brand pricings the streams of this instance follow (at least one)
 */
export function tickMessages(feed: Feed, from: number, to: number, pricings: readonly SportsPricing[] = [DEFAULT_SPORTS_PRICING], sentAt: number = Date.now()): LiveMessage[] {
  const out: LiveMessage[] = [];
  for (const schedule of feed.schedules.values()) {
    // Slots finishing in (from, to] lie between the first live slot at `from` and the one at `to`.
    const pastCount = Math.min(schedule.finishedBehind, Math.max(0, schedule.firstLiveSlot(to) - schedule.firstLiveSlot(from)) + 1);
    const games = schedule.gamesAround(to, { pastCount, futureCount: 0 });
    for (const game of games) {
      const kickoff = game.state.start;
      if (kickoff > to || kickoff + schedule.wallMs < from) continue;
      pricings.forEach((pricing, index) => {
        const messages = messagesFor(game.match.permanentId, game.replayId, liveEvents(game.match, kickoff, from, to, pricing), sentAt, pricingKey(pricing));
        out.push(...(index === 0 ? messages : messages.filter((message) => 'pricing' in message && message.pricing !== undefined)));
      });
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
    // With no stream yet (the settlement worker's own start), the default pricing: its `finish` events are what the worker needs.
    const messages = tickMessages(feed, last, to, followed.size > 0 ? [...followed.values()] : [DEFAULT_SPORTS_PRICING]);
    last = to;
    // Every process computes the same events from the same clock: each serves its own streams.
    for (const message of messages) void bus.publishHere(LIVE_CHANNEL, message).catch(() => {});
  }, TICK_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

let running: Promise<Publisher> | null = null;

/** The brand pricings the streams of this instance have asked for, by key. */
const followed = new Map<string, SportsPricing>();

/**
 * Starts this instance's publisher once (on the first live stream or with the settlement worker)
 * and, given a stream's brand pricing, has it price for that pricing from the next tick on (a
 * pricing once followed stays followed: at most one per distinct brand pricing).
 */
export function ensurePublisher(pricing?: SportsPricing): Promise<Publisher> {
  if (pricing) followed.set(pricingKey(pricing), pricing);
  running ??= Promise.all([getFeed(), getBus()]).then(([feed, bus]) => startPublisher(feed, bus));
  return running;
}
