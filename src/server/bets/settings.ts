/** Stored coupon settings of a player (spec §3 Coupon settings), with the spec §9 defaults. */
import { eq } from 'drizzle-orm';
import { couponSettingsSchema, type CouponSettingsBody } from '../../../schemas/coupon-api.ts';
import { COUPON_DEFAULTS } from '../../domain/coupon/types.ts';
import { couponSettings } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

/** The defaults: spec §9 amount steps (RUB 100, USD/EUR 2.5), change-of-odds action 2. */
export function defaultSettings(): CouponSettingsBody {
  return {
    amountStepByCurrencyIso: { RUB: 100, USD: 2.5, EUR: 2.5 },
    isManualAmountStep: false,
    changeCoefAction: COUPON_DEFAULTS.changeCoefAction,
    isAutoMax: false,
    isVipBet: false,
    isBalanceShown: true,
    isPossibleWinShown: true,
    isSelectAccountShown: true,
    isCouponFixed: false,
    oneClickAmount: null,
    isActiveOneClick: false,
    exactCoef: null,
    isDropOnScoreChange: false,
    expressId: null,
    bonusAccountOneClickAmount: null,
  };
}

/** The player's settings; the defaults when none are stored (or the stored ones no longer parse). */
export async function loadCouponSettings(db: Db, playerId: number): Promise<CouponSettingsBody> {
  const [row] = await db.select().from(couponSettings).where(eq(couponSettings.playerId, playerId));
  const parsed = row ? couponSettingsSchema.safeParse(row.settings) : null;
  return parsed?.success ? parsed.data : defaultSettings();
}

/** Stores the player's settings (validated by the endpoint) and answers them. */
export async function saveCouponSettings(db: Db, playerId: number, settings: CouponSettingsBody): Promise<CouponSettingsBody> {
  await db
    .insert(couponSettings)
    .values({ playerId, settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: couponSettings.playerId, set: { settings, updatedAt: new Date() } });
  return settings;
}
