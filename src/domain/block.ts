/**
 * Block state of spec §4: a block reason maps to the page that explains it; a visitor with a
 * reason is kept on that page, and a visitor on a block page without one goes home.
 *
 * The block decision of spec §7 `GET /blocks-api/api/v1/block/light`, pure: from the visitor's
 * country (GeoIP, null when unknown), User-Agent, referral and login state, and the brand's rules
 * (schemas/blocking.ts), the answer `{ displayTypeId, templateTypeId, authNeed }`; then the
 * reason the page request keeps (spec §4: set when displayTypeId is 1, not set for templateTypeId
 * 1 with the force_geo_off cookie 1). An unknown country never blocks.
 */
import Bowser from 'bowser';
import type { Blocking } from '../../schemas/blocking.ts';

/** Block pages of spec §2 "Blocking and maintenance". */
export const BLOCK_PAGES = ['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'] as const;
/** A block page slug. */
export type BlockPage = (typeof BLOCK_PAGES)[number];

/** Reason id → page (spec §4: 4 site-updates, 16 suspension, 3/1/5/2/14 block, 13 block-ua, 17 block-ie, 8 coming-soon). */
const REASON_PAGES: Record<number, BlockPage> = {
  1: 'block', 2: 'block', 3: 'block', 5: 'block', 14: 'block',
  4: 'site-updates', 8: 'coming-soon', 13: 'block-ua', 16: 'suspension', 17: 'block-ie',
};

/** The reasons this portal decides (ids of spec §4; 2, 3, 5, 14 and 16 come from elsewhere). */
export const BLOCK_REASON = {
  /** The visitor's country is blocked by the brand (the geo template: the force_geo_off cookie lifts it). */
  country: 1,
  /** The site is being updated. */
  siteUpdates: 4,
  /** The brand is not open in the visitor's country yet. */
  comingSoon: 8,
  /** A browser or bot the brand refuses. */
  userAgent: 13,
  /** Internet Explorer. */
  ie: 17,
} as const;

/** The cookie that lifts a geo block (spec §4: templateTypeId 1 with `force_geo_off=1`). */
export const FORCE_GEO_OFF_COOKIE = 'force_geo_off';

/** The answer of the block service (spec §7 block/light `data`). */
export interface BlockAnswer {
  /** 1: show the block page of `templateTypeId`; 0: nothing to show. */
  displayTypeId: 0 | 1;
  /** The block reason (spec §4 ids) when `displayTypeId` is 1, else null. */
  templateTypeId: number | null;
  /** A guest must log in before any page but home (spec §6 VIP rule, `mainVipDomainAuthNeed`). */
  authNeed: boolean;
}

/** What the block rules know of a visitor. */
export interface BlockVisitor {
  /** ISO 3166-1 alpha-2 code from GeoIP; null when the lookup found nothing (private or unknown address). */
  country: string | null;
  /** The User-Agent header, if any. */
  userAgent: string | null;
  /** The visitor came by a referral link (spec §7 referralParams / referralWHNMobile, or the referral cookies). */
  referral: boolean;
  /** A player is logged in. */
  isAuthenticated: boolean;
  /** The page asked for the VIP rule itself (`mainVipDomainAuthNeed`). */
  vipAuthAsked?: boolean;
}

/** What the block rules need of the brand. */
export interface BlockBrand {
  blocking: Blocking;
  /** The brand's domain is a VIP domain (site config `isVipDomain`). */
  isVipDomain: boolean;
}

/** Longest User-Agent parsed; the rest is ignored. */
const USER_AGENT_MAX = 1000;

/**
 * The User-Agent's reason: 17 for Internet Explorer; 13 for a bot when the brand blocks bots, or a
 * browser older than the brand's minimum version for it; null otherwise (also without a header).
 */
export function userAgentReason(userAgent: string | null | undefined, rules: Pick<Blocking, 'blockBots' | 'minBrowserVersions'>): number | null {
  if (!userAgent) return null;
  const parser = Bowser.getParser(userAgent.slice(0, USER_AGENT_MAX));
  const browser = parser.getBrowserName(true);
  if (browser === 'internet explorer') return BLOCK_REASON.ie;
  if (rules.blockBots && parser.getPlatformType(true) === 'bot') return BLOCK_REASON.userAgent;
  const minimum = (rules.minBrowserVersions as Record<string, string | undefined>)[browser];
  if (minimum !== undefined && parser.getBrowserVersion() && parser.satisfies({ [browser]: `<${minimum}` }) === true) return BLOCK_REASON.userAgent;
  return null;
}

