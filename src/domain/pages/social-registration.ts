/**
 * Data of the social registration page (spec §2 `registration/socialregistration`; §4
 * Registration types: social): finishing the registration of an identity a provider signed in,
 * or linking it to the account of its verified e-mail with the player's consent.
 */
import type { SocialButton } from '../../../schemas/social-login.ts';

/** The one way forward for an identity awaiting registration (src/server/auth/social.ts). */
export type PendingChoice =
  /** A player of the brand has the identity's verified e-mail: link with consent (password or e-mailed link). */
  | { kind: 'link'; email: string; passwordAllowed: boolean }
  /** Register a new player. */
  | { kind: 'register' }
  /** Nothing to link and the brand registers no players. */
  | { kind: 'closed' };

/** The identity awaiting registration, as the page shows it. */
interface PendingView {
  /** The provider's display name ("Google"). */
  providerName: string;
  name: string | null;
  email: string | null;
  emailVerified: boolean;
  choice: PendingChoice;
}

/** Data of the page. */
export interface SocialRegistrationData {
  /** The identity awaiting registration; null when none (the page offers the sign-in buttons). */
  pending: PendingView | null;
  /** The brand's providers that are on. */
  providers: SocialButton[];
  /** The brand's minimum age (site config `minAge`). */
  minAge: number;
  /** ISO code of the currency the new account opens in. */
  currencyIso: string;
  /** The last sign-in was refused (`?failed=1`, set by the provider callback). */
  failed: boolean;
}
