/**
 * Request shapes of the console's player support API, shared by the console
 * islands and the endpoints under `/console-api/players` and `/console-api/adjustments`.
 */
import { z } from 'zod';
import { APPEAL_DECISIONS } from '../src/domain/pages/office-security.ts';
import { safeString } from './primitives.ts';
import { changeReason } from './staff-reason.ts';
import { MAX_BAN_LEVEL, MAX_BAN_VERSION, PLAYER_SEARCH_FIELDS } from '../src/domain/console/players.ts';

/** `GET /console-api/players?q=&by=`: the text to find (exact match) and where to look. */
export const playerSearchQuery = z.object({
  q: safeString().trim().min(1, 'type an id, e-mail, phone or login').max(320),
  by: z.enum(PLAYER_SEARCH_FIELDS).default('any'),
});

/** `POST /console-api/appeals/{id}/answer`: the decision and the reply the player reads (also the audit reason). */
export const appealAnswerBody = z.strictObject({
  decision: z.enum(APPEAL_DECISIONS),
  reply: changeReason,
});

/** `POST /console-api/players/{id}/manager`: the manager (a staff id, or null to take the manager away), an optional direct line. */
export const managerBody = z.strictObject({
  staffId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
  phone: safeString().trim().regex(/^\+?[0-9][0-9 ()-]{5,24}$/, 'must be a phone number such as +44 20 7946 0000').nullable().optional(),
  reason: changeReason,
});

/** `POST /console-api/players/{id}/ban`: the new ban level (0 lifts the ban) and optionally the ban version. */
export const banBody = z.strictObject({
  banLevel: z.number().int().min(0).max(MAX_BAN_LEVEL),
  banVersion: z.number().int().min(0).max(MAX_BAN_VERSION).optional(),
  reason: changeReason,
});

/** `POST /console-api/players/{id}/end-sessions`. */
export const endSessionsBody = z.strictObject({ reason: changeReason });

/**
 * `POST /console-api/players/{id}/adjustments`: a credit or debit of `amount` (major units as a
 * decimal string, at most the currency's decimals, above 0) on one of the player's accounts, with
 * the client's idempotency key (a retry with the same key and content answers the same adjustment).
 */
export const adjustmentBody = z.strictObject({
  accountId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  direction: z.enum(['credit', 'debit']),
  amount: safeString().trim().regex(/^\d{1,16}(?:\.\d{1,4})?$/, 'must be an amount such as 150 or 150.50'),
  reason: changeReason,
  idempotencyKey: safeString().regex(/^[A-Za-z0-9_:-]{8,100}$/, 'must be 8 to 100 letters, digits, _, : or -'),
});

/** `POST /console-api/adjustments/{id}/approve|reject`. */
export const decisionBody = z.strictObject({ reason: changeReason });
