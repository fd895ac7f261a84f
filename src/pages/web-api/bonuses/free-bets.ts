/**
 * `GET /web-api/bonuses/free-bets`: the logged-in player's usable free bets (spec §3 coupon
 * `promoCodes`): `{ freeBets: [{ id, code, amountMinor, currency, expiresAt }] }`, oldest first.
 * A coupon with one of these codes stakes exactly its amount from the house.
 * `POST` `{ code }`: the coupon's "apply": claims the brand's free bet with that code (or finds the
 * one the player holds) and answers the list; 422 `promo_code_invalid` with `meta.reason` (unknown —
 * also for a code that is not a free bet —, expired, used_up, not_eligible, already_used).
 * 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { freeBetForCode, usableFreeBets } from '../../../server/bonus/engine.ts';
import { promoCodeBody } from '../../../../schemas/bonus.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const GET: APIRoute = (context) =>
  handle(async () => ({ freeBets: await usableFreeBets(await db(), requirePlayer(context), feedNow()) }));

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { code } = await readJson(context.request, promoCodeBody);
    const database = await db();
    await freeBetForCode(database, context.locals.brand, playerId, code, feedNow());
    return { freeBets: await usableFreeBets(database, playerId, feedNow()) };
  });
