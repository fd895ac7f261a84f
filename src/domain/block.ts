/**
 * Block state of spec §4: a block reason maps to the page that explains it; a visitor with a
 * reason is kept on that page, and a visitor on a block page without one goes home.
 */

/** Block pages of spec §2 "Blocking and maintenance". */
export const BLOCK_PAGES = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const;
/** A block page slug. */
export type BlockPage = (typeof BLOCK_PAGES)[number];

/** Reason id → page (spec §4: 4 site-updates, 16 suspension, 3/1/5/2/14 block, 13 block-ua, 17 block-ie, 8 coming-soon). */
const REASON_PAGES: Record<number, BlockPage> = {
  1: 'block', 2: 'block', 3: 'block', 5: 'block', 14: 'block',
  4: 'site-updates', 8: 'coming-soon', 13: 'block-ua', 16: 'suspension', 17: 'block-ie',
};

/** Block reason for an outdated browser (Internet Explorer). */
export const BLOCK_REASON_IE = 17;

/** The block page for a reason, or null for a reason that blocks nothing. */
export function blockPageForReason(reason: number | null | undefined): BlockPage | null {
  return reason == null ? null : (REASON_PAGES[reason] ?? null);
}

/** True for the slug of a block page. */
export function isBlockPage(slug: string): slug is BlockPage {
  return (BLOCK_PAGES as readonly string[]).includes(slug);
}

/** Paths a blocked visitor may still open (spec §4: "The verify route is exempt"). */
export const BLOCK_EXEMPT_PATHS: readonly string[] = ['/user/accountverify'];
