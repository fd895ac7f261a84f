/**
 * Shared helpers for the browser tests: the `test` fixture (the age confirmation of spec §5 is
 * pre-confirmed unless a test asks for it with `test.use({ ageConfirmed: false })`), brand data
 * read from brands/*\/brand.json, dictionary texts from src/i18n/locales, a wait for Astro island
 * hydration, and API helpers for the identity journeys (CSRF header, captcha, registration); it
 * installs the sport catalogue the specs read the real feed with.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type APIResponse, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { STORAGE_KEYS } from '../../src/client/shell/storage.ts';
import { AGE_COOKIE, CONSENT_COOKIE, consentCookieValue } from '../../src/domain/visitor-choices.ts';
import { DEV_TOKEN } from '../helpers/dev-token.ts';
import { staffTotp } from '../../src/server/staff/identity.ts';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../../src/server/staff/demo.ts';
import { ensureCatalogue } from '../../src/server/feed/catalogue-file.ts';

export { expect };

// The sport catalogue is read at run time (data/catalogue/catalogue.json), as the server reads it:
// installed here, before any spec's body reads the real feed files to compute what it expects.
ensureCatalogue();

/** The hosts the browser tests visit (the shared server answers each brand by Host). */
const SITE_HOSTS = ['127.0.0.1', 'localhost', 'betportal.test', 'vip.betportal.test', 'admin.localhost'];

/** Sets a cookie the site reads on every host the tests visit, before the first request. */
async function setSiteCookie(context: BrowserContext, name: string, value: string): Promise<void> {
  await context.addCookies(SITE_HOSTS.map((domain) => ({ name, value, domain, path: '/', sameSite: 'Lax' as const })));
}

/**
 * Records an age confirmation (the age cookie, src/domain/visitor-choices.ts) for every host of
 * the context, so the non-closable age popup (spec §5) stays away in tests that are not about it.
 */
export async function confirmAge(context: BrowserContext): Promise<void> {
  await setSiteCookie(context, AGE_COOKIE, String(Date.now()));
}

/**
 * Sets when the guests' registration reminder (spec §9 remindPopupConfig) is next due, in every page
 * of the context before any script runs: far ahead keeps it away in tests that are not about it.
 */
async function setRegistrationReminder(context: BrowserContext, dueAt: number): Promise<void> {
  await context.addInitScript(([key, at]: [string, number]) => {
    try {
      localStorage.setItem(key, String(at));
    } catch {
      // opaque documents (about:blank) have no storage
    }
  }, [STORAGE_KEYS.registrationReminderAt, dueAt] as [string, number]);
}

/**
 * Records a "necessary only" cookie choice (spec §6; the consent cookie) for every host of the
 * context, so the consent banner stays away in tests that are not about it (and nothing is measured).
 */
async function chooseNecessaryCookies(context: BrowserContext): Promise<void> {
  await setSiteCookie(context, CONSENT_COOKIE, consentCookieValue({ functional: false, marketing: false, at: Date.now() }));
}

/**
 * Playwright's `test` with the options `ageConfirmed` (default true: the age popup is
 * pre-confirmed), `registrationReminder` (default false: the guests' reminder is put off for a day)
 * and `cookieChoice` (default true: "necessary only" is chosen, the consent banner stays away).
 */
export const test = base.extend<{ ageConfirmed: boolean; registrationReminder: boolean; cookieChoice: boolean }>({
  ageConfirmed: [true, { option: true }],
  registrationReminder: [false, { option: true }],
  cookieChoice: [true, { option: true }],
  context: async ({ context, ageConfirmed, registrationReminder, cookieChoice }, use) => {
    if (ageConfirmed) await confirmAge(context);
    if (!registrationReminder) await setRegistrationReminder(context, Date.now() + 86_400_000);
    if (cookieChoice) await chooseNecessaryCookies(context);
    await use(context);
  },
});

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

/**
 * Waits until the page's server-rendered outcome buttons listen to clicks (StaticOutcomes.astro's
 * script marks `<html data-outcomes="ready">`); `button` is scrolled into view first when given.
 */
export async function outcomesReady(page: Page, button?: Locator): Promise<void> {
  if (button) await button.scrollIntoViewIfNeeded();
  await expect(page.locator('html')).toHaveAttribute('data-outcomes', 'ready', { timeout: 15_000 });
}

