/**
 * Newsletter unsubscribe (spec §2 user/stopnewsletter; spec §3 mailing settings
 * enable_mail_news, enable_sms_news): a signed link (src/server/auth/newsletter-link.ts) turns
 * both news mailings off, without login. Idempotent: a second click changes nothing and says so.
 * The player turns them on again in the office settings.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { players } from '../db/schema.ts';
import { loadUserSettings } from '../player-settings.ts';
import { saveUserSettings } from './settings.ts';
import { verifyNewsletterSignature } from '../auth/newsletter-link.ts';
import type { UserSettings } from '../../domain/office/settings.ts';

/** What an unsubscribe link did: `stopped` now, `already` off before, `invalid` link (bad signature or no such player). */
type NewsletterStop = 'stopped' | 'already' | 'invalid';

/**
 * Turns the news mailings of the link's player off.
 * @param u the link's `u` (player id), as given
 * @param sig the link's `sig`, as given
 * @param defaults the brand's settings defaults (`defaultUserSettings`), for fields never saved
 */
export async function stopNewsletter(db: Db, brandId: string, u: string | null, sig: string | null, defaults: UserSettings, now = new Date()): Promise<NewsletterStop> {
  const playerId = await verifyNewsletterSignature(db, brandId, u, sig);
  if (playerId === null) return 'invalid';
  const [player] = await db.select({ id: players.id }).from(players).where(and(eq(players.id, playerId), eq(players.brandId, brandId)));
  if (!player) return 'invalid';
  const { mailing } = await loadUserSettings(db, playerId, defaults);
  if (!mailing.enable_mail_news && !mailing.enable_sms_news) return 'already';
  await saveUserSettings(db, playerId, { mailing: { ...mailing, enable_mail_news: false, enable_sms_news: false } }, [], now, defaults);
  return 'stopped';
}
