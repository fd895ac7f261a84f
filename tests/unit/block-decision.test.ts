/**
 * The block decision of spec §4 Block state and §7 block/light, table by table: the brand's
 * blocked and coming-soon countries, the referral that lifts coming-soon, the browser rules
 * (Internet Explorer 17, old browsers and bots 13), the VIP rule of spec §6, the force_geo_off
 * cookie, the GeoIP lookup (private and unknown addresses never have a country), the brand's
 * country lists as console settings, the endpoint's query, and the page's client check (retries,
 * spec §8 logging of a malformed answer).
 */
import { describe, expect, it, vi } from 'vitest';
import { BLOCK_REASON, blockPageForReason, blockReasonOf, decideBlock, userAgentReason, type BlockBrand, type BlockVisitor } from '../../src/domain/block.ts';
import { NO_BLOCKING, blockingSchema, type Blocking } from '../../schemas/blocking.ts';
import { COUNTRY_CODES, countryListSchema } from '../../schemas/country.ts';
import { blockLightQuery, type BlockLightData } from '../../schemas/block-api.ts';
import { brandSchema } from '../../schemas/brand.ts';
import { SETTINGS_BY_KEY } from '../../schemas/brand-settings.ts';
import { applyOverrides, validateMerged } from '../../src/domain/settings/overrides.ts';
import { countryOfAddress, isPublicAddress } from '../../src/server/geo.ts';
import { arrivedByReferral } from '../../src/server/block-state.ts';
import { BLOCK_FORMAT_ERROR, BLOCK_GUARD_PAUSE_MS, BLOCK_LOAD_ERROR, BLOCK_RETRY_DELAY_MS, blockQueryOf, blockTarget, fetchBlockState, guardMayMove, type BlockCheckDeps } from '../../src/client/shell/block-check.ts';
import { countriesOf } from '../../src/islands/console/SettingsEditor.tsx';
import { resolvePageRequest } from '../../src/domain/routing/resolve.ts';
import { mainBrandJson, resolveBrand, vipBrandJson } from '../helpers/brand-fixture.ts';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  chrome60: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/60.0.3112.113 Safari/537.36',
  chrome120: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  opera: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 OPR/106.0.0.0',
} as const;

const rules = (over: Partial<Blocking> = {}): Blocking => ({
  ...NO_BLOCKING, blockedCountries: ['US', 'GB'], comingSoonCountries: ['UZ'], referralsSkipComingSoon: true, vipAuthCountries: ['DE'],
  minBrowserVersions: { chrome: '70' }, ...over,
});
const brand = (over: Partial<Blocking> = {}, isVipDomain = false): BlockBrand => ({ blocking: rules(over), isVipDomain });
const visitor = (over: Partial<BlockVisitor> = {}): BlockVisitor => ({ country: null, userAgent: UA.chrome120, referral: false, isAuthenticated: false, ...over });

describe('decideBlock (spec §7 block/light answer)', () => {
  it.each([
    ['blocked country', visitor({ country: 'US' }), { displayTypeId: 1, templateTypeId: 1, authNeed: false }],
    ['coming-soon country', visitor({ country: 'UZ' }), { displayTypeId: 1, templateTypeId: 8, authNeed: false }],
    ['coming-soon country by a referral link', visitor({ country: 'UZ', referral: true }), { displayTypeId: 0, templateTypeId: null, authNeed: false }],
    ['a country not listed', visitor({ country: 'RU' }), { displayTypeId: 0, templateTypeId: null, authNeed: false }],
    ['no country (lookup failed)', visitor({ country: null }), { displayTypeId: 0, templateTypeId: null, authNeed: false }],
    ['Internet Explorer', visitor({ userAgent: UA.ie11 }), { displayTypeId: 1, templateTypeId: 17, authNeed: false }],
    ['a browser older than the minimum', visitor({ userAgent: UA.chrome60 }), { displayTypeId: 1, templateTypeId: 13, authNeed: false }],
    ['a blocked country comes before the browser', visitor({ country: 'GB', userAgent: UA.ie11 }), { displayTypeId: 1, templateTypeId: 1, authNeed: false }],
  ] as const)('%s', (_name, who, expected) => {
    expect(decideBlock(brand(), who)).toEqual(expected);
  });

  it('holds a referral visitor on coming-soon when the brand does not let referrals through', () => {
    expect(decideBlock(brand({ referralsSkipComingSoon: false }), visitor({ country: 'UZ', referral: true })).templateTypeId).toBe(8);
    // A referral never lifts a blocked country.
    expect(decideBlock(brand(), visitor({ country: 'US', referral: true })).templateTypeId).toBe(1);
  });

  it('applies the VIP rule (spec §6) to guests of a VIP domain from its countries, or when the page asks', () => {
    expect(decideBlock(brand({}, true), visitor({ country: 'DE' })).authNeed).toBe(true);
    expect(decideBlock(brand({}, true), visitor({ country: 'DE', isAuthenticated: true })).authNeed).toBe(false);
    expect(decideBlock(brand({}, false), visitor({ country: 'DE' })).authNeed).toBe(false);
    expect(decideBlock(brand({}, true), visitor({ country: null })).authNeed).toBe(false);
    expect(decideBlock(brand({}, true), visitor({ country: null, vipAuthAsked: true })).authNeed).toBe(true);
    expect(decideBlock(brand({}, true), visitor({ country: 'DE' })).displayTypeId).toBe(0);
  });
});

