/**
 * Bidirectional text on the right-to-left pages (src/domain/bidi.ts, global.css "Bidirectional
 * text"): in Arabic (main) and Hebrew (vip) the elements holding team names, champ names,
 * coefficients, the "+N markets" count, kick-off times, amounts and the casino game's RTP are
 * isolated (`<bdi>`, or `unicode-bidi: isolate | plaintext`), and Latin text inside right-to-left
 * sentences keeps its own order: "Struff J.L." is not ".Struff J.L" (league names, such as
 * "2. Bundesliga" once, are now written in the page language), "+46" not "46+",
 * "RTP 95.82 %" keeps its percent after the number.
 */
import type { Page } from '@playwright/test';
import { test, expect, outcomesReady } from './support.ts';

const PORT = Number(process.env.E2E_PORT ?? 4399);
const ORIGINS = { ar: '', he: `http://vip.betportal.test:${PORT}` } as const;

/**
 * The selectors of `selectors` whose elements hold text that is not isolated: neither the element,
 * an ancestor holding the same text, nor a descendant holding all of it computes `unicode-bidi`
 * isolate or plaintext. Answers `selector: text` for each such element, and `selector: none` when
 * nothing matches.
 */
function notIsolated(page: Page, selectors: readonly string[]): Promise<string[]> {
  return page.evaluate((list) => {
    const isolating = (el: Element) => ['isolate', 'plaintext', 'isolate-override'].includes(getComputedStyle(el).unicodeBidi);
    const text = (el: Element) => (el.textContent ?? '').trim();
    const isolated = (el: Element) => {
      for (let up: Element | null = el; up && text(up) === text(el); up = up.parentElement) if (isolating(up)) return true;
      return [...el.querySelectorAll('*')].some((inner) => text(inner) === text(el) && isolating(inner));
    };
    return list.flatMap((selector) => {
      const found = [...document.querySelectorAll(selector)].slice(0, 5);
      if (found.length === 0) return [`${selector}: none`];
      return found.filter((el) => !isolated(el)).map((el) => `${selector}: ${text(el)}`);
    });
  }, selectors);
}

/** The x of the first occurrence of `part` in the text of the first `selector` element, and of `later`: where each begins on screen. */
function xOf(page: Page, selector: string, part: string, later: string): Promise<[number, number]> {
  return page.locator(selector).first().evaluate((el, [a, b]) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const at = (needle: string) => {
      for (let node = walker.currentNode; node; node = walker.nextNode()!) {
        const i = node.textContent?.indexOf(needle) ?? -1;
        if (node.nodeType === Node.TEXT_NODE && i >= 0) {
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          return range.getBoundingClientRect().x;
        }
      }
      return Number.NaN;
    };
    const first = at(a);
    walker.currentNode = el;
    return [first, at(b)] as [number, number];
  }, [part, later] as const);
}

for (const lng of ['ar', 'he'] as const) {
  test(`${lng}: names, prices, counts, times and amounts are isolated; Latin keeps its order`, async ({ page }) => {
    test.setTimeout(40_000);
    const origin = ORIGINS[lng];
    await page.goto(`${origin}/${lng}/line/all/football/2-bundesliga`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    expect(await notIsolated(page, ['.heading-sub', '.champ-title a', '.game-home', '.game-away', '.outcome-coef', '.game-more-markets', 'time[data-moment]'])).toEqual([]);

    // The champ under the title is in the page language (the catalogue's name), not the feed's Latin one.
    await expect(page.locator('.heading-sub')).not.toHaveText(/Bundesliga/);
    // "+46 markets": the plus before the number.
    const more = (await page.locator('.game-more-markets').first().textContent())!.trim();
    expect(more).toMatch(/^\+\d+$/);
    const [plus, digits] = await xOf(page, '.game-more-markets', '+', more.slice(1));
    expect(plus).toBeLessThan(digits);

    // A coupon with a bet: its game, champ, price and the amounts of its summary.
    const outcome = page.locator('li.game [data-outcome]').first();
    await outcomesReady(page, outcome);
    await outcome.click();
    const coupon = page.getByTestId('coupon');
    await expect(coupon.locator('[data-coupon-bet]')).toHaveCount(1);
    expect(await notIsolated(page, ['[data-testid="coupon"] .coupon-bet-game', '[data-testid="coupon"] .coupon-bet-champ bdi', '[data-testid="coupon"] .coupon-bet-coef', '[data-testid="coupon"] .coupon-summary dd'])).toEqual([]);

    // A Latin name ending in a full stop (tennis: "Struff J.L.") keeps the stop at its end, on the right.
    await page.goto(`${origin}/${lng}/line/all/tennis`);
    const dotted = page.locator('li.game .game-home', { hasText: /^[A-Za-z].*\.$/ }).first();
    await expect(dotted).toBeVisible();
    const [start, stop] = await dotted.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const nodes: Text[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) if ((node.textContent ?? '').trim()) nodes.push(node as Text);
      const x = (node: Text, i: number) => { const r = document.createRange(); r.setStart(node, i); r.setEnd(node, i + 1); return r.getBoundingClientRect().x; };
      const first = nodes[0]!, last = nodes[nodes.length - 1]!;
      const text = last.textContent!;
      return [x(first, first.textContent!.search(/\S/)), x(last, text.trimEnd().length - 1)];
    });
    expect(start).toBeLessThan(stop);

    // A casino game's facts: provider and "RTP 95.82 %" each isolated, the percent after the number.
    await page.goto(`${origin}/${lng}/casino`);
    const game = await page.locator('a[href*="/casino/game/"]').first().getAttribute('href');
    await page.goto(`${origin}${game}`);
    expect(await notIsolated(page, ['#casino-game-heading'])).toEqual([]);
    const [rtp, percent] = await xOf(page, '.casino-game-facts', 'RTP', '%');
    expect(rtp).toBeLessThan(percent);
  });
}
