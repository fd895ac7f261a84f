/**
 * The limit service of spec §7 "Responsible gaming" (`/limit-service-api/api/external/web/v3/…`):
 * request bodies and the answers' shapes (spec §3 Limit). Values are numbers in the limit's
 * `measure`: major units of the currency for money limits (999999999 = no limit, spec §5), days
 * (30, 33), hours (31; -1 not set), minutes (32). Out-of-list values are refused by the service
 * with 400 naming the field (`limits.0.limitValue`).
 */
import { z } from 'zod';
import { queryInteger, safeString } from './primitives.ts';

const id = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** `POST …/limits`: the limits to set. */
export const setLimitsBody = z.object({
  limits: z.array(z.object({
    limitType: z.number().int(),
    limitValue: z.number().finite(),
    /** Self-exclusion reason (GET reasons/selfexclude), for type 30. */
    reasonId: z.number().int().optional(),
  }).strict()).min(1).max(16),
}).strict();

/** `POST …/testanswers`: the PGSI answers for a token of `POST …/limits`. */
export const testAnswersBody = z.object({
  tokenGuid: safeString().max(64),
  answers: z.array(z.object({ questionId: z.number().int(), value: z.number().int() }).strict()).max(16),
}).strict();

/** `POST …/limitaction`: 0 reject (cancel the pending change), 1 approve (spec §4). */
export const limitActionBody = z.object({
  limitId: id,
  action: z.union([z.literal(0), z.literal(1)]),
}).strict();

/** `DELETE …/limit?limitId=`: cancels a pending change, or asks to remove an active limit. */
export const deleteLimitQuery = z.object({ limitId: queryInteger(1, Number.MAX_SAFE_INTEGER) });

/** `POST …/BlockUser`: self-exclusion for `days` (spec §5 list) with an optional reason. */
export const blockUserBody = z.object({
  days: z.number().int(),
  reasonId: z.number().int().optional(),
}).strict();

/** `POST …/ping`: a heartbeat; `realityCheck: "continue"` answers the reality-check popup. */
export const pingBody = z.object({ realityCheck: z.literal('continue').optional() }).strict();

/** A limit as the service answers it (spec §3 Limit). */
const limitViewSchema = z.object({
  id: z.number().int(),
  limitType: z.number().int(),
  limitState: z.enum(['PENDING', 'ACTIVE', 'INACTIVE']),
  /** Null for a pending removal. */
  limitValue: z.number().nullable(),
  /** What is left in the current period (money limits), else null. */
  limitBalance: z.number().nullable(),
  /** A PENDING change whose 24 hours have passed: waiting for the player's confirmation. */
  needApprove: z.boolean(),
  startedAt: z.string(),
  /** ACTIVE money limit: end of the period; fixed term: its end; PENDING: when it can be confirmed. */
  endsAt: z.string().nullable(),
  measure: z.string(),
  availableValues: z.array(z.number()).nullable(),
  /** PENDING rows: what the change does to the active limit. */
  change: z.enum(['increase', 'removal']).nullable(),
});
/** A limit view. */
export type LimitView = z.infer<typeof limitViewSchema>;

/** `GET …/limits`. */
export const limitsResponse = z.object({ limits: z.array(limitViewSchema) });

/** A PGSI question in the request's language. */
const questionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  answers: z.array(z.object({ value: z.number().int(), text: z.string() })),
});
/** A question. */
export type Question = z.infer<typeof questionSchema>;

/** `POST …/limits`: 200 saved, or 202 with the questions to answer first (`tokenGuid`). */
export const setLimitsResponse = z.object({
  status: z.union([z.literal(200), z.literal(202)]),
  data: z.object({ questions: z.array(questionSchema) }),
  tokenGuid: z.string().nullable(),
  limitsData: z.array(limitViewSchema),
});

/** `POST …/testanswers`. */
export const testAnswersResponse = z.object({
  questionsResult: z.object({ score: z.number().int(), category: z.enum(['non_problem', 'low_risk', 'moderate_risk', 'problem']) }),
  success: z.boolean(),
  limitsData: z.array(limitViewSchema),
});

/** `POST …/limitaction` and `DELETE …/limit`: the message key of spec §8 and the limits after it. */
export const limitActionResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  status: z.union([z.literal(200), z.literal(202), z.literal(204)]),
  data: z.object({ questions: z.array(questionSchema) }).optional(),
  tokenGuid: z.string().nullable().optional(),
  limitsData: z.array(limitViewSchema),
});

/** `POST …/ping`: the session limit and the reality check of the session, on the feed clock. */
export const pingResponse = z.object({
  sessionLimit: z.object({ hours: z.number().int(), endsAt: z.string(), ended: z.boolean() }).nullable(),
  realityCheck: z.object({
    intervalMinutes: z.number().int(),
    due: z.boolean(),
    /** Since the session started, seconds. */
    elapsedSeconds: z.number().int(),
    /** Payouts minus stakes of the session, per currency, as money text (e.g. "-12.50 RUB"). */
    netPosition: z.array(z.object({ currency: z.string(), netMinor: z.number().int(), text: z.string() })),
  }).nullable(),
  /** True once the session was ended by the session limit (the client shows the notice and logs out). */
  loggedOut: z.boolean(),
});
/** The ping answer. */
export type PingResponse = z.infer<typeof pingResponse>;
