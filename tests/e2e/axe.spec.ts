/**
 * Every page type, checked by machine: axe-core (WCAG 2.0/2.1/2.2 A and AA rules) over the
 * player pages of both brands — main in English and Arabic (RTL), vip in Hebrew (RTL) — the
 * personal office of a logged-in player (in Arabic), and the staff console (login, overview, brand
 * settings, CMS editor). A serious or critical violation fails the test, printed as rule, help,
 * page and element. The same tour records Content-Security-Policy violations (the
 * `securitypolicyviolation` event, from an init script, and the browser's console reports) and
 * expects none: no page may need an inline style or script the policy refuses.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect, collectCspViolations, consoleLoginPage, registerViaApi } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const MAIN = `http://127.0.0.1:${PORT}`;
const VIP = `http://vip.betportal.test:${PORT}`;
const CONSOLE = `http://admin.localhost:${PORT}`;

// The tours are independent (each its own page and player): they run on both workers, not one after another in one.
test.describe.configure({ mode: 'parallel' });

/** The WCAG rule sets axe runs. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'];

/**
 * Markup of a library the console embeds that axe refuses and the portal cannot change: Puck's
 * loading spinner is a `<span aria-label>` without a role (@puckeditor/core `Loader`).
 */
const THIRD_PARTY = ['[class*="_Loader_"]'];

/** The serious and critical violations of the page as it stands, one readable line per element. */
async function axeProblems(page: Page): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of THIRD_PARTY) builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) => violation.nodes.map((node) =>
      `${page.url()}\n  [${violation.impact}] ${violation.id}: ${violation.help}\n  at ${node.target.join(' ')}\n  ${(node.failureSummary ?? '').replaceAll('\n', '\n  ')}`));
}

/** Opens `url`, waits until the network is quiet (the islands on screen have hydrated), and answers its axe problems. */
async function visit(page: Page, url: string): Promise<string[]> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await page.waitForLoadState('networkidle');
  return axeProblems(page);
}

/** A link of the page whose address starts with `prefix` and has `depth` more path segments. */
async function linkUnder(page: Page, prefix: string, depth: number): Promise<string> {
  const hrefs = await page.locator(`a[href^="${prefix}/"]`).evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => h.slice(prefix.length).split('/').filter(Boolean).length === depth);
  if (!href) throw new Error(`no link of depth ${depth} under ${prefix} on ${page.url()}`);
  return href;
}

/** The page types of a brand in a language (features the brand switches off are left out). */
async function playerPages(page: Page, origin: string, lng: string, products: boolean): Promise<string[]> {
  await page.goto(`${origin}/${lng}/line/all/football`);
  const champ = await linkUnder(page, `/${lng}/line/all/football`, 1);
  await page.goto(`${origin}${champ}`);
  const game = await linkUnder(page, champ, 1);
  return [
    `/${lng}`, `/${lng}/line`, `/${lng}/live`, game, `/${lng}/results`, `/${lng}/slots`, `/${lng}/slots/game/1/dice`,
    `/game-server/game/dice?lang=${lng}`, `/${lng}/news`, `/${lng}/information/about`,
    ...(products ? [`/${lng}/virtualsports`, `/${lng}/toto`, `/${lng}/lotto`, `/${lng}/promotions`, `/${lng}/fortuna`] : []),
  ].map((path) => `${origin}${path}`);
}

/**
 * The tours: main (light theme) in English and Arabic, vip (dark theme) in Hebrew. vip's English
 * pages are the same components in the same theme as its Hebrew ones (the right-to-left tour
 * covers their direction-specific markup too), so they are left out to keep CI within its time.
 */
const TOURS = [
  { brand: 'main', origin: MAIN, lng: 'en', products: true },
  { brand: 'main', origin: MAIN, lng: 'ar', products: true },
  { brand: 'vip', origin: VIP, lng: 'he', products: false },
] as const;

for (const tour of TOURS) {
  test(`${tour.brand} in ${tour.lng}: every player page type passes axe and raises no CSP violation`, async ({ page }) => {
    test.setTimeout(240_000);
    const csp = await collectCspViolations(page);
    const problems: string[] = [];
    for (const url of await playerPages(page, tour.origin, tour.lng, tour.products)) problems.push(...await visit(page, url));
    expect(problems.join('\n\n')).toBe('');
    expect(await csp()).toEqual([]);
  });
}

// The office in Arabic: right to left, with the longest texts; its English pages are the same components.
for (const lng of ['ar']) {
  test(`the personal office in ${lng} (logged in) passes axe and raises no CSP violation`, async ({ page }) => {
    test.setTimeout(180_000);
    const csp = await collectCspViolations(page);
    await page.goto(`/${lng}`);
    await registerViaApi(page, `axe-${lng}`);
    const problems: string[] = [];
    for (const path of ['account', 'history', 'recharge', 'deduce', 'responsible', 'settings', 'security']) {
      problems.push(...await visit(page, `/${lng}/office/${path}`));
    }
    expect(problems.join('\n\n')).toBe('');
    expect(await csp()).toEqual([]);
  });
}

test('the staff console (login, overview, brand settings, CMS editor) passes axe and raises no CSP violation', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const csp = await collectCspViolations(page);
  const problems = await visit(page, `${CONSOLE}/console/login`);
  const staff = await consoleLoginPage(browser, CONSOLE, 'admin', '/console');
  const staffCsp = await collectCspViolations(staff);
  problems.push(...await visit(staff, `${CONSOLE}/console`));
  problems.push(...await visit(staff, `${CONSOLE}/console/brands/main/settings`));
  await staff.goto(`${CONSOLE}/console/content`);
  const editor = await linkUnder(staff, '/console/content/main', 1);
  problems.push(...await visit(staff, `${CONSOLE}${editor}`));
  expect(problems.join('\n\n')).toBe('');
  expect([...await csp(), ...await staffCsp()]).toEqual([]);
});
