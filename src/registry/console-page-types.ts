/**
 * Types of the console page registry (src/registry/console-pages.ts): page key → loader, title
 * and component, tied by the page's data type as in the portal's page registry.
 */
import type { TFunction } from 'i18next';
import type { Db } from '../server/db/client.ts';
import type { StaffPrincipal } from '../server/staff/sessions.ts';
import type { ConsoleLanguage } from '../i18n/console.ts';

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
  /** The client address (socket peer, or the proxy's report with TRUST_PROXY), for the audit. */
  clientAddress: string;
}

/**
 * What a console loader answers: data, a redirect, not found, or forbidden (403: the loader found
 * the page's subject outside the staff member's grants, e.g. another brand's player, and audited it).
 */
export type ConsoleLoad<D> = { kind: 'data'; data: D } | { kind: 'redirect'; location: string } | { kind: 'not-found' } | { kind: 'forbidden' };

/** One console page. */
export interface ConsolePageEntry<D> {
  load: (ctx: ConsolePageContext) => Promise<ConsoleLoad<D>>;
  title: (data: D, t: TFunction) => string;
  component: (props: { data: D }) => unknown;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyConsolePageEntry = ConsolePageEntry<any>;

/** Declares a console page; the title and component must take the loader's data. */
export function defineConsolePage<D>(entry: {
  load: (ctx: ConsolePageContext) => Promise<ConsoleLoad<D>>;
  title: (data: NoInfer<D>, t: TFunction) => string;
  component: (props: { data: NoInfer<D> }) => unknown;
}): ConsolePageEntry<D> {
  return entry;
}

/** A loader's data answer. */
export const consoleData = <D>(data: D): ConsoleLoad<D> => ({ kind: 'data', data });
