/**
 * The browser's reads of the feed for the live islands: a game's detail
 * (`GET /bff-api/feed/game/{id}`, schemas/feed-api.ts `gameDetailResponse`) after a seq gap, and
 * the live messages of the SSE stream, checked for the fields the islands use.
 */
import type { FeedGameLike, LiveMessageLike, OutcomeState } from '../../domain/feed/live-sync.ts';

/** The parts of a game detail the islands use. */
export interface GameDetailLike {
  game: FeedGameLike;
  groups: { groupId: number; name: string; columns: number; markets: Omit<OutcomeState, 'trend'>[] }[];
}

const KINDS: readonly string[] = ['kickoff', 'goal', 'period', 'odds', 'suspend', 'resume', 'finish'];
const isInt = (value: unknown): value is number => Number.isInteger(value);
const isPair = (value: unknown): value is [number, number] => Array.isArray(value) && value.length === 2 && value.every(isInt);

/** A live message from an SSE `data` line, or null when it is not one. */
export function parseLiveMessage(data: string): LiveMessageLike | null {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  if (!isInt(m.game) || typeof m.id !== 'string' || !isInt(m.seq) || typeof m.kind !== 'string' || !KINDS.includes(m.kind)) return null;
  if (!isInt(m.at) || !isPair(m.score) || !isInt(m.periodId) || !isInt(m.minute)) return null;
  const main = Array.isArray(m.main) && m.main.length === 3 && m.main.every((c) => typeof c === 'number') ? (m.main as [number, number, number]) : undefined;
  return { game: m.game, id: m.id, seq: m.seq, kind: m.kind as LiveMessageLike['kind'], at: m.at, score: m.score, periodId: m.periodId, minute: m.minute, ...(main ? { main } : {}) };
}

/**
 * Fetches a game's detail; null when the game is gone (404) or the answer is not a detail.
 * @param base the endpoint's path up to the id, e.g. `/bff-api/feed/game/`
 * @throws the network error of `fetch`
 */
export async function fetchGameDetail(base: string, id: number): Promise<GameDetailLike | null> {
  const response = await fetch(`${base}${id}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as Partial<GameDetailLike> | null;
  if (!body || typeof body.game?.permanentId !== 'number' || !Array.isArray(body.groups)) return null;
  return body as GameDetailLike;
}
