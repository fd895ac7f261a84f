/**
 * `POST /web-api/bonuses/opt-in` `{ code }` (spec §2 `promotions/wishing_you_a_happy_birthday`):
 * claims the brand's birthday gift with that template code, awarded at once. Answers
 * `{ status: 'active', bonus }`; refusals are 422 `promo_code_invalid` with `meta.reason` (unknown,
 * expired, birth_date_missing, not_birthday, not_eligible, already_used, bonus_active, used_up) and
 * `meta.i18nKey`. 401 for a guest.
 */
import type { APIRoute } from 'astro';
import { optInBody } from '../../../../schemas/bonus.ts';
import { db, handle, readJson, requirePlayer } from '../../../server/endpoint.ts';
import { claimBirthdayGift, playerBonusViews } from '../../../server/bonus/engine.ts';
import { feedNow } from '../../../server/feed/clock.ts';

export const POST: APIRoute = (context) =>
  handle(async () => {
    const playerId = requirePlayer(context);
    const { code } = await readJson(context.request, optInBody);
    const database = await db();
    const { brand, lng } = context.locals;
    const claim = await claimBirthdayGift(database, brand, playerId, code, feedNow());
    const bonus = (await playerBonusViews(database, playerId, lng, brand.defaultLanguage)).find((b) => b.id === claim.bonusId)!;
    return { status: claim.status, bonus };
  });