describe('userAgentReason', () => {
  it.each([
    [UA.ie11, {}, 17],
    [UA.chrome60, { minBrowserVersions: { chrome: '70' } }, 13],
    [UA.chrome60, { minBrowserVersions: { firefox: '70' } }, null],
    [UA.chrome120, { minBrowserVersions: { chrome: '70' } }, null],
    [UA.opera, { minBrowserVersions: { opera: '107' } }, 13],
    [UA.googlebot, { blockBots: true }, 13],
    [UA.googlebot, { blockBots: false }, null],
    ['', { blockBots: true }, null],
    ['x'.repeat(5000), { blockBots: true, minBrowserVersions: { chrome: '70' } }, null],
  ] as const)('%s with %j → %s', (ua, over, expected) => {
    expect(userAgentReason(ua, { ...NO_BLOCKING, ...over })).toBe(expected);
  });
  it('has no reason without a header', () => expect(userAgentReason(null, rules({ blockBots: true }))).toBeNull());
});

describe('blockReasonOf (spec §4: the reason kept, force_geo_off)', () => {
  it.each([
    [{ displayTypeId: 1, templateTypeId: 1 }, undefined, 1],
    [{ displayTypeId: 1, templateTypeId: 1 }, '1', null],
    [{ displayTypeId: 1, templateTypeId: 1 }, '0', 1],
    [{ displayTypeId: 1, templateTypeId: 8 }, '1', 8],
    [{ displayTypeId: 1, templateTypeId: 17 }, '1', 17],
    [{ displayTypeId: 0, templateTypeId: 8 }, undefined, null],
    [{ displayTypeId: 1, templateTypeId: null }, undefined, null],
  ] as const)('%j with cookie %s → %s', (answer, cookie, expected) => {
    expect(blockReasonOf(answer, cookie)).toBe(expected);
  });
  it('maps each decided reason to its page', () => {
    expect(Object.values(BLOCK_REASON).map(blockPageForReason)).toEqual(['block', 'site-updates', 'coming-soon', 'block-ua', 'block-ie']);
  });
});

describe('the decision in the page request (resolvePageRequest)', () => {
  const main = resolveBrand();
  const decide = (pathname: string, over: { blockReason?: number | null; authNeed?: boolean; isAuthenticated?: boolean } = {}) => resolvePageRequest({
    pathname, query: new URLSearchParams(), brand: main, isAuthenticated: over.isAuthenticated ?? false, preferredLanguages: [], maintenanceCookie: undefined,
    blockReason: over.blockReason ?? null, authNeed: over.authNeed, production: true, onRedirectLoop: () => {},
  });
  it('sends a blocked country to /{lng}/block, coming-soon to its page; the verify route stays exempt', () => {
    const answer = decideBlock({ blocking: brandSchema.parse(mainBrandJson()).blocking, isVipDomain: false }, visitor({ country: 'US' }));
    expect(decide('/en/line', { blockReason: blockReasonOf(answer, undefined) })).toMatchObject({ kind: 'redirect', location: '/en/block', reason: 'block' });
    expect(decide('/en/line', { blockReason: blockReasonOf(answer, '1') })).toMatchObject({ kind: 'page' });
    expect(decide('/ru', { blockReason: 8 })).toMatchObject({ kind: 'redirect', location: '/ru/coming-soon' });
    expect(decide('/en/user/accountverify', { blockReason: 1 })).not.toMatchObject({ kind: 'redirect' });
  });
  it('makes a guest log in under the VIP rule, except on home and the guests-only pages', () => {
    expect(decide('/en/line', { authNeed: true })).toMatchObject({ kind: 'login-required', returnTo: '/en/line' });
    expect(decide('/en', { authNeed: true })).toMatchObject({ kind: 'page' });
    expect(decide('/en/line', { authNeed: true, isAuthenticated: true })).toMatchObject({ kind: 'page' });
    expect(decide('/en/line', { authNeed: false })).toMatchObject({ kind: 'page' });
  });
});

