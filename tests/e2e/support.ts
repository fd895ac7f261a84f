/**
 * Shared helpers for the browser tests: brand data read from brands/*\/brand.json, dictionary
 * texts from src/i18n/locales, and a wait for Astro island hydration.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Locator, type Page } from '@playwright/test';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function readJson<T>(relative: string): T {
  return JSON.parse(readFileSync(`${ROOT}/${relative}`, 'utf8')) as T;
}

type Localized = Record<string, string>;

export interface BrandJson {
  id: string;
  name: string;
  defaultLanguage: string;
  theme: { background: string; accent: string; text: string; surface: string };
}

interface HomeJson {
  content: { type: string; props: { title?: Localized } }[];
}

/** brand.json of a brand. */
export const brandJson = (id: 'main' | 'vip'): BrandJson => readJson<BrandJson>(`brands/${id}/brand.json`);

/** The hero h1 of a brand's home page in a language. */
export function heroTitle(id: 'main' | 'vip', lng: string): string {
  const home = readJson<HomeJson>(`brands/${id}/pages/home.json`);
  const hero = home.content.find((block) => block.type === 'hero');
  const title = hero?.props.title?.[lng];
  if (!title) throw new Error(`no hero title for ${id}/${lng}`);
  return title;
}

/** A dictionary entry of src/i18n/locales/<lng>.json. */
export function dict(lng: string, key: string): string {
  const value = readJson<Record<string, string>>(`src/i18n/locales/${lng}.json`)[key];
  if (value === undefined) throw new Error(`no ${key} in ${lng}.json`);
  return value;
}

/** `#0b7a43` → `rgb(11, 122, 67)`, the form getComputedStyle uses for colours. */
export function hexToRgb(hex: string): string {
  let h = hex.replace('#', '');
  if (h.length === 3) h = [...h].map((c) => c + c).join('');
  const n = (i: number) => parseInt(h.slice(i, i + 2), 16);
  return `rgb(${n(0)}, ${n(2)}, ${n(4)})`;
}

/** The island element of a component (e.g. `PromoCarousel`). */
export function island(page: Page, component: string): Locator {
  return page.locator(`astro-island[component-url*="/${component}."]`);
}

/**
 * Waits until Astro has hydrated the island: the runtime removes the `ssr` attribute after the
 * component has rendered on the client. `visibleChild` is scrolled into view first, for
 * `client:visible` islands.
 */
export async function waitForHydration(page: Page, component: string, visibleChild?: Locator): Promise<void> {
  if (visibleChild) await visibleChild.scrollIntoViewIfNeeded();
  const el = island(page, component);
  await expect(el).toHaveCount(1);
  await expect(el).not.toHaveAttribute('ssr', { timeout: 15_000 });
}
