/**
 * The keys that name an outcome and a replayed game on the wire (spec §3 Market, Bet): the
 * outcome key `permanentId:groupId:typeId:param` (the outcome button's `data-outcome`, a coupon
 * bet's `key`, `coupon_bets.outcome_key`) and the replay id `permanentId:cycle` (a game view's
 * `id`, a bet's `gameId`). The grammar, the builder and the parser are
 * src/domain/feed/outcome-key.ts; these schemas check the text and the parts with it.
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import {
  MAX_KEY_ID, OUTCOME_KEY_FORMAT, PARAM_LIMIT, REPLAY_ID_FORMAT, isKeyParam, isOutcomeKey, isReplayId, type OutcomeKeyParts,
} from '../src/domain/feed/outcome-key.ts';

/** An outcome key `permanentId:groupId:typeId:param` (param may be empty). */
export const outcomeKeySchema = safeString().refine(isOutcomeKey, `must be an outcome key ${OUTCOME_KEY_FORMAT}`);
/** A replayed game instance `permanentId:cycle`. */
export const replayIdSchema = safeString().refine(isReplayId, `must be a game id ${REPLAY_ID_FORMAT}`);

/** The parts an outcome key is made of (src/domain/feed/outcome-key.ts `OutcomeKeyParts`). */
export const outcomeKeyPartsSchema = z.strictObject({
  /** Permanent id of the match, integer > 0. */
  permanentId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  /** Market group id, integer ≥ 0. */
  groupId: z.number().int().min(0).max(MAX_KEY_ID),
  /** Outcome type id, integer ≥ 0. */
  typeId: z.number().int().min(0).max(MAX_KEY_ID),
  /** Parameter (line, handicap, home × 100 + away goals); absent when none. |param| < 10000, at most 2 decimals. */
  param: z.number().refine(isKeyParam, `must be below ${PARAM_LIMIT} in size with at most 2 decimals`).optional(),
}) satisfies z.ZodType<OutcomeKeyParts>;
