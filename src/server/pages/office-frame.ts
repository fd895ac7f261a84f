/**
 * The frame of every personal office page (spec §2 "The office has a menu with categories and user
 * data"): for a route of the office (`office:*` rows of the route table) the page renderer puts the
 * page's component inside the office shell, with the current page marked. Office pages' loaders and
 * components therefore hold only their own content. The frame names no player: the menu follows the
 * session player's ban state (a shared fact, src/server/player-pages.ts) and the user data block is
 * an island that loads the player's own figures (src/islands/office/OfficeUserData.tsx).
 */
import type { OfficeMenuCategory } from '../../domain/office/menu.ts';
import { officeMenuOf } from '../office/shell.ts';
import type { PageContext } from './load.ts';

/** The office path a route row stands for: `/office/payment/create-request/:topicId?` → `payment/create-request`. */
function officePathOf(pattern: string): string {
  return pattern.slice('/office/'.length).split('/:')[0]!;
}

/** The menu and current path for an office route with a logged-in player; null for any other page. */
export function officeFrame(ctx: PageContext): { menu: OfficeMenuCategory[]; current: string } | null {
  if (!ctx.route.name.startsWith('office:') || ctx.ban === undefined) return null;
  return { menu: officeMenuOf(ctx.brand, ctx.lng, ctx.ban), current: officePathOf(ctx.route.pattern) };
}
