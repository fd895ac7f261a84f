/** The bring-a-friend page (spec §2 `office/bringfriend`): the player's referral link (spec §7 referral parameter `bf`), the friends it brought, and the brand's reward. */
import { referralLink, type BringFriendPageData } from '../../domain/pages/office-security.ts';
import { canonicalOrigin } from '../../domain/seo.ts';
import { db } from '../endpoint.ts';
import { referralStats } from '../referral/service.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the page; the resolver sends guests to the login form first. */
export const loadOfficeBringFriend: PageLoader<BringFriendPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  return pageData({
    kind: 'bringfriend',
    link: referralLink(canonicalOrigin(ctx.brand.domains), ctx.lng, ctx.playerId),
    friends: await referralStats(await db(), ctx.playerId),
    reward: ctx.brand.bringFriend,
  });
};
