/**
 * `GET /web-api/office/menu` → `{ menuCategories, menuUserData }` (spec §7 "Office menu returns
 * menuCategories and menuUserData"; §3 office menu user data): the built office pages the player
 * may open, by category, with links in the request's language. Players only (401 for a guest).
 */
import type { APIRoute } from 'astro';
import { db, handle, requirePlayer } from '../../../server/endpoint.ts';
import { officeShell } from '../../../server/office/shell.ts';

export const GET: APIRoute = (context) =>
  handle(async () => officeShell(await db(), context.locals.brand, requirePlayer(context), context.locals.lng));
