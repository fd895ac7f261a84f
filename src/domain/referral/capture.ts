/**
 * Referral capture (spec §1 guard "referral capture", §3 referral cookies, §7 referral query
 * parameters, §9 cookie lifetimes): which cookies a page request's query sets, and what a
 * registration stores from the cookies it carries.
 *
 * Query parameters → cookies (each value 1–64 characters of letters, digits and `._~-`; anything
 * else is ignored; the last referral link a visitor follows wins — every cookie it names is set
 * again):
 * - `bf={player id}` (bring a friend, digits only): `refererid` 60 days, `reflinkid` = `bf:{id}`
 *   60 days, `referral_values` = {type: bf, val} 1 day;
 * - `tag`, `btag` (affiliate tags): `reflinkid` = the tag, 60 days; `referral_values` 1 day (default);
 * - `vkref`, `utm_source`, `qtag`, `whn`: `reflinkid` = `{param}:{value}` for 1 hour (a short
 *   entry), `referral_values` 1 day (default);
 * - `click_id`: `ref_partner_id` 30 days; `partner_id`: `ref_partner_id` 60 days;
 * - `subid`: `subid` 60 days;
 * - `pb` (a partner's postback id): `postback_watcher` = the id for 30 days; a referral link
 *   without `pb` sets `postback_watcher` empty for 4 seconds, so an older partner's watcher ends.
 */

/** A cookie to set: name, value and lifetime in seconds. */
export interface ReferralCookie {
  name: 'refererid' | 'reflinkid' | 'referral_values' | 'ref_partner_id' | 'postback_watcher' | 'subid';
  value: string;
  maxAgeS: number;
}

const DAY_S = 86_400;
/** The default cookie lifetime of spec §9, seconds. */
const DEFAULT_COOKIE_S = DAY_S;
/** Lifetimes of spec §9, seconds. */
export const REFERRAL_LIFETIMES_S = {
  refererid: 60 * DAY_S,
  reflinkidLong: 60 * DAY_S,
  reflinkidShort: 3600,
  refPartnerClick: 30 * DAY_S,
  refPartner: 60 * DAY_S,
  postbackWatcher: 30 * DAY_S,
  postbackNone: 4,
  subid: 60 * DAY_S,
  bfValues: DAY_S,
} as const;

/** The referral query parameters of spec §7 (and the partner ones of §9) that start a capture. */
export const REFERRAL_PARAMS = ['bf', 'tag', 'btag', 'vkref', 'utm_source', 'qtag', 'whn', 'click_id', 'partner_id', 'subid'] as const;

const VALUE = /^[A-Za-z0-9._~-]{1,64}$/;
const PLAYER_ID = /^[1-9]\d{0,15}$/;

/** The value of a parameter when it is well-formed, else null. */
function clean(query: URLSearchParams, name: string, pattern = VALUE): string | null {
  const value = query.get(name);
  return value !== null && pattern.test(value) ? value : null;
}

/** The cookies a page request with `query` sets (empty when it carries no well-formed referral parameter). */
export function referralCookies(query: URLSearchParams): ReferralCookie[] {
  const out: ReferralCookie[] = [];
  const bf = clean(query, 'bf', PLAYER_ID);
  const tag = clean(query, 'btag') ?? clean(query, 'tag');
  const tagName = clean(query, 'btag') !== null ? 'btag' : 'tag';
  const short = (['vkref', 'utm_source', 'qtag', 'whn'] as const).map((name) => [name, clean(query, name)] as const).find(([, v]) => v !== null);
  const click = clean(query, 'click_id');
  const partner = clean(query, 'partner_id');
  const subid = clean(query, 'subid');
  if (bf) {
    out.push({ name: 'refererid', value: bf, maxAgeS: REFERRAL_LIFETIMES_S.refererid });
    out.push({ name: 'reflinkid', value: `bf:${bf}`, maxAgeS: REFERRAL_LIFETIMES_S.reflinkidLong });
    out.push({ name: 'referral_values', value: JSON.stringify({ type: 'bf', val: bf, additional: null }), maxAgeS: REFERRAL_LIFETIMES_S.bfValues });
  } else if (tag) {
    out.push({ name: 'reflinkid', value: tag, maxAgeS: REFERRAL_LIFETIMES_S.reflinkidLong });
    out.push({ name: 'referral_values', value: JSON.stringify({ type: tagName, val: tag, additional: null }), maxAgeS: DEFAULT_COOKIE_S });
  } else if (short) {
    out.push({ name: 'reflinkid', value: `${short[0]}:${short[1]}`, maxAgeS: REFERRAL_LIFETIMES_S.reflinkidShort });
    out.push({ name: 'referral_values', value: JSON.stringify({ type: short[0], val: short[1], additional: null }), maxAgeS: DEFAULT_COOKIE_S });
  }
  if (click) out.push({ name: 'ref_partner_id', value: click, maxAgeS: REFERRAL_LIFETIMES_S.refPartnerClick });
  else if (partner) out.push({ name: 'ref_partner_id', value: partner, maxAgeS: REFERRAL_LIFETIMES_S.refPartner });
  if (subid) out.push({ name: 'subid', value: subid, maxAgeS: REFERRAL_LIFETIMES_S.subid });
  if (out.length > 0) {
    const pb = clean(query, 'pb');
    out.push(pb ? { name: 'postback_watcher', value: pb, maxAgeS: REFERRAL_LIFETIMES_S.postbackWatcher } : { name: 'postback_watcher', value: '', maxAgeS: REFERRAL_LIFETIMES_S.postbackNone });
  }
  return out;
}

/** What a registration stores of the referral cookies it carries. */
export interface ReferralCapture {
  /** The referring player's id (`refererid`), checked against the brand at registration. */
  referrerId: number | null;
  reflinkid: string | null;
  refPartnerId: string | null;
  subid: string | null;
  postback: string | null;
  /** `referral_values` as captured: `{ type, val, additional }`. */
  values: { type: string; val: string; additional: string | null } | null;
}

/** The referral a registration carries in its cookies, or null when it carries none (malformed values are dropped). */
export function referralOf(cookie: (name: ReferralCookie['name']) => string | undefined): ReferralCapture | null {
  const get = (name: ReferralCookie['name']) => {
    const value = cookie(name);
    return value !== undefined && VALUE.test(value) ? value : null;
  };
  const referer = cookie('refererid');
  const reflinkid = cookie('reflinkid');
  let values: ReferralCapture['values'] = null;
  try {
    const raw = JSON.parse(cookie('referral_values') ?? 'null') as { type?: unknown; val?: unknown } | null;
    if (raw && typeof raw.type === 'string' && typeof raw.val === 'string' && (REFERRAL_PARAMS as readonly string[]).includes(raw.type) && VALUE.test(raw.val)) {
      values = { type: raw.type, val: raw.val, additional: null };
    }
  } catch {
    values = null;
  }
  const capture: ReferralCapture = {
    referrerId: referer !== undefined && PLAYER_ID.test(referer) ? Number(referer) : null,
    reflinkid: reflinkid !== undefined && /^[A-Za-z0-9._~:-]{1,80}$/.test(reflinkid) ? reflinkid : null,
    refPartnerId: get('ref_partner_id'),
    subid: get('subid'),
    postback: get('postback_watcher'),
    values,
  };
  return Object.values(capture).some((v) => v !== null) ? capture : null;
}
