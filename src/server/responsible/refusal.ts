/**
 * Responsible-gaming refusals in the player's language: `limit_reached`, `limit_currency`,
 * `self_excluded` and `player_banned` carry `meta.i18nKey` (src/domain/responsible/limits.ts
 * `refusalKey`); the endpoints that move money (deposit and its check before the provider, coupon
 * placement), the casino launch and the login answer them with the text of that key, the amount left
 * and when the limit frees up, in the request's language. Amounts in `meta` are major units (as
 * `GET …/limits`); the text shows them through `formatMoney` (src/domain/money.ts) in the language.
 */
import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db } from '../db/client.ts';
import { currencies } from '../db/schema.ts';
import { AppError, isAppError } from '../errors.ts';
import { formatMoney, majorToMinor } from '../../domain/money.ts';
import { LANGUAGES, type LanguageCode } from '../../../schemas/language.ts';
import { formatMomentInZone, pageClock } from '../../domain/clock.ts';
import { loadUserSettings } from '../player-settings.ts';

const CODES = new Set(['limit_reached', 'limit_currency', 'self_excluded', 'player_banned']);


/**
 * The error with its detail in the request's language when it is a limit refusal (`meta.balanceText`
 * added: the amount left, formatted); any other error unchanged.
 * @param lng the request's language (the money format's locale)
 * @param playerId the logged-in player, whose saved time zone writes "until" (src/domain/clock.ts,
 *   named with the time); none (a login): UTC
 */
export async function localizeRefusal(error: unknown, db: Db, t: TFunction, lng: LanguageCode, playerId?: number): Promise<unknown> {
  if (!isAppError(error) || !CODES.has(error.code) || typeof error.extra.i18nKey !== 'string') return error;
  const { limitBalance, currencyId, endsAt } = error.extra;
  let balance = '';
  if (typeof limitBalance === 'number' && typeof currencyId === 'number') {
    const [currency] = await db.select().from(currencies).where(eq(currencies.id, currencyId));
    if (currency) balance = formatMoney(majorToMinor(limitBalance, currency.exponent), currency, LANGUAGES[lng].htmlLang);
  }
  let until = '';
  if (typeof endsAt === 'string') {
    const settings = playerId === undefined ? undefined : await loadUserSettings(db, playerId);
    until = formatMomentInZone(endsAt, pageClock(lng, settings));
  }
  return new AppError(error.code, t(error.extra.i18nKey, { balance, until }), { ...error.extra, ...(balance ? { balanceText: balance } : {}) });
}
