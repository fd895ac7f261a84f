/**
 * Responsible-gaming refusals in the player's language: `limit_reached`, `limit_currency` and
 * `self_excluded` carry `meta.i18nKey` (src/domain/responsible/limits.ts `refusalKey`); the
 * endpoints that move money (deposit, coupon placement) and the login answer them with the text of
 * that key, the amount left and when the limit frees up, in the request's language.
 */
import { eq } from 'drizzle-orm';
import type { TFunction } from 'i18next';
import type { Db } from '../db/client.ts';
import { currencies } from '../db/schema.ts';
import { AppError, isAppError } from '../errors.ts';
import { moneyText } from '../../domain/money.ts';

const CODES = new Set(['limit_reached', 'limit_currency', 'self_excluded']);

/** `2026-11-24 18:30 UTC` of an ISO instant. */
export function untilText(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The error with its detail in the request's language when it is a limit refusal; any other error unchanged. */
export async function localizeRefusal(error: unknown, db: Db, t: TFunction): Promise<unknown> {
  if (!isAppError(error) || !CODES.has(error.code) || typeof error.extra.i18nKey !== 'string') return error;
  const { limitBalance, currencyId, endsAt } = error.extra;
  let balance = '';
  if (typeof limitBalance === 'number' && typeof currencyId === 'number') {
    const [currency] = await db.select().from(currencies).where(eq(currencies.id, currencyId));
    if (currency) balance = moneyText(limitBalance, currency);
  }
  const until = typeof endsAt === 'string' ? untilText(endsAt) : '';
  return new AppError(error.code, t(error.extra.i18nKey, { balance, until }), { ...error.extra, ...(balance ? { balanceText: balance } : {}) });
}
