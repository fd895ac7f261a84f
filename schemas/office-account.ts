/**
 * Boundary shapes of the office account page's islands (spec §3 Account, office menu user data):
 * `GET /web-api/office/profile` (the profile the account page shows) and the user data block of
 * `GET /web-api/office/menu` (spec §7 "Office menu returns menuCategories and menuUserData"), which
 * the office shell's user block reads. The pages themselves name no player: they are shared between
 * players (src/server/player-pages.ts) and these islands load the player's own data.
 */
import { z } from 'zod';

/** The player's profile as the account page shows it. */
const officeProfile = z.object({
  id: z.number().int().positive(),
  login: z.string(),
  email: z.string(),
  phone: z.string(),
  name: z.string(),
  /** Date of birth `YYYY-MM-DD`, or null until the player gives it. */
  birthDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
  /** Registration time, ISO 8601. */
  registeredAt: z.iso.datetime(),
});
export type OfficeProfile = z.infer<typeof officeProfile>;

/** `GET /web-api/office/profile`. */
export const officeProfileResponse = z.object({ profile: officeProfile });

/** The office menu's user data block (spec §3), as the shell's user block reads it. */
const officeMenuUserData = z.object({
  /** Bonus account balance, major units. */
  bonus_balance: z.number(),
  /** Two-letter country code of the player's phone, '' when none. */
  country_code: z.string(),
  /** Whether the player may deposit now (not banned, no active deposit time-out or self-exclusion). */
  recharge_allow: z.boolean(),
  /** The player's e-mail, '' when none. */
  email: z.string(),
  /** The player's name (or login), '' when none. */
  name: z.string(),
});
export type OfficeMenuUserData = z.infer<typeof officeMenuUserData>;

/** The part of `GET /web-api/office/menu` the shell's user block reads: the user data and the bonus label. */
export const officeUserBlockResponse = z.object({
  menuUserData: officeMenuUserData,
  /** The bonus balance with the currency sign in the request's language, for display. */
  bonusLabel: z.string(),
});
