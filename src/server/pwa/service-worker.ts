/**
 * The text of `/pwa-sw.js` (spec §7): the worker of ./service-worker.js with a brand's
 * configuration written in front of it.
 */
import workerSource from './service-worker.js?raw';
import { availableLanguages, chooseLanguage, type BrandLanguages } from '../../domain/language.ts';
import { offlinePageUrl, SERVICE_WORKER_PATH } from '../../domain/pwa.ts';
import { API_PREFIXES } from '../paths.ts';
import type { LanguageCode } from '../../../schemas/language.ts';

/** What the worker is configured with (see the head of ./service-worker.js). */
export interface ServiceWorkerConfig {
  cache: string;
  languages: LanguageCode[];
  defaultLanguage: LanguageCode;
  offlinePages: Partial<Record<LanguageCode, string>>;
  bypass: string[];
  immutable: string[];
  revalidated: string[];
}

/** What {@link serviceWorkerConfig} reads of a brand. */
export interface ServiceWorkerBrand extends BrandLanguages {
  id: string;
}

/**
 * A brand's worker configuration (spec §7 /pwa-sw.js): one offline page per language a guest may
 * open, the default language the one a guest gets without a prefix, every API prefix bypassed, and
 * a cache named by brand, build and theme stamp, so a new build or theme installs a new worker
 * that replaces the old cache.
 */
export function serviceWorkerConfig(brand: ServiceWorkerBrand, buildVersion: string, themeStamp: string): ServiceWorkerConfig {
  const languages = availableLanguages(brand, false);
  return {
    cache: `pwa-${brand.id}-${buildVersion}-${themeStamp}`,
    languages,
    defaultLanguage: chooseLanguage(brand, [], false),
    offlinePages: Object.fromEntries(languages.map((lng) => [lng, offlinePageUrl(lng)])),
    bypass: [...API_PREFIXES, SERVICE_WORKER_PATH],
    immutable: ['/_astro/'],
    revalidated: ['/theme.css', '/favicon.svg', '/pwa-icon/'],
  };
}

/** The worker script for a configuration: `const PWA_CONFIG = {...};` and the worker. */
export function serviceWorkerScript(config: ServiceWorkerConfig): string {
  // `<` escaped so that no configuration value can end a script element wherever the text lands.
  return `const PWA_CONFIG = ${JSON.stringify(config).replaceAll('<', '\\u003c')};\n${workerSource}`;
}
