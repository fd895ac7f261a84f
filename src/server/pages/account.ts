/**
 * Loaders of the account pages (spec §2 Auth): `login`, `registration` and the user section
 * `user/{accountverify|activatefast|activate|passwordreset|stopnewsletter}`. The one-click pages
 * act as they load: `activatefast?token=…` confirms the e-mail of its link and
 * `stopnewsletter?u=…&sig=…` turns the news mailings off, each once and without login (the pages
 * are private, never cached). `activate?token=…` (the target of the legacy `user/action.php`) asks
 * for a click first.
 */
import { eq } from 'drizzle-orm';
import type { LoginPageData, RegistrationPageData, UserSectionData, ContactStatus, FastActivation } from '../../domain/pages/account.ts';
import { db } from '../endpoint.ts';
import { players } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { activateByLink, linkState } from '../auth/account-links.ts';
import { stopNewsletter } from '../office/newsletter.ts';
import { defaultUserSettings } from '../../domain/office/settings.ts';
import { emailConfirmed, phoneConfirmed } from '../../domain/player/activation.ts';
import { pageData, type PageContext, type PageLoader } from './load.ts';

/** Whether the brand registers players here (site config, the registration feature, not a VIP domain; spec §5). */
function registrationOpen(ctx: PageContext): boolean {
  const { siteConfig, features } = ctx.brand;
  return siteConfig.isRegistrationAllowed && !siteConfig.isVipDomain && features.registration === true;
}

/** The login page: the login form of the header's dialog, in the page. */
export const loadLogin: PageLoader<LoginPageData> = (ctx) => pageData({ registrationOpen: registrationOpen(ctx) });

/** The registration page: every type the brand offers (the route's guard keeps it 404 where registration is closed). */
export const loadRegistration: PageLoader<RegistrationPageData> = () => pageData({ types: ['email', 'phone', 'fast'] });

async function contactsOf(playerId: number | undefined): Promise<ContactStatus | null> {
  if (playerId === undefined) return null;
  const [player] = await (await db()).select({ email: players.email, phone: players.phone, activationType: players.activationType }).from(players).where(eq(players.id, playerId));
  if (!player) return null;
  return { email: player.email, emailConfirmed: emailConfirmed(player.activationType), phone: player.phone, phoneConfirmed: phoneConfirmed(player.activationType) };
}

async function fastActivation(brandId: string, token: string | null): Promise<{ outcome: FastActivation; email: string | null }> {
  if (!token) return { outcome: 'invalid', email: null };
  try {
    const { email } = await activateByLink(await db(), brandId, token);
    return { outcome: 'activated', email };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'time_up') return { outcome: 'expired', email: null };
    if (error.code === 'already_registered') return { outcome: 'taken', email: null };
    return { outcome: 'invalid', email: null };
  }
}

/** The user section, by its `userSection` parameter. */
export const loadUserSection: PageLoader<UserSectionData> = async (ctx) => {
  const token = ctx.query.get('token');
  const brandId = ctx.brand.id;
  switch (ctx.params.userSection) {
    case 'passwordreset':
      return pageData({ section: 'passwordreset', token, link: token ? await linkState(await db(), brandId, 'password_link', token) : null });
    case 'activate':
      return pageData({
        section: 'activate', token,
        link: token ? await linkState(await db(), brandId, 'activation', token) : null,
        contacts: await contactsOf(ctx.playerId),
      });
    case 'activatefast':
      return pageData({ section: 'activatefast', ...(await fastActivation(brandId, token)) });
    case 'accountverify':
      return pageData({ section: 'accountverify', contacts: await contactsOf(ctx.playerId) });
    default: {
      const outcome = await stopNewsletter(await db(), brandId, ctx.query.get('u'), ctx.query.get('sig'), defaultUserSettings(ctx.brand.theme.colorScheme));
      return pageData({ section: 'stopnewsletter', outcome });
    }
  }
};
