/**
 * Stored coupon settings of a player (spec §3 Coupon settings) in the boundary shape of
 * `schemas/coupon-api.ts` (major units), with the one default of src/domain/coupon/state-rules.ts
 * that guests get too.
 */
import { eq } from 'drizzle-orm';
import { couponSettingsSchema, type CouponSettingsBody } from '../../../schemas/coupon-api.ts';
import { defaultCouponSettings } from '../../domain/coupon/state-rules.ts';
import { couponSettings } from '../db/schema.ts';
import type { Db } from '../db/client.ts';

/** The player's settings; the defaults when none are stored (or the stored ones no longer parse). */
export async function loadCouponSettings(db: Db, playerId: number): Promise<CouponSettingsBody> {
  const [row] = await db.select().from(couponSettings).where(eq(couponSettings.playerId, playerId));
  const parsed = row ? couponSettingsSchema.safeParse(row.settings) : null;
  return parsed?.success ? parsed.data : defaultCouponSettings();
}

/** Stores the player's settings (validated by the endpoint) and answers them. */
export async function saveCouponSettings(db: Db, playerId: number, settings: CouponSettingsBody): Promise<CouponSettingsBody> {
  await db
    .insert(couponSettings)
    .values({ playerId, settings, updatedAt: new Date() })
    .onConflictDoUpdate({ target: couponSettings.playerId, set: { settings, updatedAt: new Date() } });
  return settings;
}
