/**
 * The index of the React islands: every island lives in the folder of the area a player sees it
 * in, and this root holds only this index. Pages and the block registry (src/registry/index.ts,
 * whose block types are the names page schemas use) import an island by its path in its area, so
 * a page's bundle takes only the islands it renders; nothing imports the islands through here.
 *
 * The areas (`src/islands/<area>/`):
 * - `coupon`: the coupon (bet slip) and its parts, its page slot and the mobile bet slip bar;
 * - `sports`: line and live game lists, a game's markets, outcome buttons, scoreboards;
 * - `casino`: the casino lobby and launcher, bonus games, tournaments, the game-server games
 *   (slots, scratch cards, card games, TV keno, bingo, crash) and the fairness check;
 * - `office`: the player's office (accounts, payments, transfer, verification, settings,
 *   security, bet history, ideas);
 * - `responsible`: responsible gaming limits, the session watcher and the ban appeal;
 * - `auth`: the header's auth panel, its dialogs and account menu;
 * - `console`: the staff console;
 * - `content`: the CMS blocks (FAQ, promo carousel, rich text, banners, tables, ...);
 * - `shell`: the page chrome (footer, notifications, support, cookie and age notices, terms,
 *   update notice) and the React helpers every area shares (i18n, hydration, form fields);
 * - `products`: lotto, toto and virtual sports.
 *
 * Browser-only helpers that are not React components or hooks live in `src/client/<area>/`.
 * tests/unit/import-graph.test.ts checks the layout.
 */

/** The island areas: the folders of src/islands/. */
export const ISLAND_AREAS = ['coupon', 'sports', 'casino', 'office', 'responsible', 'auth', 'console', 'content', 'shell', 'products'] as const;

/** One island area. */
export type IslandArea = (typeof ISLAND_AREAS)[number];
