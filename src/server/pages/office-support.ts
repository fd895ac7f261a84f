/**
 * The support pages of the office (spec §2 `support`, `share-idea`): the brand's contact options
 * (e-mail; the phone only when callback is on for the brand and the page language, spec §6) with
 * the player's support button requests and their answers (spec §4) and payment requests, and the
 * idea form with the player's ideas.
 */
import type { ShareIdeaPageData, SupportPageData } from '../../domain/pages/office-security.ts';
import { db } from '../endpoint.ts';
import { playerRequests } from '../office/payment-requests.ts';
import { playerIdeasOf } from '../office/ideas.ts';
import { playerSupportRequests } from '../office/support-requests.ts';
import { callbackAvailable } from '../../domain/office/support-requests.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** The support page. */
export const loadOfficeSupport: PageLoader<SupportPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const database = await db();
  return pageData({
    kind: 'support',
    email: ctx.brand.support.email,
    phone: callbackAvailable(ctx.brand.siteConfig, ctx.lng) ? ctx.brand.support.phone : null,
    requests: await playerRequests(database, ctx.playerId),
    supportRequests: await playerSupportRequests(database, ctx.playerId),
  });
};

/** The share-idea page. */
export const loadShareIdea: PageLoader<ShareIdeaPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  return pageData({ kind: 'share-idea', ideas: await playerIdeasOf(await db(), ctx.playerId) });
};
