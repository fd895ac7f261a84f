/**
 * The page registry (src/registry/pages.ts) against the route table: every built route's page
 * key has an entry, every entry is named by a route, personal routes are never shared, and the
 * type check of `definePage` (the registry's `.astro` components get the same check from
 * `astro check`, which types `.astro` imports).
 */
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/domain/routing/route-table.ts';
import { pageEntry, pages, notFoundPage } from '../../src/registry/pages.ts';
import { definePage } from '../../src/registry/page-types.ts';
import { pageData } from '../../src/server/pages/load.ts';
import type { PrintCouponPageData } from '../../src/domain/pages/office.ts';
import type { GamePageData } from '../../src/domain/pages/sports.ts';

/** A component typed like an Astro page component taking the game page's data. */
const GamePage = (props: { data: GamePageData }) => props.data.kind;

describe('page registry', () => {
  it('has an entry for every page key a route names, and names no other', () => {
    const named = new Set(ROUTES.flatMap((route) => (route.page ? [route.page] : [])));
    expect(new Set(Object.keys(pages))).toEqual(named);
    for (const key of named) expect(pageEntry(key)).toBe(pages[key]);
    expect(pageEntry('no-such-page')).toBeUndefined();
    expect(pageEntry('toString')).toBeUndefined();
  });

  it('marks the pages of players-only routes not indexable, and private unless they name no player', () => {
    // Pages whose islands load the player's own data (src/server/player-pages.ts): shared between players.
    const namesNoPlayer = new Set(['office-account']);
    for (const route of ROUTES) {
      if (!route.page || route.auth !== 'user') continue;
      expect(pages[route.page].flags, route.name).toMatchObject({ cache: namesNoPlayer.has(route.page) ? 'shared' : 'private', indexable: false, coupon: false });
    }
  });

  it('shows the coupon column on the home page and every sports page only', () => {
    for (const route of ROUTES) {
      if (!route.page) continue;
      const sports = route.name === 'home' || ((route.stream === 'line' || route.stream === 'live') && route.auth === 'any');
      expect(pages[route.page].flags.coupon, route.name).toBe(sports);
    }
  });

  it('answers 404 and 500 with their statuses', () => {
    expect(notFoundPage.flags.status).toBe(404);
    expect(pages['server-error'].flags.status).toBe(500);
  });

  it('refuses a component that does not take the loader\'s data (a type error)', () => {
    const entry = definePage({
      load: () => pageData<PrintCouponPageData>({ kind: 'print-coupon', receipt: {} as PrintCouponPageData['receipt'] }),
      title: (data) => String(data.receipt.couponId),
      // @ts-expect-error GamePage takes GamePageData, the loader answers PrintCouponPageData
      component: GamePage,
      flags: { coupon: false, indexable: false, cache: 'private' },
    });
    expect(entry.component).toBe(GamePage);
  });
});
