/**
 * The social registration page (spec §2 `registration/socialregistration`): the identity waiting
 * in the sealed `social_pending` cookie and what the player may do with it
 * (src/server/auth/social.ts `pendingChoice`), or, with none, the brand's sign-in buttons.
 */
import type { SocialRegistrationData } from '../../domain/pages/social-registration.ts';
import { getDatabase } from '../database.ts';
import { activeProvider, activeProviders } from '../auth/social-config.ts';
import { pendingChoice, readPending, SOCIAL_PENDING_COOKIE } from '../auth/social.ts';
import { brandFacts } from '../auth/brand-context.ts';
import { pageData, type PageLoader } from './load.ts';

/** Loads the page. */
export const loadSocialRegistration: PageLoader<SocialRegistrationData> = async (ctx) => {
  const { db } = await getDatabase();
  const { brand } = ctx;
  const pending = await readPending(db, ctx.cookie?.(SOCIAL_PENDING_COOKIE));
  const providers = activeProviders(brand.id).map((p) => ({ id: p.id, name: p.name, network: p.network, href: `/social-api/oauth/${p.id}/start` }));
  return pageData({
    pending: pending && {
      providerName: activeProvider(brand.id, pending.provider)?.name ?? pending.provider,
      name: pending.name, email: pending.email, emailVerified: pending.emailVerified,
      choice: await pendingChoice(db, brandFacts(brand), pending),
    },
    providers,
    minAge: brand.siteConfig.minAge,
    currencyIso: brand.siteConfig.geoCurrency.iso,
    failed: ctx.query.get('failed') === '1',
  });
};
