/**
 * `GET`/`PUT /web-api/coupon/settings`: the player's coupon settings (spec §3 Coupon settings;
 * §6 "Coupon settings load only after login"). GET answers the stored settings or the defaults
 * (change-of-odds action 2); PUT stores a full, validated settings object and answers it.
 */
import type { APIRoute } from 'astro';
import { couponSettingsSchema } from '../../../../schemas/coupon-api.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { loadCouponSettings, saveCouponSettings } from '../../../server/bets/settings.ts';
import { json } from '../../../server/http.ts';

export const GET: APIRoute = (context) =>
  handle(async () => json(await loadCouponSettings(await db(), requirePlayer(context)), { cacheControl: 'private, no-store' }));

export const PUT: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const body = await readJson(context.request, couponSettingsSchema);
    return saveCouponSettings(await db(), playerId, body);
  });
