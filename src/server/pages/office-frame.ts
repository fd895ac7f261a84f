/**
 * The frame of every personal office page (spec §2 "The office has a menu with categories and user
 * data"): for a route of the office (`office:*` rows of the route table) the page renderer puts the
 * page's component inside the office shell (menu and user data, src/server/office/shell.ts), with the
 * current page marked. Office pages' loaders and components therefore hold only their own content.
 */
import type { OfficeShellData } from '../../domain/office/menu.ts';
import { db } from '../endpoint.ts';
import { officeShell } from '../office/shell.ts';
import type { PageContext } from './load.ts';

/** The office path a route row stands for: `/office/payment/create-request/:topicId?` → `payment/create-request`. */
function officePathOf(pattern: string): string {
  return pattern.slice('/office/'.length).split('/:')[0]!;
}

/** The shell and current path for an office route with a logged-in player; null for any other page. */
export async function officeFrame(ctx: PageContext): Promise<{ shell: OfficeShellData; current: string } | null> {
  if (!ctx.route.name.startsWith('office:') || ctx.playerId === undefined) return null;
  return { shell: await officeShell(await db(), ctx.brand, ctx.playerId, ctx.lng), current: officePathOf(ctx.route.pattern) };
}
