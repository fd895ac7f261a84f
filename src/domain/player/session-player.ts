/**
 * The logged-in player as pages, layouts, the middleware and endpoints read it
 * (`Astro.locals.player`): identity, contacts shown in the user config, and the flags the routing
 * decision reads (ban, terms version, user transfer). It holds no secret: no password hash, no
 * TOTP secret, so nothing rendered or logged from it can leak one. Built once per request from the
 * session query, which selects exactly these columns (src/server/auth/sessions.ts).
 */
import type { TransferKind } from './transfer.ts';

/** The player of a live session. */
export interface SessionPlayer {
  /** Player id. */
  id: number;
  /** Lowercased e-mail, or null. */
  email: string | null;
  /** Phone in E.164, or null. */
  phone: string | null;
  /** Generated login of a one-click registration, or null. */
  login: string | null;
  /** Chosen display name, or null. */
  userName: string | null;
  /** Two-letter country code of the phone, or null. */
  countryCode: string | null;
  /** Spec §4 activation type: 0 none, 1 e-mail only, 2 both, 3 phone only. */
  activationType: number;
  /** Two-step login is on (the secret itself stays in the database). */
  totpEnabled: boolean;
  /** Spec §4 Ban: banned when above 0. */
  banLevel: number;
  /** Version of the ban state, sent to the client with the level. */
  banVersion: number;
  /** Version of the terms the player accepted. */
  termsVersion: number;
  /** Bonus chosen after registration (none, sports, casino), or null until asked. */
  bonusChoice: string | null;
  /** Office transfer kind (spec §4 User transfer). */
  transferKind: TransferKind;
  /** Key of a required transfer, or null when none is required. */
  transferKey: string | null;
}

/** The fields of a {@link SessionPlayer}, in one list for the query and for tests. */
export const SESSION_PLAYER_FIELDS = [
  'id', 'email', 'phone', 'login', 'userName', 'countryCode', 'activationType', 'totpEnabled',
  'banLevel', 'banVersion', 'termsVersion', 'bonusChoice', 'transferKind', 'transferKey',
] as const satisfies readonly (keyof SessionPlayer)[];