/** An amount as the portal's one money formatter shows it in English: "RUB 1,234.50". */
export function shownMoney(major: number, iso: string): string {
  return `${iso} ${major.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** The number of a shown amount ("RUB 1,234.50" → 1234.5). */
export function amountOf(text: string): number {
  return Number(text.replace(/[^0-9.]/g, ''));
}

/** A password the server's policy accepts (8+ characters, not a common one). */
export const PASSWORD = 'Correct-Horse-77-Battery';

/** A unique e-mail address for a test account. */
export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** The CSRF token of the context (the `csrf_token` cookie), fetched from /web-api/session when missing. */
async function csrfToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'csrf_token');
  if (cookie) return cookie.value;
  const session = await page.request.get('/web-api/session');
  return ((await session.json()) as { csrfToken: string }).csrfToken;
}

/** Solves an ALTCHA challenge (as a browser would) and returns the `X-Captcha-Solution` value. */
async function captchaSolution(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * A JSON write through the page's request context (its cookies, so a session set here is the
 * page's), with the CSRF header; a captcha refusal is solved and the request repeated once.
 */
export async function apiPost(page: Page, path: string, data: unknown = {}): Promise<APIResponse> {
  const headers = { 'X-CSRF-Token': await csrfToken(page), 'X-Requested-With': 'XMLHttpRequest' };
  const first = await page.request.post(path, { data, headers });
  if (first.status() !== 400) return first;
  const body = (await first.json()) as { captcha?: { challenge: unknown } };
  if (!body.captcha) return first;
  return page.request.post(path, { data, headers: { ...headers, 'X-Captcha-Solution': await captchaSolution(body.captcha.challenge) } });
}

/** A POST to a dev tool (`/web-api/dev/*`) through the page's request context, with `X-Dev-Token`. */
export async function devPost(page: Page, path: string, data: unknown = {}): Promise<APIResponse> {
  return page.request.post(path, { data, headers: { 'X-CSRF-Token': await csrfToken(page), 'X-Dev-Token': DEV_TOKEN } });
}

/** A GET of a dev tool (`/web-api/dev/*`) with `X-Dev-Token`, parsed as JSON. */
export async function devGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path, { headers: { 'X-Dev-Token': DEV_TOKEN } });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** Registers a player by e-mail through the API; the page's context is then logged in as that player. */
export async function registerViaApi(page: Page, label = 'player'): Promise<{ userId: number; email: string; password: string }> {
  const email = uniqueEmail(label);
  const response = await apiPost(page, '/web-api/auth/register', { type: 'email', email, password: PASSWORD });
  expect(response.status(), await response.text()).toBe(201);
  const { user_id: userId } = (await response.json()) as { user_id: number };
  return { userId, email, password: PASSWORD };
}

/** What GET /web-api/session says about the page's context. */
/** The player's main account (type 0): id and balance in minor units. */
export async function mainAccount(page: Page): Promise<{ id: number; moneyMinor: number }> {
  const body = (await (await page.request.get('/web-api/user/balance?lang=en')).json()) as { all_accounts: { id: number; type: number; moneyMinor: number }[] };
  return body.all_accounts.find((a) => a.type === 0)!;
}

/** Registers a player through the API and deposits `amount` (major units) with the test provider; answers the balance after it. */
export async function registerWithDeposit(page: Page, label: string, amount: string): Promise<number> {
  await page.goto('/en');
  await registerViaApi(page, label);
  const account = await mainAccount(page);
  const deposit = await apiPost(page, '/web-api/payments/deposit', { accountId: account.id, amount, provider: 'test', idempotencyKey: `e2e-${label}-${Date.now()}` });
  if (deposit.status() !== 200) throw new Error(`deposit refused: ${await deposit.text()}`);
  return (await mainAccount(page)).moneyMinor;
}

export async function sessionOf(page: Page): Promise<{ authenticated: boolean; user_id: number | null }> {
  return (await (await page.request.get('/web-api/session')).json()) as { authenticated: boolean; user_id: number | null };
}

/** Records CSP violations (DOM events and console reports) from the start of every document. */
export async function collectCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[- ]Security[- ]Policy|Refused to (execute|load|apply|connect|evaluate)/i.test(text)) fromConsole.push(text);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: string[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return async () => {
    const fromEvents = await page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
    return [...fromEvents, ...fromConsole];
  };
}

/**
 * Logs the demo staff member of `role` in to the console at `consoleOrigin` in a new page of
 * `browser` (e-mail, password, TOTP code), landing on `next`; answers that page.
 * @throws when the login does not land on `next` with this time step's code or the next one's
 */
export async function consoleLoginPage(browser: Browser, consoleOrigin: string, role: string, next: string): Promise<Page> {
  const member = DEMO_STAFF.find((m) => m.role === role)!;
  // A page of its own context (not browser.newPage()), as @axe-core/playwright needs.
  const staff = await (await browser.newContext()).newPage();
  await staff.goto(`${consoleOrigin}/console/login?next=${encodeURIComponent(next)}`);
  await waitForHydration(staff, 'ConsoleLogin');
  await staff.getByLabel('E-mail').fill(member.email);
  await staff.getByLabel('Password').fill(DEMO_STAFF_PASSWORD);
  await staff.getByRole('button', { name: 'Continue' }).click();
  // A TOTP time step is accepted once: another test may have just used this member's code, so a
  // refused code is tried again with the next step's.
  for (let attempt = 0; ; attempt++) {
    await staff.getByLabel('Code from the authenticator app').fill(staffTotp(member.totpSecret, member.email).generate());
    await staff.getByRole('button', { name: 'Log in' }).click();
    try {
      await expect(staff).toHaveURL(`${consoleOrigin}${next}`, { timeout: attempt === 0 ? 5_000 : 10_000 });
      return staff;
    } catch (error) {
      if (attempt > 0) throw error;
      await staff.waitForTimeout(30_000 - (Date.now() % 30_000) + 500);
    }
  }
}
