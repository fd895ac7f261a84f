/**
 * Bodies and answers of the support forms (spec §4 "Support button: … callback or email opens a
 * form"; §6 callback for authenticated players) and of the console's support requests. Every
 * string is a {@link safeString} (no NUL, no unpaired surrogate); lengths from
 * src/domain/office/support-requests.ts.
 */
import { z } from 'zod';
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';
import { safeString } from './primitives.ts';
import {
  CALLBACK_WINDOWS, SUPPORT_NAME_MAX, SUPPORT_REQUEST_KINDS, SUPPORT_REQUEST_STATUSES, SUPPORT_SUBJECT_MAX, SUPPORT_TEXT_MAX,
} from '../src/domain/office/support-requests.ts';

const name = safeString().trim().min(1, 'enter your name').max(SUPPORT_NAME_MAX);
const message = safeString().trim().min(1, 'write your message').max(SUPPORT_TEXT_MAX);

/** An e-mail address (trimmed, lowercased), the shape registration accepts. */
const supportEmailAddress = safeString()
  .trim()
  .toLowerCase()
  .max(320)
  .regex(/^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/, 'enter a valid e-mail address');

/**
 * A phone number written internationally (`+44 20 7946 0000`), valid for its country by
 * libphonenumber-js; the value is its E.164 form (`+442079460000`).
 */
const internationalPhone = safeString()
  .trim()
  .max(40)
  .refine((text) => text.startsWith('+') && isValidPhoneNumber(text), 'enter a valid phone number with its country code, e.g. +44 20 7946 0000')
  .transform((text) => parsePhoneNumberFromString(text)!.number as string);

/** `POST /web-api/support/email`: a question answered by e-mail (guests and players). */
export const supportEmailBody = z.strictObject({
  name,
  email: supportEmailAddress,
  subject: safeString().trim().min(1, 'enter a subject').max(SUPPORT_SUBJECT_MAX),
  message,
});
export type SupportEmailBody = z.infer<typeof supportEmailBody>;

/** `POST /web-api/support/callback`: a call back (players, when the callback is offered), an optional note. */
export const supportCallbackBody = z.strictObject({
  name,
  phone: internationalPhone,
  preferredTime: z.enum(CALLBACK_WINDOWS),
  message: safeString().trim().max(SUPPORT_TEXT_MAX).default(''),
});
export type SupportCallbackBody = z.infer<typeof supportCallbackBody>;

/** `POST /console-api/support/{brandId}/requests/{requestId}/answer`: the staff answer, sent to the visitor. */
export const answerSupportRequestBody = z.strictObject({ answer: safeString().trim().min(1, 'write the answer').max(SUPPORT_TEXT_MAX) });

/** One support request as the player and staff see it. Times ISO 8601 UTC. */
export const supportRequestView = z.object({
  id: z.number(),
  brandId: z.string(),
  kind: z.enum(SUPPORT_REQUEST_KINDS),
  /** The player who sent it; null for a guest. */
  playerId: z.number().nullable(),
  /** The page language it was sent in (the answer's language). */
  language: z.string(),
  name: z.string(),
  /** Where the answer is e-mailed; null for a callback of a player without an e-mail. */
  email: z.string().nullable(),
  /** E.164, callbacks only. */
  phone: z.string().nullable(),
  preferredTime: z.enum(CALLBACK_WINDOWS).nullable(),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_REQUEST_STATUSES),
  answer: z.string().nullable(),
  answeredAt: z.string().nullable(),
  createdAt: z.string(),
});
export type SupportRequestView = z.infer<typeof supportRequestView>;

/** `GET /console-api/support/{brandId}/requests?status=`: the brand's requests, open ones first by default. */
export const supportRequestsQuery = z.strictObject({ status: z.enum(SUPPORT_REQUEST_STATUSES).optional() });
