/**
 * Bodies and answers of the personal office's security and settings calls (spec §2 office
 * `security`, `settings`; §3 Global user settings, User config protection; §7 GetTimezones and
 * Office settings). One shape per boundary; strings refuse NUL (safeString).
 */
import { z } from 'zod';
import { safeString } from './primitives.ts';
import { COEF_VIEW } from '../src/domain/coupon/odds-format.ts';
import { canonicalTimeZone, isTimeZone } from '../src/domain/office/settings.ts';
import { LANGUAGES } from './language.ts';

const password = safeString().min(1, 'enter a password').max(1024);
const code = safeString().regex(/^\d{6}$/, 'must be 6 digits');

/** `POST /web-api/user/password/change`: the current password and the new one (policy of src/server/auth/password.ts). */
export const changePasswordBody = z.strictObject({ oldPassword: password, newPassword: password });

/** `POST /web-api/user/two-step/disable`: a current code from the authenticator app. */
export const disableTwoStepBody = z.strictObject({ code });

/** A session's public reference: 24 hex digits derived from its id (never the id itself). */
const sessionRef = z.string().regex(/^[0-9a-f]{24}$/, 'must be a session reference');

/** `POST /web-api/user/sessions/end`. */
export const endSessionBody = z.strictObject({ ref: sessionRef });

/** One live session of the player (`GET /web-api/user/sessions`). Times are ISO 8601 UTC. */
const sessionView = z.object({
  ref: sessionRef,
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  remembered: z.boolean(),
  current: z.boolean(),
  /** Browser, system and platform the session was started from; null when unknown. */
  device: z.string().nullable(),
  /** Client address at login; null when unknown. */
  address: z.string().nullable(),
});
/** `GET /web-api/user/sessions`. */
export const sessionsResponse = z.object({ sessions: z.array(sessionView) });
export type SessionView = z.infer<typeof sessionView>;

const coefViewIds = Object.values(COEF_VIEW) as [number, ...number[]];
const sportIds = z.array(z.number().int().min(1).max(100_000)).max(200);

/** Mailing settings of spec §3. */
const mailingSettingsSchema = z.strictObject({
  enable_mail_news: z.boolean(),
  enable_mail_deposit: z.boolean(),
  enable_mail_bets: z.boolean(),
  enable_sms_news: z.boolean(),
});

/** A player's stored global user settings (src/domain/office/settings.ts UserSettings). */
export const userSettingsSchema = z.strictObject({
  language: z.enum(Object.keys(LANGUAGES) as [keyof typeof LANGUAGES, ...(keyof typeof LANGUAGES)[]]).nullable(),
  timeZone: safeString().max(64).refine(isTimeZone, 'must be an IANA time zone').transform(canonicalTimeZone),
  is12h: z.boolean(),
  appTheme: z.union([z.literal(0), z.literal(1)]),
  coefViewId: z.number().int().refine((v) => coefViewIds.includes(v), 'must be a coefficient view of spec §9'),
  mailing: mailingSettingsSchema,
  disallowLineSports: sportIds,
  disallowLiveSports: sportIds,
});

/** `POST /web-api/user/settings`: any subset of the settings; the answer is the whole saved object. */
export const userSettingsPatch = userSettingsSchema.partial().refine((patch) => Object.keys(patch).length > 0, 'name at least one setting');

type SettingsShape = typeof userSettingsSchema.shape;
type MailingShape = typeof mailingSettingsSchema.shape;

/** The ids of spec §7 "save one setting (id, value)": every top-level setting, and each mailing setting. */
type SettingId = keyof SettingsShape | keyof MailingShape;

/** One setting as spec §7 saves it: its id and a value of that setting's own shape. */
export type OneSetting =
  | { [K in keyof SettingsShape]: { id: K; value: z.output<SettingsShape[K]> } }[keyof SettingsShape]
  | { id: keyof MailingShape; value: boolean };

const settingSchemas = { ...userSettingsSchema.shape, ...mailingSettingsSchema.shape } as Record<SettingId, z.ZodType>;

/** Every {@link SettingId}. */
const SETTING_IDS = Object.keys(settingSchemas) as [SettingId, ...SettingId[]];

/**
 * `POST /web-api/user/settings` `{ id, value }` (spec §7 "save one setting (id, value)"): one setting
 * of {@link SettingId} with a value of that setting's own shape (a mailing id takes a boolean).
 */
const oneSettingBody = z
  .strictObject({ id: z.enum(SETTING_IDS), value: z.unknown() })
  .transform((body, ctx) => {
    const value = settingSchemas[body.id].safeParse(body.value);
    if (value.success) return { id: body.id, value: value.data } as OneSetting;
    for (const issue of value.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: ['value', ...issue.path] });
    return z.NEVER;
  });

/**
 * The body of `POST /web-api/user/settings`: one setting as `{ id, value }` (a body with an `id`),
 * or any subset of the settings by name.
 */
export const userSettingsSaveBody = z.unknown().transform((body, ctx): OneSetting | z.output<typeof userSettingsPatch> => {
  const schema = body !== null && typeof body === 'object' && 'id' in body ? oneSettingBody : userSettingsPatch;
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

/** `GET /web-api/GetTimezones` (spec §7): a map of IANA zone → text, value (offset hours), zone. */
export const timezonesResponse = z.object({
  result: z.record(z.string(), z.object({ text: z.string(), value: z.number(), zone: z.string() })),
});

/** `POST /web-api/office/payment-requests`: a request about a payment (or a sub-topic), with the player's message. */
export const createPaymentRequestBody = z.strictObject({
  topicId: z.number().int().min(1).max(100),
  subTopicId: z.number().int().min(1).max(100).nullable().default(null),
  paymentId: z.number().int().min(1).nullable().default(null),
  message: safeString().trim().min(1, 'write what happened').max(2000),
});

/** `POST /console-api/payment-requests/{requestId}/answer`: the staff answer (shown to the player). */
export const answerPaymentRequestBody = z.strictObject({ answer: safeString().trim().min(1, 'write the answer').max(2000) });

/** One payment request as the player and staff see it. Times ISO 8601 UTC; amounts in minor units. */
export const paymentRequestView = z.object({
  id: z.number(),
  playerId: z.number(),
  brandId: z.string(),
  topicId: z.number(),
  subTopicId: z.number().nullable(),
  payment: z.object({ id: z.number(), direction: z.string(), amountMinor: z.number(), currency: z.string(), status: z.string(), createdAt: z.string() }).nullable(),
  message: z.string(),
  status: z.enum(['open', 'answered']),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PaymentRequestView = z.infer<typeof paymentRequestView>;

/** `POST /web-api/office/ideas`: an idea for the portal (office `share-idea`). */
export const shareIdeaBody = z.strictObject({ text: safeString().trim().min(1, 'write your idea').max(2000) });

/** `POST /web-api/office/block-appeals`: a banned player's appeal against the current ban. */
export const blockAppealBody = z.strictObject({ text: safeString().trim().min(1, 'write why the ban should be lifted').max(2000) });

/** `POST /web-api/user/birth-date` `{ birthDate }`: the player's date of birth, `YYYY-MM-DD` (given once). */
export const birthDateBody = z.strictObject({ birthDate: safeString().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD') });
