/**
 * Types of the console page registry (src/registry/console-pages.ts): page key → loader, title
 * and component, tied by the page's data type as in the portal's page registry.
 */
import type { TFunction } from 'i18next';

// The loader's context and answer live with the loaders (server layer), so loaders never import
// the registry above them.
export type { ConsoleLoad, ConsolePageContext } from '../server/staff/page-context.ts';
import type { ConsoleLoad, ConsolePageContext } from '../server/staff/page-context.ts';

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
