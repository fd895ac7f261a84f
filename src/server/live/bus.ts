/**
 * Event bus for live updates (ARCHITECTURE "Live"): publish/subscribe on named channels.
 * In-process by default; PostgreSQL LISTEN/NOTIFY when `DATABASE_URL` is set, so several server
 * instances share one stream of live updates. Messages are JSON; a NOTIFY payload must stay under
 * PostgreSQL's 8000-byte limit, so publishers send small events (a game's score, period, seq).
 */
import { EventEmitter } from 'node:events';
import pg from 'pg';

/** A subscription's handler. */
type Handler = (message: unknown) => void;

/** The bus. */
export interface EventBus {
  /** Delivers `message` to every subscriber of `channel` (on every instance for the PostgreSQL bus). */
  publish(channel: string, message: unknown): Promise<void>;
  /**
   * Delivers `message` to this process's subscribers of `channel` only: for events every process
   * computes itself (the replay's live events, src/server/live/publisher.ts), which would otherwise
   * reach each subscriber once per publishing process.
   */
  publishHere(channel: string, message: unknown): Promise<void>;
  /** Subscribes; returns the unsubscribe function. */
  subscribe(channel: string, handler: Handler): Promise<() => void>;
  /** Releases connections. */
  close(): Promise<void>;
}

/** Channel names are lowercase identifiers, safe to LISTEN on. */
const CHANNEL_RE = /^[a-z][a-z0-9_]{0,62}$/;

function assertChannel(channel: string): void {
  if (!CHANNEL_RE.test(channel)) throw new Error(`bad channel name ${JSON.stringify(channel)}`);
}

/** The in-process bus: one EventEmitter. */
export function inProcessBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(channel, message) {
      assertChannel(channel);
      emitter.emit(channel, message);
    },
    async publishHere(channel, message) {
      assertChannel(channel);
      emitter.emit(channel, message);
    },
    async subscribe(channel, handler) {
      assertChannel(channel);
      emitter.on(channel, handler);
      return () => emitter.off(channel, handler);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** Largest NOTIFY payload PostgreSQL accepts, bytes (minus a margin). */
export const MAX_PAYLOAD_BYTES = 7900;

/**
 * The PostgreSQL bus: one dedicated LISTEN connection per instance, NOTIFY through a small pool.
 * @throws Error from `publish` when the JSON payload exceeds {@link MAX_PAYLOAD_BYTES}
 */
export async function postgresBus(url: string): Promise<EventBus> {
  const listener = new pg.Client({ connectionString: url });
  await listener.connect();
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const local = inProcessBus();
  const listening = new Set<string>();
  listener.on('notification', (note) => {
    if (!note.payload) return;
    let message: unknown;
    try {
      message = JSON.parse(note.payload);
    } catch {
      return;
    }
    void local.publish(note.channel, message);
  });
  listener.on('error', () => {
    // The instance keeps serving; subscribers see no updates until restart (logged by pg).
  });
  return {
    async publish(channel, message) {
      assertChannel(channel);
      const payload = JSON.stringify(message);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`live message too large for NOTIFY (${Buffer.byteLength(payload)} bytes)`);
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    publishHere: (channel, message) => local.publishHere(channel, message),
    async subscribe(channel, handler) {
      assertChannel(channel);
      if (!listening.has(channel)) {
        listening.add(channel);
        await listener.query(`listen ${channel}`);
      }
      return local.subscribe(channel, handler);
    },
    async close() {
      await local.close();
      await listener.end();
      await pool.end();
    },
  };
}

let shared: Promise<EventBus> | null = null;

/** The server's bus: PostgreSQL LISTEN/NOTIFY with DATABASE_URL, else in-process. */
export function getBus(): Promise<EventBus> {
  shared ??= process.env.DATABASE_URL ? postgresBus(process.env.DATABASE_URL) : Promise.resolve(inProcessBus());
  return shared;
}