/** What the browser rule makes of a visitor's browser (the `/oldbrowser` page). */
interface BrowserSupport {
  /** bowser's browser name as it shows it (e.g. `Chrome`), or null when the User-Agent names none. */
  name: string | null;
  /** The browser's version, or null when unknown. */
  version: string | null;
  /**
   * `ie`: Internet Explorer, never supported (reason 17); `old`: older than the brand's minimum
   * for it (reason 13); `supported`: at or above it, or a browser without a minimum; `unknown`: no
   * User-Agent or no browser in it.
   */
  verdict: 'ie' | 'old' | 'supported' | 'unknown';
  /** The brand's minimum versions, by bowser's lower-case browser name (`chrome`: `90`). */
  minimums: readonly { browser: string; version: string }[];
}

/**
 * The browser rule of spec §4 (reasons 13 and 17, {@link userAgentReason}) applied to one
 * User-Agent, with what the page shows of it: the browser, its version, the verdict and the
 * brand's minimum versions. Bots are not judged here (they never read the page).
 */
export function browserSupport(userAgent: string | null | undefined, rules: Pick<Blocking, 'minBrowserVersions'>): BrowserSupport {
  const minimums = Object.entries(rules.minBrowserVersions as Record<string, string | undefined>)
    .flatMap(([browser, version]) => (version === undefined ? [] : [{ browser, version }]));
  if (!userAgent) return { name: null, version: null, verdict: 'unknown', minimums };
  const parser = Bowser.getParser(userAgent.slice(0, USER_AGENT_MAX));
  const name = parser.getBrowserName() || null;
  const version = parser.getBrowserVersion() || null;
  if (name === null) return { name, version, verdict: 'unknown', minimums };
  const reason = userAgentReason(userAgent, { blockBots: false, minBrowserVersions: rules.minBrowserVersions });
  const verdict = reason === BLOCK_REASON.ie ? 'ie' : reason === BLOCK_REASON.userAgent ? 'old' : 'supported';
  return { name, version, verdict, minimums };
}

/**
 * The block service's answer for a visitor (spec §7 block/light). Reasons in order: blocked
 * country (1), coming-soon country (8, not for a referral visitor when the brand lets referrals
 * through), then the browser (17, 13). `authNeed`: on a VIP domain, a guest whose country is in
 * `vipAuthCountries`, or whose page asked for the rule, must log in.
 */
export function decideBlock(brand: BlockBrand, visitor: BlockVisitor): BlockAnswer {
  const { blocking } = brand;
  const country = visitor.country;
  const vipRule = brand.isVipDomain && ((country !== null && blocking.vipAuthCountries.includes(country)) || visitor.vipAuthAsked === true);
  const authNeed = vipRule && !visitor.isAuthenticated;
  let reason: number | null = null;
  if (country !== null && blocking.blockedCountries.includes(country)) reason = BLOCK_REASON.country;
  else if (country !== null && blocking.comingSoonCountries.includes(country) && !(visitor.referral && blocking.referralsSkipComingSoon)) reason = BLOCK_REASON.comingSoon;
  else reason = userAgentReason(visitor.userAgent, blocking);
  return reason === null ? { displayTypeId: 0, templateTypeId: null, authNeed } : { displayTypeId: 1, templateTypeId: reason, authNeed };
}

/**
 * The block reason kept from an answer (spec §4 Block state): the template when `displayTypeId`
 * is 1, except the geo template (1) while the force_geo_off cookie is `1`; else none.
 */
export function blockReasonOf(answer: Pick<BlockAnswer, 'displayTypeId' | 'templateTypeId'>, forceGeoOffCookie: string | undefined): number | null {
  if (answer.displayTypeId !== 1 || answer.templateTypeId === null) return null;
  if (answer.templateTypeId === BLOCK_REASON.country && forceGeoOffCookie === '1') return null;
  return answer.templateTypeId;
}

/** The block page for a reason, or null for a reason that blocks nothing. */
export function blockPageForReason(reason: number | null | undefined): BlockPage | null {
  return reason == null ? null : (REASON_PAGES[reason] ?? null);
}

/** True for the slug of a block page. */
export function isBlockPage(slug: string): slug is BlockPage {
  return (BLOCK_PAGES as readonly string[]).includes(slug);
}

/** Paths a blocked visitor may still open (spec §4: "The verify route is exempt"). */
export const BLOCK_EXEMPT_PATHS: readonly string[] = ['/user/accountverify'];