describe('GeoIP country (src/server/geo.ts)', () => {
  it.each([
    ['127.0.0.1', null], ['10.1.2.3', null], ['192.168.0.10', null], ['172.20.1.1', null], ['::1', null], ['fe80::1%eth0', null],
    ['198.51.100.7', null], ['unknown', null], ['', null], ['not an address', null], ['999.1.1.1', null],
    ['8.8.8.8', 'US'], ['::ffff:8.8.8.8', 'US'], ['[2001:4860:4860::8888]', 'US'], ['81.2.69.160', 'GB'], ['213.230.64.1', 'UZ'],
  ] as const)('%s → %s', async (address, expected) => {
    expect(await countryOfAddress(address)).toBe(expected);
  });
  it('looks up public addresses only', () => {
    expect(isPublicAddress('127.0.0.1')).toBe(false);
    expect(isPublicAddress('::ffff:10.0.0.1')).toBe(false);
    expect(isPublicAddress('5.255.255.5')).toBe(true);
  });
});

describe('referral (spec §7 referralParams)', () => {
  const none = () => undefined;
  it('counts a referral query parameter or the cookies a capture left', () => {
    expect(arrivedByReferral(new URLSearchParams('tag=aff1'), none)).toBe(true);
    expect(arrivedByReferral(new URLSearchParams('whn=x1'), none)).toBe(true);
    expect(arrivedByReferral(new URLSearchParams('q=1'), none)).toBe(false);
    expect(arrivedByReferral(new URLSearchParams(), (name) => (name === 'reflinkid' ? 'aff1' : undefined))).toBe(true);
    expect(arrivedByReferral(new URLSearchParams('tag=bad value!'), none)).toBe(false);
  });
});

describe('country lists (schemas/country.ts, brand settings)', () => {
  it('takes ISO 3166-1 alpha-2 codes, upper-cased, each once', () => {
    expect(COUNTRY_CODES).toHaveLength(250);
    expect(countryListSchema.parse(['ru', ' gb '])).toEqual(['RU', 'GB']);
    expect(countryListSchema.safeParse(['XX']).success).toBe(false);
    expect(countryListSchema.safeParse(['RUS']).success).toBe(false);
    expect(countryListSchema.safeParse(['RU', 'ru']).success).toBe(false);
    expect(countryListSchema.safeParse(['R\u0000']).success).toBe(false);
  });
  it('ships defaults in brand.json of both brands; a brand file without them blocks nobody', () => {
    expect(brandSchema.parse(mainBrandJson()).blocking.blockedCountries).toContain('US');
    expect(brandSchema.parse(vipBrandJson()).blocking.vipAuthCountries).toEqual(['GB', 'DE']);
    const { blocking: _blocking, ...bare } = mainBrandJson();
    expect(brandSchema.parse(bare).blocking).toEqual(NO_BLOCKING);
    expect(blockingSchema.safeParse({ ...NO_BLOCKING, minBrowserVersions: { chrome: 'new' } }).success).toBe(false);
  });
  it('are settings of the access group with the country editor, validated by zod and named on refusal', () => {
    for (const key of ['blocking.blockedCountries', 'blocking.comingSoonCountries', 'blocking.vipAuthCountries']) {
      expect(SETTINGS_BY_KEY.get(key)).toMatchObject({ group: 'access', kind: { type: 'countries' } });
    }
    expect(SETTINGS_BY_KEY.get('blocking.blockBots')?.kind).toEqual({ type: 'boolean' });
    const schema = SETTINGS_BY_KEY.get('blocking.blockedCountries')!.schema;
    expect(schema.safeParse(['DE', 'FR']).success).toBe(true);
    expect(schema.safeParse(['ZZ']).success).toBe(false);
    const merged = validateMerged(applyOverrides(brandSchema.parse(mainBrandJson()), new Map([['blocking.comingSoonCountries', ['DE', 'QQ']]])));
    expect(merged).toMatchObject({ ok: false, issues: [{ field: 'blocking.comingSoonCountries', message: expect.stringContaining('"QQ"') }] });
  });
  it('are typed in the console as codes separated by commas or blanks', () => {
    expect(countriesOf('ru, gb;de  fr,')).toEqual(['RU', 'GB', 'DE', 'FR']);
    expect(countriesOf('  ')).toEqual([]);
  });
});

describe('block/light query (schemas/block-api.ts)', () => {
  it('reads the spec query and refuses malformed values', () => {
    expect(blockLightQuery.parse({ auth: '1', mainVipDomainAuthNeed: 'false', stage: 'dev', referralParams: 'tag=a' })).toEqual({ auth: true, mainVipDomainAuthNeed: false, stage: 'dev', referralParams: 'tag=a' });
    expect(blockLightQuery.parse({})).toEqual({});
    expect(blockLightQuery.safeParse({ auth: 'yes' }).success).toBe(false);
    expect(blockLightQuery.safeParse({ stage: 'Prod!' }).success).toBe(false);
    expect(blockLightQuery.safeParse({ referralParams: 'tag=\u0000' }).success).toBe(false);
  });
});

