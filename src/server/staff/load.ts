/**
 * What a console page loader reads and answers, in the server layer so loaders
 * (src/server/staff/pages.ts, player-pages.ts) do not import the page registry above them; the
 * registry (src/registry/console-page-types.ts) re-exports these.
 */
import type { z } from 'zod';
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
  /** The client address (socket peer, or the proxy's report with TRUST_PROXY), for the audit. */
  clientAddress: string;
}

/**
 * What a console loader answers: data, a redirect, not found, or forbidden (403: the loader found
 * the page's subject outside the staff member's grants, e.g. another brand's player, and audited it).
 */
export type ConsoleLoad<D> = { kind: 'data'; data: D } | { kind: 'redirect'; location: string } | { kind: 'not-found' } | { kind: 'forbidden' };

/** A loader's data answer. */
export const consoleData = <D>(data: D): ConsoleLoad<D> => ({ kind: 'data', data });

/**
 * A loader's data answer parsed through its output schema (schemas/console-answers.ts): only the
 * listed fields reach the page and its islands' props, as with `consoleHandle` for the console API.
 */
export const consoleDataOf = <S extends z.ZodType>(output: S, data: z.input<S>): ConsoleLoad<z.output<S>> => ({ kind: 'data', data: output.parse(data) });
