/**
 * The block decision of a request (spec §4 Block state, §6 VIP rule, §7 block/light): the
 * visitor's country from the client address (src/server/geo.ts), the User-Agent, the referral
 * and login state, decided by the brand's rules (src/domain/block.ts `decideBlock`). The page
 * request (src/middleware.ts) and the block service endpoint
 * (src/pages/blocks-api/api/v1/block/light.ts) both ask here, so they always agree.
 */
import { decideBlock, type BlockAnswer } from '../domain/block.ts';
import { referralCookies, referralOf } from '../domain/referral/capture.ts';
import type { Blocking } from '../../schemas/blocking.ts';
import type { SiteConfig } from '../../schemas/site-config.ts';
import { requestClientAddress, type RequestFacts } from './client-request.ts';
import { countryOfAddress } from './geo.ts';

/** The decision with the country it was made for. */
export interface BlockState extends BlockAnswer {
  /** The visitor's country (ISO 3166-1 alpha-2), or null when GeoIP found none. */
  countryCode: string | null;
}

/** What the decision needs of a request. */
export interface BlockRequest {
  /** The request's effective brand. */
  brand: { blocking: Blocking; siteConfig?: Pick<SiteConfig, 'isVipDomain'> | undefined };
  /** The request and its socket address (an Astro context, or the direct page path's facts). */
  context: RequestFacts;
  /** A player is logged in (the session, never the client's word). */
  isAuthenticated: boolean;
  /** The visitor came by a referral link. */
  referral: boolean;
  /** The page asked for the VIP rule (`mainVipDomainAuthNeed`). */
  vipAuthAsked?: boolean;
}

/**
 * True when the request carries a referral: a referral query parameter of spec §7 that the
 * referral capture takes, or the referral cookies a capture left (src/domain/referral/capture.ts).
 */
export function arrivedByReferral(query: URLSearchParams, cookie: (name: string) => string | undefined): boolean {
  return referralCookies(query).length > 0 || referralOf(cookie) !== null;
}

/** The block decision for a request. Never throws for a lookup: an unknown country blocks nobody. */
export async function blockStateOf(input: BlockRequest): Promise<BlockState> {
  const countryCode = await countryOfAddress(requestClientAddress(input.context));
  const answer = decideBlock(
    { blocking: input.brand.blocking, isVipDomain: input.brand.siteConfig?.isVipDomain === true },
    {
      country: countryCode,
      userAgent: input.context.request.headers.get('user-agent'),
      referral: input.referral,
      isAuthenticated: input.isAuthenticated,
      vipAuthAsked: input.vipAuthAsked ?? false,
    },
  );
  return { ...answer, countryCode };
}
