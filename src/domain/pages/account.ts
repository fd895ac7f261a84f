/**
 * Page data of the account pages (spec §2 Auth): login, registration and the user section
 * (`user/{accountverify|activatefast|activate|passwordreset|stopnewsletter}`), read by
 * src/server/pages/account.ts and rendered by src/components/pages/account/.
 */

/** Registration types the registration page offers (spec §4 Registration types; social: its own page). */
type PageRegistrationType = 'email' | 'phone' | 'fast';

/** The login page. */
export interface LoginPageData {
  /** Registration is open here: the page links to it. */
  registrationOpen: boolean;
}

/** The registration page. */
export interface RegistrationPageData {
  types: readonly PageRegistrationType[];
}

/** A link token's state as a page shows it (src/server/auth/account-links.ts `LinkState`). */
type LinkStateView = 'valid' | 'expired' | 'used' | 'unknown';

/** What the logged-in player has confirmed (spec §4 Activation type). */
export interface ContactStatus {
  email: string | null;
  emailConfirmed: boolean;
  phone: string | null;
  phoneConfirmed: boolean;
}

/** The outcome of the one-click activation link. */
export type FastActivation = 'activated' | 'expired' | 'invalid' | 'taken';

/** The user section's page, by section. */
export type UserSectionData =
  /** No token: the recovery request form; a token: its state, and the new-password form while valid. */
  | { section: 'passwordreset'; token: string | null; link: LinkStateView | null }
  /** A token: its state and the confirm button while valid; none: the player's status and a new link. */
  | { section: 'activate'; token: string | null; link: LinkStateView | null; contacts: ContactStatus | null }
  /** The one-click link, already used when the page renders. */
  | { section: 'activatefast'; outcome: FastActivation; email: string | null }
  /** The player's confirmed contacts and the forms to confirm the others; null for a guest. */
  | { section: 'accountverify'; contacts: ContactStatus | null }
  /** The signed unsubscribe link, already used when the page renders. */
  | { section: 'stopnewsletter'; outcome: 'stopped' | 'already' | 'invalid' };
