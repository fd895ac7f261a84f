/**
 * Types of the console page registry (src/registry/console-pages.ts): page key → loader, title
 * and component, tied by the page's data type as in the portal's page registry.
 */
import type { TFunction } from 'i18next';
import type { ConsoleLoad, ConsolePageContext } from '../server/staff/load.ts';

export type { ConsoleLoad, ConsolePageContext };

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

