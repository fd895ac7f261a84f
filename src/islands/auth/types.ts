/** Shapes shared by the auth panel (AuthPanel.tsx) and its lazily loaded dialogs and menu. */

/** One link of the header's account menu. */
export interface AccountMenuLink {
  /** Office path, e.g. `historypay`. */
  id: string;
  href: string;
  label: string;
}

/** The dialogs of the panel. */
export type Dialog = 'login' | 'registration' | 'forgot' | 'logout' | 'reminder';
