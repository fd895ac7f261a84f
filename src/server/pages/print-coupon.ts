/**
 * The print-coupon page (spec §2 `print-coupon/{couponId}`): the receipt of one of the logged-in
 * player's coupons; another player's or an unknown coupon is the 404 page.
 */
import type { PrintCouponPageData } from '../../domain/pages/office.ts';
import { receiptOf } from '../bets/receipt.ts';
import { db } from '../endpoint.ts';
import { isAppError } from '../errors.ts';
import { getFeed } from '../feed/service.ts';
import { NOT_FOUND, pageData, type PageLoader } from './load.ts';

/** Loads the receipt; the resolver sends guests to the login form first. */
export const loadPrintCoupon: PageLoader<PrintCouponPageData> = async (ctx) => {
  const couponId = Number(ctx.params.couponId);
  if (ctx.playerId === undefined || !Number.isSafeInteger(couponId) || couponId <= 0) return NOT_FOUND;
  try {
    return pageData({ kind: 'print-coupon', receipt: await receiptOf(await db(), await getFeed(), couponId, ctx.playerId, ctx.lng) });
  } catch (error) {
    if (isAppError(error) && error.code === 'not_found') return NOT_FOUND;
    throw error;
  }
};
