/**
 * i18n for React islands. The server passes each island its language and only the dictionary
 * keys it uses (`messagesFor`); this builds an i18next instance from them and wraps the island
 * in react-aria's `I18nProvider` so built-in labels and RTL follow the page language.
 *
 * It lives in `src/islands/shell/`, the area of the page chrome, which also holds the React
 * helpers every area's islands share (this module, use-hydrated.ts, SelectField.tsx).
 */
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import i18next, { type TFunction } from 'i18next';
import { I18nProvider } from 'react-aria-components';

/** Props every island receives for its text. */
export interface IslandI18nProps {
  /** Page language (URL code, e.g. `ua`). */
  lng: string;
  /** BCP 47 tag of the page language (e.g. `uk`), for react-aria. */
  locale: string;
  /** The dictionary entries the island uses. */
  messages: Record<string, string>;
}

const TContext = createContext<TFunction | null>(null);

const cache = new WeakMap<Record<string, string>, Map<string, TFunction>>();

/**
 * A translation function over a small dictionary, cached per dictionary object (the server
 * passes memoised objects, so server rendering creates one i18next instance per subset).
 */
export function createIslandT(lng: string, messages: Record<string, string>): TFunction {
  let byLng = cache.get(messages);
  const cached = byLng?.get(lng);
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    resources: { [lng]: { translation: messages } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  const t = instance.getFixedT(lng);
  if (!byLng) cache.set(messages, (byLng = new Map()));
  byLng.set(lng, t);
  return t;
}

/** Provides the island's `t` and react-aria locale to its children. */
export function IslandI18n({ lng, locale, messages, children }: IslandI18nProps & { children: ReactNode }) {
  const t = useMemo(() => createIslandT(lng, messages), [lng, messages]);
  return (
    <I18nProvider locale={locale}>
      <TContext.Provider value={t}>{children}</TContext.Provider>
    </I18nProvider>
  );
}

/** The island's translation function. Must be used under {@link IslandI18n}. */
export function useT(): TFunction {
  const t = useContext(TContext);
  if (!t) throw new Error('useT() needs an <IslandI18n> ancestor');
  return t;
}
