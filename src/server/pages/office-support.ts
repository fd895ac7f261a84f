/**
 * The support pages of the office (spec §2 `support`, `share-idea`): the brand's contact options
 * (e-mail; the phone only when callback is on for the brand and the page language, as the support
 * button) with the player's payment requests, and the idea form with the player's ideas.
 */
import type { ShareIdeaPageData, SupportPageData } from '../../domain/pages/office-security.ts';
import { db } from '../endpoint.ts';
import { playerRequests } from '../office/payment-requests.ts';
import { playerIdeasOf } from '../office/ideas.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** The support page. */
export const loadOfficeSupport: PageLoader<SupportPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const config = ctx.brand.siteConfig;
  const callbackHidden = config.langsHiddenCallback.includes(ctx.lng) || !config.isAvailableCallback;
  return pageData({
    kind: 'support',
    email: ctx.brand.support.email,
    phone: callbackHidden ? null : ctx.brand.support.phone,
    requests: await playerRequests(await db(), ctx.playerId),
  });
};

/** The share-idea page. */
export const loadShareIdea: PageLoader<ShareIdeaPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  return pageData({ kind: 'share-idea', ideas: await playerIdeasOf(await db(), ctx.playerId) });
};
