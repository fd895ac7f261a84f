/** The ban appeal page (spec §2 `block-appeal-history`, banned players only): the ban, its recorded reason and the appeals. */
import type { BlockAppealPageData } from '../../domain/pages/office-security.ts';
import { db } from '../endpoint.ts';
import { banState } from '../office/appeals.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the page; the resolver keeps players who are not banned away from it. */
export const loadBlockAppeal: PageLoader<BlockAppealPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  return pageData({ kind: 'block-appeal-history', ...(await banState(await db(), ctx.playerId)) });
};
