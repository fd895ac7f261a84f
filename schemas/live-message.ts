/**
 * The live message: one event of a live game as the publisher puts it on the bus (channel
 * `feed_live`, src/server/live/publisher.ts), the SSE stream sends it (`GET /bff-api/feed/stream`,
 * `event: game`), `POST /web-api/dev/live` accepts it and the islands apply it
 * (src/domain/feed/live-sync.ts). Small enough for PostgreSQL NOTIFY. A union by `kind`: only the
 * priced kinds (`kickoff`, `odds`, `resume`) may carry the 1X2 prices.
 */
import { z } from 'zod';
import { boardSchema, periodIdSchema, scoreSchema } from './game.ts';
import { replayIdSchema } from './outcome-key.ts';

/** Kinds of live event (src/domain/feed/live-events.ts). */
const LIVE_KINDS = ['kickoff', 'goal', 'period', 'odds', 'suspend', 'resume', 'finish'] as const;
/** A kind of live event. */
export type LiveKind = (typeof LIVE_KINDS)[number];
/** The kinds that carry prices. */
const PRICED_LIVE_KINDS = ['kickoff', 'odds', 'resume'] as const satisfies readonly LiveKind[];

/** The fields before `kind`. */
const head = {
  /** Permanent id of the game. */
  game: z.number().int().positive(),
  /** Replay identity `permanentId:cycle` (seqs count per replay). */
  id: replayIdSchema,
  /** 1-based position of the event in the replay's event list. */
  seq: z.number().int().min(1),
};
/** The fields after `sentAt`. */
const tail = {
  /** Score just after the event (the real full-time score on `finish`). */
  score: scoreSchema,
  /** Period just after the event. */
  periodId: periodIdSchema,
  /** Match minute as shown just after the event, 0..90. */
  minute: z.number().int().min(0).max(90),
  /** The sport's own scoreboard just after the event (tennis sets and server, NFL quarters); absent for football. */
  board: boardSchema.optional(),
};
/** Instant of the event, UTC ms (feed clock). */
const at = z.number().int();
/** When the message was published, UTC ms (for delivery latency). */
const sentAt = z.number().int();
/**
 * Result coefficients after the event, when priced and open: home, draw, away (football 1X2) or
 * home, away (the two-way winner of tennis and American football).
 */
const main = z.union([z.tuple([z.number().min(1), z.number().min(1), z.number().min(1)]), z.tuple([z.number().min(1), z.number().min(1)])]);

/**
 * The brand pricing the prices are at (src/domain/feed/real-prices.ts `pricingKey`:
 * `moment:bookmaker:marginBasisPoints`); a stream passes on only its brand's.
 */
const pricing = z.string().regex(/^(?:closing|opening):(?:B365|PS|Avg):\d{1,4}$/);

/** The union by kind, with `sentAt` as given; fields in wire order (game, id, seq, kind, at, sentAt, score, periodId, minute, board, main, pricing). */
function variants<S extends z.ZodType>(stamp: S) {
  return z.discriminatedUnion('kind', [
    z.strictObject({ ...head, kind: z.enum(PRICED_LIVE_KINDS), at, sentAt: stamp, ...tail, main: main.optional(), pricing: pricing.optional() }),
    z.strictObject({ ...head, kind: z.enum(['goal', 'period', 'suspend', 'finish']), at, sentAt: stamp, ...tail }),
  ]);
}

/** A live message as published and streamed. */
export const liveMessageSchema = variants(sentAt);
/** A live message. */
export type LiveMessage = z.infer<typeof liveMessageSchema>;

/** The body of `POST /web-api/dev/live`: a live message whose `sentAt`, if any, is replaced on publishing. */
export const liveMessageInputSchema = variants(sentAt.optional());

/** The SSE event id of a message (the client's Last-Event-ID): `{game}:{seq}`. */
export function liveEventId(message: Pick<LiveMessage, 'game' | 'seq'>): string {
  return `${message.game}:${message.seq}`;
}

/**
 * A live message from the text of an SSE `data` line; null for anything else (bad JSON, another
 * shape). The browser must run src/client/shell/zod-jitless.ts first.
 */
export function parseLiveMessage(data: string): LiveMessage | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  const parsed = liveMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
