/** Stored coupon settings of a player (spec §3 Coupon settings), with the spec §9 defaults. */
import { eq } from 'drizzle-orm';
import { couponSettingsSchema, type CouponSettingsBody } from '../../../schemas/coupon-api.ts';
import { defaultCouponSettings } from '../../domain/coupon/state-rules.ts';
import { AMOUNT_STEP_BY_CURRENCY } from '../../domain/coupon/amounts.ts';
import { couponSettings } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

/**
 * The defaults: the domain's (change-of-odds action 2, spec §9) with the amount steps per
 * currency of spec §9 and no one-click amounts (amounts travel as major-unit text here).
 */
export function defaultSettings(): CouponSettingsBody {
  return { ...defaultCouponSettings(), amountStepByCurrencyIso: { ...AMOUNT_STEP_BY_CURRENCY }, oneClickAmount: null, bonusAccountOneClickAmount: null };
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
