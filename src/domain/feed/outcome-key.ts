/**
 * The one place that builds and parses the keys of an outcome and of a replayed game (the wire
 * schemas of both are schemas/outcome-key.ts):
 * - outcome key `permanentId:groupId:typeId:param` (spec §3 Market: param empty when the outcome
 *   has none; a line, handicap or home × 100 + away goals otherwise);
 * - replay id `permanentId:cycle` (a game instance of the repeating replay schedule).
 * Pure and free of imports, so every island can use it; building and parsing round-trip.
 */

/**
 * Grammar of an outcome key: permanent id (1–16 digits), group id and type id (1–6 digits each),
 * parameter (empty, or a number of at most 4 integer digits and 2 decimals, optionally negative).
 */
const OUTCOME_KEY_RE = /^(\d{1,16}):(\d{1,6}):(\d{1,6}):(-?\d{1,4}(?:\.\d{1,2})?)?$/;
/** Grammar of a replay id: permanent id (1–16 digits), replay cycle (up to 6 digits, may be negative). */
const REPLAY_ID_RE = /^(\d{1,16}):(-?\d{1,6})$/;
/** What an outcome key must look like, as a refusal says it. */
export const OUTCOME_KEY_FORMAT = 'permanentId:groupId:typeId:param (param empty or a number with at most 4 digits before and 2 after the point)';
/** What a replay id must look like, as a refusal says it. */
export const REPLAY_ID_FORMAT = 'permanentId:cycle';
/** Largest group or type id a key holds. */
export const MAX_KEY_ID = 999_999;
/** Parameters lie strictly between minus and plus this. */
export const PARAM_LIMIT = 10_000;

/** The parts an outcome key is made of. */
export interface OutcomeKeyParts {
  /** Permanent id of the match, integer > 0. */
  permanentId: number;
  /** Market group id (src/domain/feed/odds-model.ts GROUP), integer 0..{@link MAX_KEY_ID}. */
  groupId: number;
  /** Outcome type id (src/domain/feed/odds-model.ts TYPE), integer 0..{@link MAX_KEY_ID}. */
  typeId: number;
  /**
   * Parameter: a total line, a handicap, or home × 100 + away goals of a correct score; absent
   * for an outcome without one. |param| < {@link PARAM_LIMIT}, at most 2 decimals.
   */
  param?: number;
}

/** An outcome's place within its game: the key's parts after the permanent id. */
export type OutcomeRef = Omit<OutcomeKeyParts, 'permanentId'>;

/** A key that does not follow its grammar, or parts no key can hold. */
export class KeyFormatError extends RangeError {
  override name = 'KeyFormatError';
}

/** True for a parameter a key can hold (|param| < {@link PARAM_LIMIT}, at most 2 decimals). */
export function isKeyParam(param: number): boolean {
  return Number.isFinite(param) && Math.abs(param) < PARAM_LIMIT && Math.abs(param * 100 - Math.round(param * 100)) < 1e-6;
}

const isKeyId = (value: number) => Number.isInteger(value) && value >= 0 && value <= MAX_KEY_ID;
const isPermanentId = (value: number) => Number.isSafeInteger(value) && value > 0;
const quoted = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);

/**
 * The outcome key of an outcome of a game.
 * @throws KeyFormatError naming the part no key can hold (a permanent id that is not a positive
 *   whole number, a group or type id outside 0..999999, a parameter of 10000 or more or with more
 *   than 2 decimals)
 */
export function outcomeKey(parts: OutcomeKeyParts): string {
  const { permanentId, groupId, typeId, param } = parts;
  const bad = !isPermanentId(permanentId) ? `permanentId ${permanentId}` : !isKeyId(groupId) ? `groupId ${groupId}` : !isKeyId(typeId) ? `typeId ${typeId}` : param !== undefined && !isKeyParam(param) ? `param ${param}` : null;
  if (bad) throw new KeyFormatError(`cannot build an outcome key with ${bad}: expected ${OUTCOME_KEY_FORMAT}`);
  return `${permanentId}:${groupId}:${typeId}:${param === undefined ? '' : String(Math.round(param * 100) / 100)}`;
}

/** The outcome key of an outcome (its group, type and parameter) of game `permanentId`. */
export function refKey(permanentId: number, outcome: OutcomeRef): string {
  return outcomeKey({ permanentId, groupId: outcome.groupId, typeId: outcome.typeId, ...(outcome.param === undefined ? {} : { param: outcome.param }) });
}

/** True when `text` is an outcome key. */
export function isOutcomeKey(text: string): boolean {
  const m = OUTCOME_KEY_RE.exec(text);
  return m !== null && isPermanentId(Number(m[1]));
}

/**
 * The parts of an outcome key.
 * @throws KeyFormatError for text that is not `permanentId:groupId:typeId:param`, quoting it
 */
export function parseOutcomeKey(key: string): OutcomeKeyParts {
  const m = OUTCOME_KEY_RE.exec(key);
  if (!m || !isPermanentId(Number(m[1]))) throw new KeyFormatError(`bad outcome key ${quoted(key)}: expected ${OUTCOME_KEY_FORMAT}`);
  return { permanentId: Number(m[1]), groupId: Number(m[2]), typeId: Number(m[3]), ...(m[4] === undefined ? {} : { param: Number(m[4]) }) };
}

/** True when two outcomes are the same outcome of a game (group, type and parameter). */
export function sameOutcome(a: OutcomeRef, b: OutcomeRef): boolean {
  return a.groupId === b.groupId && a.typeId === b.typeId && (a.param ?? null) === (b.param ?? null);
}

/**
 * The replay id of a game instance.
 * @param cycle replay cycle, a whole number (may be negative)
 * @throws KeyFormatError for a permanent id that is not a positive whole number, or a cycle that
 *   is not a whole number of at most 6 digits
 */
export function replayId(permanentId: number, cycle: number): string {
  if (!isPermanentId(permanentId) || !Number.isInteger(cycle) || Math.abs(cycle) > MAX_KEY_ID) {
    throw new KeyFormatError(`cannot build a game id from permanentId ${permanentId} and cycle ${cycle}: expected ${REPLAY_ID_FORMAT} with whole numbers, the id positive`);
  }
  return `${permanentId}:${cycle}`;
}

/** True when `text` is a replay id. */
export function isReplayId(text: string): boolean {
  const m = REPLAY_ID_RE.exec(text);
  return m !== null && isPermanentId(Number(m[1]));
}

/**
 * The parts of a replay id.
 * @throws KeyFormatError for text that is not `permanentId:cycle`, quoting it
 */
export function parseReplayId(id: string): { permanentId: number; cycle: number } {
  const m = REPLAY_ID_RE.exec(id);
  if (!m || !isPermanentId(Number(m[1]))) throw new KeyFormatError(`bad game id ${quoted(id)}: expected ${REPLAY_ID_FORMAT}`);
  return { permanentId: Number(m[1]), cycle: Number(m[2]) };
}
