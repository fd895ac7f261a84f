/**
 * What a console page loader reads and answers (issue 12), beside the loaders
 * (src/server/staff/pages.ts) so they never import the page registry above them; the registry's
 * types (src/registry/console-page-types.ts) re-export these.
 */
import type { Db } from '../db/client.ts';
import type { StaffPrincipal } from './sessions.ts';
import type { ConsoleLanguage } from '../../i18n/console.ts';

/** What a console loader reads. */
export interface ConsolePageContext {
  db: Db;
  /** The logged-in staff member; null only on the pages without an action (login, enrolment). */
  staff: StaffPrincipal | null;
  /** Route parameters (`brandId`, `playerId`, …). */
  params: Readonly<Record<string, string>>;
  url: URL;
  lng: ConsoleLanguage;
  /** The CSRF token the page's islands send. */
  csrfToken: string;
}

/** What a console loader answers: data, a redirect, or not found. */
export type ConsoleLoad<D> = { kind: 'data'; data: D } | { kind: 'redirect'; location: string } | { kind: 'not-found' };
