/**
 * Shapes shared by the support button (SupportButton.tsx) and its lazily loaded panel
 * (SupportPanel.tsx).
 */
/** What the forms prefill for a logged-in player. */
export interface SupportPlayer {
  name: string | null;
  email: string | null;
  /** E.164, or null. */
  phone: string | null;
}

/** What the support button offers (the island's props besides its text). */
export interface SupportOptions {
  /** Show a list of options (spec: hasSupportMultiButton). */
  multi: boolean;
  /** A player is logged in (the forms load their contact to prefill; the page never names them). */
  loggedIn: boolean;
  /** Offer "call me back" (spec §6: a player, the feature on, the language not hidden). */
  callback: boolean;
}

