/** The personal manager page (spec §2 office `manager`): the player's manager, or the brand's support contact when none is assigned. */
import type { ManagerPageData } from '../../domain/office/manager.ts';
import { db } from '../endpoint.ts';
import { personalManagerOf } from '../office/manager.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the page; the resolver sends guests to the login form first. */
export const loadOfficeManager: PageLoader<ManagerPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  return pageData({ kind: 'manager', manager: await personalManagerOf(await db(), ctx.playerId), supportEmail: ctx.brand.support.email });
};
