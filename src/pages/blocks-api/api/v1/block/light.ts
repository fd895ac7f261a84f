/**
 * `GET /blocks-api/api/v1/block/light` (spec §7; shapes in schemas/block-api.ts): the block
 * service's answer for the visitor, `{ data: { displayTypeId, templateTypeId, authNeed,
 * countryCode } }` — the decision the page request takes too (src/server/block-state.ts): the
 * client address's country against the brand's blocked and coming-soon countries, the browser,
 * the referral (query `referralParams`/`referralWHNMobile`, or the referral cookies) and the VIP
 * rule (`mainVipDomainAuthNeed`, or the brand's VIP countries) for a guest of the session. The
 * force_geo_off cookie is the page's to apply (spec §4), not this answer's. `stage` is echoed
 * outside production and ignored in it. 400 naming a malformed parameter. Private, never cached.
 */
import type { APIRoute } from 'astro';
import { blockLightQuery, type BlockLightData } from '../../../../../../schemas/block-api.ts';
import { handle, readQuery } from '../../../../../server/endpoint.ts';
import { json, markPrivate } from '../../../../../server/http.ts';
import { arrivedByReferral, blockStateOf } from '../../../../../server/block-state.ts';
import { devToolsOn } from '../../../../../server/dev-tools.ts';

export const GET: APIRoute = (context) =>
  handle(async () => {
    const query = readQuery(context.url, blockLightQuery);
    const { brand } = context.locals;
    const referralQuery = new URLSearchParams(query.referralParams ?? '');
    if (query.referralWHNMobile) referralQuery.set('whn', query.referralWHNMobile);
    const state = await blockStateOf({
      brand, context,
      isAuthenticated: context.locals.playerId !== undefined,
      referral: arrivedByReferral(referralQuery, (name) => context.cookies.get(name)?.value),
      vipAuthAsked: query.mainVipDomainAuthNeed ?? false,
    });
    const production = import.meta.env.PROD && !devToolsOn();
    const data: BlockLightData = {
      displayTypeId: state.displayTypeId, templateTypeId: state.templateTypeId, authNeed: state.authNeed, countryCode: state.countryCode,
      ...(query.stage !== undefined && !production ? { stage: query.stage } : {}),
    };
    const response = json({ data });
    markPrivate(response.headers);
    return response;
  });
