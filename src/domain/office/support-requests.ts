/**
 * Support requests of the support button (spec §4 "Support button: the options list toggles;
 * callback or email opens a form"; §6 Authenticated player "callback in support (if language not
 * hidden and feature on)"): the two kinds of request, the callback rule, the time windows a player
 * asks to be called in, and the size limits shared by the forms, the request schemas and the store.
 */

/** What the visitor asked for: an e-mail answer, or a call back. */
export const SUPPORT_REQUEST_KINDS = ['email', 'callback'] as const;

/** A request is open until staff answer it, then answered; it never moves back. */
export const SUPPORT_REQUEST_STATUSES = ['open', 'answered'] as const;
/** A support request's status. */
export type SupportRequestStatus = (typeof SUPPORT_REQUEST_STATUSES)[number];

/**
 * When the player would like to be called, in the player's own day: as soon as possible, or a
 * window (morning 09–12, afternoon 12–17, evening 17–21). i18n `support_time_{window}`.
 */
export const CALLBACK_WINDOWS = ['asap', 'morning', 'afternoon', 'evening'] as const;
/** A callback time window. */
export type CallbackWindow = (typeof CALLBACK_WINDOWS)[number];

/** Longest name, characters. */
export const SUPPORT_NAME_MAX = 100;
/** Longest subject, characters. */
export const SUPPORT_SUBJECT_MAX = 200;
/** Longest message or answer, characters. */
export const SUPPORT_TEXT_MAX = 4000;
/**
 * Largest request body of the support endpoints, bytes: the longest message written entirely in
 * 4-byte characters and escaped, plus the other fields, fits; anything larger is refused (413)
 * before it is parsed.
 */
export const SUPPORT_BODY_LIMIT = 24 * 1024;

/** Requests one sender (a player, or a guest's client address) may send per window. */
export const SUPPORT_REQUESTS_PER_WINDOW = 5;
/** The window of {@link SUPPORT_REQUESTS_PER_WINDOW}, ms (one hour). */
export const SUPPORT_REQUEST_WINDOW_MS = 3_600_000;

/** The site-config facts of the callback rule. */
export interface CallbackConfig {
  isAvailableCallback: boolean;
  langsHiddenCallback: readonly string[];
}

/**
 * Spec §6: the callback is offered when the feature is on and the page language is not one of
 * `langsHiddenCallback`. Offered to authenticated players only; the caller checks the player.
 */
export function callbackAvailable(config: CallbackConfig, lng: string): boolean {
  return config.isAvailableCallback && !config.langsHiddenCallback.includes(lng);
}