describe('the page\'s block check (src/client/shell/block-check.ts)', () => {
  const page = { url: new URL('http://localhost/en/line?tag=aff1&x=1'), isAuthenticated: false };
  const good: { data: BlockLightData } = { data: { displayTypeId: 1, templateTypeId: 1, authNeed: false, countryCode: 'US' } };
  function deps(answers: (() => Promise<Response>)[]): BlockCheckDeps & { calls: string[]; logs: unknown[][]; sleeps: number[] } {
    const calls: string[] = [];
    const logs: unknown[][] = [];
    const sleeps: number[] = [];
    return {
      calls, logs, sleeps,
      fetch: vi.fn(async (url: RequestInfo | URL) => {
        calls.push(String(url));
        return answers[Math.min(calls.length - 1, answers.length - 1)]!();
      }) as unknown as typeof fetch,
      log: (...args) => void logs.push(args),
      sleep: async (ms) => void sleeps.push(ms),
    };
  }
  const ok = (body: unknown) => async () => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

  it('sends the spec query with the page\'s referral parameters', () => {
    const query = blockQueryOf({ ...page, stage: 'dev', vipAuthNeed: true });
    expect(Object.fromEntries(query)).toEqual({ auth: '0', stage: 'dev', referralParams: 'tag=aff1', mainVipDomainAuthNeed: '1' });
    expect(blockQueryOf({ url: new URL('http://localhost/en'), isAuthenticated: true }).toString()).toBe('auth=1');
  });

  it('answers a well-formed answer', async () => {
    const d = deps([ok(good)]);
    expect(await fetchBlockState(page, d)).toEqual(good.data);
    expect(d.calls).toHaveLength(1);
    expect(d.calls[0]).toMatch(/^\/blocks-api\/api\/v1\/block\/light\?auth=0&referralParams=tag%3Daff1$/);
  });

  it('retries a failed call 2 times 100 ms apart, then logs it and moves nothing', async () => {
    const d = deps([async () => { throw new TypeError('Failed to fetch'); }, async () => new Response('', { status: 503 }), ok(good)]);
    expect(await fetchBlockState(page, d)).toEqual(good.data);
    expect(d.sleeps).toEqual([BLOCK_RETRY_DELAY_MS, BLOCK_RETRY_DELAY_MS]);
    const failing = deps([async () => new Response('', { status: 500 })]);
    expect(await fetchBlockState(page, failing)).toBeNull();
    expect(failing.calls).toHaveLength(3);
    expect(failing.logs.map(([message]) => message)).toEqual([BLOCK_LOAD_ERROR]);
  });

  it.each([
    ['not JSON', async () => new Response('<html>', { status: 200 })],
    ['no data', ok({ displayTypeId: 1 })],
    ['a wrong display type', ok({ data: { ...good.data, displayTypeId: 2 } })],
    ['a reason that is text', ok({ data: { ...good.data, templateTypeId: '1' } })],
  ] as const)('logs a malformed answer (%s) with the spec §8 message and shows nothing', async (_name, answer) => {
    const d = deps([answer]);
    expect(await fetchBlockState(page, d)).toBeNull();
    expect(d.calls).toHaveLength(1);
    expect(d.logs.map(([message]) => message)).toEqual([BLOCK_FORMAT_ERROR]);
  });

  it('moves the page to its block page unless exempt, already there, or lifted by force_geo_off', () => {
    expect(blockTarget(good.data, 'en', '/line', undefined)).toBe('/en/block');
    expect(blockTarget(good.data, 'en', '/line', '1')).toBeNull();
    expect(blockTarget(good.data, 'en', '/block', undefined)).toBeNull();
    expect(blockTarget(good.data, 'en', '/user/accountverify', undefined)).toBeNull();
    expect(blockTarget({ ...good.data, templateTypeId: 17 }, 'ru', '/', '1')).toBe('/ru/block-ie');
    expect(blockTarget({ ...good.data, displayTypeId: 0, templateTypeId: null }, 'en', '/line', undefined)).toBeNull();
  });

  it('moves a page at most once every pause, so a disagreement cannot send the visitor back and forth', () => {
    expect(guardMayMove(null, 1_000_000)).toBe(true);
    expect(guardMayMove(1_000_000, 1_000_000 + BLOCK_GUARD_PAUSE_MS - 1)).toBe(false);
    expect(guardMayMove(1_000_000, 1_000_000 + BLOCK_GUARD_PAUSE_MS)).toBe(true);
    expect(guardMayMove(Number.NaN, 5)).toBe(true);
    expect(guardMayMove(2_000_000, 1_000_000)).toBe(true);
  });
});
