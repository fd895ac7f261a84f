/**
 * `POST /web-api/bonuses/promo-code` `{ code }` (spec §3 office showPromoCodeCheck): claims the
 * brand's bonus with that code — a no-deposit bonus is awarded at once, a reload waits for the next
 * qualifying deposit. Answers `{ status: 'active'|'pending', bonus }`; refusals are 422
 * `promo_code_invalid` with `meta.reason` (unknown, expired, used_up, not_eligible, already_used,
 * bonus_active) and `meta.i18nKey`. 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { promoCodeBody } from '../../../../schemas/bonus.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { claimPromoCode, playerBonusViews } from '../../../server/bonus/engine.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { code } = await readJson(context.request, promoCodeBody);
    const database = await db();
    const { brand, lng } = context.locals;
    const claim = await claimPromoCode(database, brand, playerId, code, feedNow());
    const bonus = (await playerBonusViews(database, playerId, lng, brand.defaultLanguage)).find((b) => b.id === claim.bonusId)!;
    return { status: claim.status, bonus };
  });
