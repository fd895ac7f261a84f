/**
 * Each area stylesheet (src/styles/areas.ts) reaches the pages that show its classes: a
 * representative element of every area, on a page of that area, has the computed styles only
 * that area's rules give it (the browser's defaults differ), and the policy refuses no `<style>`
 * element of the page. A component that renders an area's classes without asking
 * for the area (src/components/AreaStyles.astro) fails here.
 */
import type { Locator, Page } from '@playwright/test';
import { collectCspViolations, expect, outcomesReady, registerViaApi, test } from './support.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** The computed value of each of `properties` of the first element of `locator`. */
async function computed(locator: Locator, properties: readonly string[]): Promise<Record<string, string>> {
  await expect(locator.first()).toBeAttached();
  return locator.first().evaluate((el, props) => {
    const style = getComputedStyle(el);
    return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
  }, [...properties]);
}

/** The number of tracks of the element's computed `grid-template-columns`. */
async function gridTracks(locator: Locator): Promise<number> {
  const { 'grid-template-columns': columns } = await computed(locator, ['grid-template-columns']);
  return columns!.split(' ').length;
}

/** The page's CSP violations by a `<style>` element (an area's style the policy does not allow). */
async function styleElementViolations(violations: () => Promise<string[]>): Promise<string[]> {
  return (await violations()).filter((v) => v.includes('style-src-elem'));
}

/**
 * The first element of `selector` gets the computed `display`. Polled: an island that swaps its
 * server placeholder (the coupon column) can detach the element between finding and reading it,
 * and a detached element reads "".
 */
async function expectDisplay(page: Page, selector: string, display: string) {
  await expect.poll(async () => (await computed(page.locator(selector), ['display'])).display, { message: selector }).toBe(display);
}

test('sports and coupon: the line, a live game page, the coupon column', async ({ page }) => {
  const csp = await collectCspViolations(page);
  await page.goto('/en/line');
  await outcomesReady(page);
  await expectDisplay(page, '.sports-page', 'grid');
  expect(await gridTracks(page.locator('.sports-page'))).toBe(2);
  await expectDisplay(page, '.sports-menu a', 'flex');
  expect((await computed(page.locator('button.outcome'), ['min-width']))['min-width']).toBe('72px');
  // The coupon column's island (client-only): its placeholder or the coupon itself.
  // The visible one: while the island swaps its placeholder for the coupon, both are in the page.
  await expect(page.locator('.coupon:visible').first()).toBeVisible();
  await expectDisplay(page, '.coupon:visible', 'grid');
  await expectDisplay(page, '.coupon-title:visible', 'flex');

  // A live game page: its component (the LiveGames island, no StaticOutcomes) gets the sports area
  // through its registry entry.
  await page.goto('/en/live');
  const href = await page.locator('a.game-teams').first().getAttribute('href');
  await page.goto(href!);
  await expectDisplay(page, '.game-page', 'grid');
  await expectDisplay(page, '.scoreboard', 'flex');
  await expectDisplay(page, '.market-group', 'grid');
  expect(await styleElementViolations(csp)).toEqual([]);
});

test('casino lobby, lotto and CMS bonus lists', async ({ page }) => {
  const csp = await collectCspViolations(page);
  await page.goto('/en/slots');
  await expectDisplay(page, '.casino-nav ul', 'flex');
  await expectDisplay(page, '.casino-tile', 'flex');

  await page.goto('/en/lotto');
  await expectDisplay(page, '.lotto-lottery', 'grid');
  expect((await computed(page.locator('.lotto-ball'), ['border-top-left-radius']))['border-top-left-radius']).toBe('50%');

  await page.goto('/en/bonus/casino/tournaments');
  await expectDisplay(page, '.tournament-list', 'grid');
  expect(await styleElementViolations(csp)).toEqual([]);
});

test('office, responsible gaming, bet history and bonuses of a player', async ({ page }) => {
  const csp = await collectCspViolations(page);
  await page.goto('/en');
  await registerViaApi(page, 'areas');

  await page.goto('/en/office/account');
  await expectDisplay(page, '.office-shell', 'grid');
  expect(await gridTracks(page.locator('.office-shell'))).toBe(2);
  await expectDisplay(page, '.account-row', 'flex');

  await page.goto('/en/office/responsible');
  await expectDisplay(page, '.responsible', 'grid');
  await expectDisplay(page, '.rg-form', 'flex');

  await page.goto('/en/office/history');
  await expectDisplay(page, '.bet-history-page', 'grid');
  await expectDisplay(page, '.history-period fieldset', 'flex');

  await page.goto('/en/office/bonuses/deposit');
  await expectDisplay(page, '.bonus-offers', 'grid');
  await expectDisplay(page, '.bonus-promo', 'grid');
  expect(await styleElementViolations(csp)).toEqual([]);
});
