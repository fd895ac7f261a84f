/**
 * The pure routing rules of spec §2 and §5, table-driven: each row is a request and the
 * decision the spec asks for.
 */
import { describe, expect, it, vi } from 'vitest';
import { resolvePageRequest, splitLanguagePrefix, type Decision, type ResolveInput } from '../../src/domain/routing/resolve.ts';
import { resolveRedirects, type RedirectContext } from '../../src/domain/routing/redirects.ts';
import { ROUTES } from '../../src/domain/routing/route-table.ts';
import { matchRoute } from '../../src/domain/routing/match.ts';
import { SEO_STREAMS } from '../../src/domain/routing/types.ts';
import { resolveBrand, vipBrandJson } from '../helpers/brand-fixture.ts';
import type { SiteConfig } from '../../schemas/site-config.ts';


type Overrides = Partial<Omit<ResolveInput, 'brand' | 'query' | 'pathname'>> & { site?: Partial<SiteConfig> };

function decide(url: string, overrides: Overrides = {}): Decision {
  const { site, ...rest } = overrides;
  const parsed = new URL(url, 'http://localhost');
  return resolvePageRequest({
    pathname: parsed.pathname,
    query: parsed.searchParams,
    brand: resolveBrand({ siteConfig: site }),
    isAuthenticated: false,
    preferredLanguages: [],
    maintenanceCookie: undefined,
    blockReason: null,
    production: true,
    onRedirectLoop: () => {},
    ...rest,
  });
}

const redirect = (location: string, status = 302) => expect.objectContaining({ kind: 'redirect', location, status });
const notFound = (reason: string) => expect.objectContaining({ kind: 'not-found', reason });
const page = (name: string) => expect.objectContaining({ kind: 'page', route: expect.objectContaining({ name }) });

describe('language prefix (spec §2, §5)', () => {
  it.each([
    ['/', {}, redirect('/ru')],
    ['/line/football?x=1', {}, redirect('/ru/line/football?x=1')],
    ['/', { preferredLanguages: ['en-GB', 'ru'] }, redirect('/en')],
    ['/', { preferredLanguages: ['uk-UA'] }, redirect('/ua')],
    ['/', { preferredLanguages: ['kk'] }, redirect('/kz')],
    ['/', { preferredLanguages: ['de', 'fr'] }, redirect('/ru')],
    ['/', { preferredLanguages: ['unknown', 'az'] }, redirect('/az')],
    ['/xx/line', {}, redirect('/ru/line')],
    ['/tr', { preferredLanguages: ['en'] }, redirect('/en')],
    ['/EN', {}, notFound('bad-prefix')],
    ['/Ru/line', {}, notFound('bad-prefix')],
    ['/e1/line', {}, notFound('bad-prefix')],
    ['/ru', {}, page('home')],
    ['/ar/', {}, page('home')],
  ] as const)('%s %j', (url, overrides, expected) => {
    expect(decide(url, overrides)).toEqual(expected);
  });

  it('excludes hidden languages for guests and allows them for players', () => {
    const vip = resolveBrand({}, vipBrandJson());
    const base = { query: new URLSearchParams(), preferredLanguages: [], maintenanceCookie: undefined, blockReason: null, production: true };
    expect(resolvePageRequest({ ...base, pathname: '/tr', brand: vip, isAuthenticated: false })).toEqual(redirect('/en'));
    expect(resolvePageRequest({ ...base, pathname: '/', brand: vip, isAuthenticated: false, preferredLanguages: ['tr'] })).toEqual(redirect('/en'));
    expect(resolvePageRequest({ ...base, pathname: '/tr', brand: vip, isAuthenticated: true })).toEqual(page('home'));
  });

  it('falls back to English when the default is denied', () => {
    const brand = resolveBrand({ hiddenLanguages: ['ru'] });
    const input = { pathname: '/', query: new URLSearchParams(), brand, isAuthenticated: false, preferredLanguages: ['de'], maintenanceCookie: undefined, blockReason: null, production: true };
    expect(resolvePageRequest(input)).toEqual(redirect('/en'));
  });

  it.each([
    ['/ru/line', { prefix: 'ru', rest: '/line', badPrefix: false }],
    ['/line', { prefix: null, rest: '/line', badPrefix: false }],
    ['/', { prefix: null, rest: '/', badPrefix: false }],
    ['/RU', { prefix: null, rest: '/', badPrefix: true }],
  ])('splitLanguagePrefix(%s)', (path, expected) => {
    expect(splitLanguagePrefix(path)).toEqual(expected);
  });
});

describe('redirects of spec §2', () => {
  it.each([
    ['/ru/user/registration.php', {}, redirect('/ru/registration')],
    ['/ru/user/action.php?action=forgot', {}, redirect('/ru/user/passwordreset')],
    ['/ru/user/action.php?action=activate&code=abc', {}, redirect('/ru/user/activate?code=abc')],
    ['/ru/user/action.php', {}, redirect('/ru/user/activate')],
    ['/en/user/forgotpassword', {}, redirect('/en?showForgotPasswordModal=1')],
    ['/en/user/coupon', {}, redirect('/en')],
    ['/en/tvgames/view/poker', {}, redirect('/en/poker')],
    ['/en/vulkan', {}, redirect('/en/slots/vulkan')],
    ['/en/fastgames-daily-tournament', {}, redirect('/en/promotions')],
    ['/en/promotions/daily_drops', {}, redirect('/en/promotions/dropsnwins')],
    ['/en/promotions/happy_birthday', {}, redirect('/en/promotions/wishing_you_a_happy_birthday')],
    ['/en/information', {}, redirect('/en/information/rules/1')],
    ['/en/office', {}, redirect('/en/office/account')],
    ['/en/football', {}, redirect('/en/line/football', 301)],
  ] as const)('%s', (url, overrides, expected) => {
    expect(decide(url, overrides)).toEqual(expected);
  });

  describe('promoBonusToOffer picks a bonus family, the other redirects to its twin', () => {
    it.each([
      [false, '/en/bonuses-offers', '/en/bonuses'],
      [false, '/en/bonus-offer-partner/7', '/en/bonus-partner/7'],
      [false, '/en/bonus-offer/12/rules', '/en/bonus/12/rules'],
      [false, '/en/bonuses-offers-games/3?x=1', '/en/bonuses-games/3?x=1'],
      [true, '/en/bonuses', '/en/bonuses-offers'],
      [true, '/en/bonus-partner', '/en/bonus-offer-partner'],
      [true, '/en/bonus/12/games', '/en/bonus-offer/12/games'],
      [true, '/en/bonuses-games', '/en/bonuses-offers-games'],
    ])('promoBonusToOffer=%s: %s → %s', (promoBonusToOffer, from, to) => {
      expect(decide(from, { site: { promoBonusToOffer } })).toEqual(redirect(to));
    });

    it.each([false, true])('leaves the chosen family alone (promoBonusToOffer=%s)', (promoBonusToOffer) => {
      const path = promoBonusToOffer ? '/en/bonus-offer/12' : '/en/bonus/12';
      expect(decide(path, { site: { promoBonusToOffer } })).toEqual(page(promoBonusToOffer ? 'bonusFamily:bonus-offer' : 'bonusFamily:bonus'));
    });

    it('does not treat bonus/casino as the bonus family', () => {
      expect(decide('/en/bonus/casino/promo', { site: { promoBonusToOffer: true } })).toEqual(page('casinoBonusPromo'));
    });

    it('has no partner offers yet: the partner families are not built', () => {
      expect(decide('/en/bonus-partner', { site: { promoBonusToOffer: false } })).toEqual(notFound('not-built'));
    });
  });

  describe('301 from bonus slot_first_deposit (spec §2)', () => {
    it.each([
      ['/en/bonus/slot_first_deposit', false],
      ['/en/bonus-offer/slot_first_deposit', true],
    ])('%s answers 301 to casino/slot-first-deposit when the setting is on', (path, promoBonusToOffer) => {
      expect(decide(path, { site: { isThirdPartyFirstDepositRedirect: true, promoBonusToOffer } })).toEqual(
        redirect('/en/casino/slot-first-deposit', 301),
      );
    });

    it('is an ordinary bonus page when the setting is off', () => {
      expect(decide('/en/bonus/slot_first_deposit', { site: { isThirdPartyFirstDepositRedirect: false } })).toEqual(page('bonusFamily:bonus'));
    });
  });

  describe('redirect-loop detection (spec §5)', () => {
    const context = (brandRedirects: RedirectContext['brandRedirects']): RedirectContext => ({
      siteConfig: { promoBonusToOffer: false, isThirdPartyFirstDepositRedirect: false },
      brandRedirects,
    });
    const start = (path: string) => ({ path, query: new URLSearchParams() });

    it('follows a chain to its end and keeps 301 only when every hop is permanent', () => {
      const chain = context([
        { from: '/a', to: '/b', status: 301 },
        { from: '/b', to: '/c', status: 301 },
      ]);
      expect(resolveRedirects(start('/a'), chain)).toMatchObject({ path: '/c', status: 301 });
      const mixed = context([
        { from: '/a', to: '/b', status: 301 },
        { from: '/b', to: '/fastgames-daily-tournament', status: 301 },
      ]);
      expect(resolveRedirects(start('/a'), mixed)).toMatchObject({ path: '/promotions', status: 302 });
    });

    it('logs a cycle and ignores it', () => {
      const onLoop = vi.fn();
      const loop = context([
        { from: '/a', to: '/b', status: 302 },
        { from: '/b', to: '/a', status: 302 },
      ]);
      expect(resolveRedirects(start('/a'), loop, onLoop)).toBeNull();
      expect(onLoop).toHaveBeenCalledWith(['/a?', '/b?', '/a?']);
    });

    it('a brand redirect that loops with a built-in rule is ignored and the page is served as asked', () => {
      const onLoop = vi.fn();
      const brand = resolveBrand({ redirects: [{ from: '/slots/vulkan', to: '/vulkan', status: 302 }] });
      const decision = resolvePageRequest({
        pathname: '/en/vulkan', query: new URLSearchParams(), brand, isAuthenticated: false, preferredLanguages: [],
        maintenanceCookie: undefined, blockReason: null, production: true, onRedirectLoop: onLoop,
      });
      expect(onLoop).toHaveBeenCalledOnce();
      expect(decision).toEqual(notFound('no-route'));
    });

    it('a self-redirect is a loop', () => {
      const onLoop = vi.fn();
      expect(resolveRedirects(start('/x'), context([{ from: '/x', to: '/x', status: 302 }]), onLoop)).toBeNull();
      expect(onLoop).toHaveBeenCalledOnce();
    });
  });
});

describe('route rules of spec §2', () => {
  it.each([
    ['/en/user/accountverify', page('user')],
    ['/en/user/activatefast', page('user')],
    ['/en/user/activate', page('user')],
    ['/en/user/passwordreset', page('user')],
    ['/en/user/stopnewsletter', page('user')],
    ['/en/user/profile', notFound('no-route')],
    ['/en/user', notFound('no-route')],
    ['/en/print-coupon/123456', expect.objectContaining({ kind: 'login-required', returnTo: '/en/print-coupon/123456' })],
    ['/en/office/history?directory=4', expect.objectContaining({ kind: 'login-required', returnTo: '/en/office/history?directory=4' })],
    ['/en/print-coupon/12ab', notFound('bad-param')],
    ['/en/print-coupon/-1', notFound('bad-param')],
    ['/en/no-such-section', notFound('no-route')],
    ['/en/debugger', notFound('non-production')],
  ] as const)('%s', (url, expected) => {
    expect(decide(url)).toEqual(expected);
  });

  it('bet history, the money pages and print-coupon are built pages for a player', () => {
    expect(decide('/en/office/history', { isAuthenticated: true })).toEqual(page('office:history'));
    for (const path of ['account', 'historypay', 'recharge', 'deduce']) expect(decide(`/en/office/${path}`, { isAuthenticated: true })).toEqual(page(`office:${path}`));
    expect(decide('/en/print-coupon/123456', { isAuthenticated: true })).toEqual(page('printCoupon'));
    expect(decide('/en/office/promotion', { isAuthenticated: true })).toEqual(page('office:promotion'));
  });

  it('every office page of spec §2 is built', () => {
    for (const path of ['account', 'history', 'historypay', 'recharge', 'security', 'responsible', 'settings', 'bonuses/deposit', 'bonuses/wager',
      'casino/vipcashback', 'casino/premiumcashback', 'deduce', 'promotion', 'bringfriend', 'support', 'manager', 'rewards', 'verification',
      'share-idea', 'payment/requests']) expect(decide(`/en/office/${path}`, { isAuthenticated: true }), path).toEqual(page(`office:${path}`));
  });

  it('the debugger route is a page outside production only', () => {
    expect(decide('/en/debugger', { production: false })).toEqual(page('debugger'));
  });

  it('rules section: 404 unless available route 47 is on', () => {
    expect(decide('/en/information/rules/1', { site: { availableRoutes: [52] } })).toEqual(notFound('route-unavailable'));
    expect(decide('/en/information/rules/1', { site: { availableRoutes: [47] } })).toEqual(page('rules'));
  });

  it('payment page: route 52, and login when the auth-only setting is on', () => {
    expect(decide('/en/information/payment', { site: { availableRoutes: [47] } })).toEqual(notFound('route-unavailable'));
    expect(decide('/en/information/payment', { site: { availableRoutes: [52], isPaymentPageAuthOnly: true } })).toEqual(notFound('guard'));
    expect(decide('/en/information/payment', { site: { availableRoutes: [52], isPaymentPageAuthOnly: true }, isAuthenticated: true })).toEqual(
      page('payment'),
    );
    expect(decide('/en/information/payment', { site: { availableRoutes: [52], isPaymentPageAuthOnly: false } })).toEqual(page('payment'));
  });

  it('urlsToRedirectTo404 gives 404', () => {
    expect(decide('/en/toto', { site: { urlsToRedirectTo404: ['/toto'] } })).toEqual(notFound('url-404-list'));
    expect(decide('/en/fishinghunting', { site: { urlsToRedirectTo404: ['/toto'] } })).toEqual(notFound('not-built'));
    expect(decide('/en/toto', { site: { urlsToRedirectTo404: [] } })).toEqual(page('totoFrame'));
  });

  it('registration is refused on a VIP domain and when registration is off', () => {
    expect(decide('/en/registration', { site: { isRegistrationAllowed: true, isVipDomain: false } })).toEqual(page('registration'));
    expect(decide('/en/registration', { site: { isRegistrationAllowed: true, isVipDomain: true } })).toEqual(notFound('guard'));
    expect(decide('/en/registration', { site: { isRegistrationAllowed: false, isVipDomain: false } })).toEqual(notFound('guard'));
  });

  it('social registration: a guest page where registration is open, the office for a player', () => {
    expect(decide('/en/registration/socialregistration', { site: { isRegistrationAllowed: true, isVipDomain: false } })).toEqual(page('socialRegistration'));
    expect(decide('/en/registration/socialregistration', { site: { isRegistrationAllowed: true, isVipDomain: true } })).toEqual(notFound('guard'));
    expect(decide('/en/registration/socialregistration', { site: { isRegistrationAllowed: false, isVipDomain: false } })).toEqual(notFound('guard'));
    expect(decide('/en/registration/socialregistration', { isAuthenticated: true })).toMatchObject({ kind: 'redirect', location: '/en/office/account' });
  });

  it('identification page only when identification display is on', () => {
    expect(decide('/en/office/identification', { site: { isShowIdentification: false } })).toEqual(notFound('guard'));
    // Shown: the built page, behind the login like every office page.
    expect(decide('/en/office/identification', { site: { isShowIdentification: true } })).toMatchObject({ kind: 'login-required', returnTo: '/en/office/identification' });
  });

  it('a section switched off for the brand answers 404', () => {
    const vip = resolveBrand({}, vipBrandJson());
    const decision = resolvePageRequest({
      pathname: '/en/cyber', query: new URLSearchParams(), brand: vip, isAuthenticated: false, preferredLanguages: [],
      maintenanceCookie: undefined, blockReason: null, production: true,
    });
    expect(decision).toEqual(notFound('feature-off'));
  });
});

describe('maintenance (spec §2, §4)', () => {
  const on = { maintenance: { started_at: null, ended_at: null, notify_started_at: null, notify_ended_at: null, isActive: true, web_state: false } };
  const webState = { maintenance: { ...on.maintenance, isActive: false, web_state: true } };

  it.each([
    ['cookie', '/en', { maintenanceCookie: '1' }],
    ['isActive', '/en', { site: on }],
    ['web_state', '/en/line', { site: webState }],
  ] as const)('active by %s: pages redirect to the maintenance page', (_, url, overrides) => {
    expect(decide(url, overrides)).toEqual(redirect('/en/maintenance'));
  });

  it('active: the maintenance page is served', () => {
    expect(decide('/en/maintenance', { maintenanceCookie: '1' })).toEqual(page('maintenance'));
  });

  it('inactive: the maintenance page redirects home', () => {
    expect(decide('/en/maintenance')).toEqual(redirect('/en'));
    expect(decide('/en/maintenance', { maintenanceCookie: '0' })).toEqual(redirect('/en'));
  });
});

describe('block state (spec §4)', () => {
  it.each([
    [17, '/en', redirect('/en/block-ie')],
    [13, '/en/line', redirect('/en/block-ua')],
    [4, '/en', redirect('/en/site-updates')],
    [16, '/en', redirect('/en/suspension')],
    [8, '/en', redirect('/en/coming-soon')],
    [1, '/en', redirect('/en/block')],
    [14, '/en', redirect('/en/block')],
    [17, '/en/block-ie', page('block')],
    [17, '/en/user/accountverify', page('user')],
    [99, '/en', page('home')],
    [null, '/en/block-ie', redirect('/en')],
  ] as const)('reason %s on %s', (blockReason, url, expected) => {
    expect(decide(url, { blockReason })).toEqual(expected);
  });
});

describe('the route table', () => {
  it('names every route once', () => {
    const names = ROUTES.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every route an SEO stream of spec §2', () => {
    for (const route of ROUTES) expect(SEO_STREAMS).toContain(route.stream);
  });

  it('has a page or names the issue that builds it', () => {
    for (const route of ROUTES) expect(Boolean(route.page) !== Boolean(route.builtBy)).toBe(true);
  });

  it.each([
    ['/', 'home'],
    ['/line', 'line'],
    ['/line/top/football/epl', 'line'],
    ['/live/top/football/epl/123', 'liveGame'],
    ['/multi', 'multiLive'],
    ['/champs/77', 'champResults'],
    ['/results/zone', 'resultsZone'],
    ['/results/live', 'results'],
    ['/cyber/disciplines/all', 'cyberDisciplines'],
    ['/cyber/dota2/live', 'cyberDisciplineSection'],
    ['/cyber/dota2/champs', 'cyberDisciplineChamps'],
    ['/onpay/withdraw/pending', 'onpayWithdraw'],
    ['/onpay/success', 'onpay'],
    ['/registration', 'registration'],
    ['/registration/socialregistration', 'socialRegistration'],
    ['/toto/draws', 'totoFrame'],
    ['/toto/nonimees', 'totoNonimees'],
    ['/information/simpleidentification', 'simpleIdentification'],
    ['/betting-alphabet/odds/decimal-odds/more', 'bettingAlphabetThird'],
    ['/lotto/results/5', 'lotto'],
    ['/information/rules/3/2', 'rules'],
    ['/information/amlkyc', 'information'],
    ['/office/bonuses/wager', 'office:bonuses/wager'],
    ['/office/payment/create-request/4/transactions/9', 'office:createRequest'],
    ['/slots/game/12/book-of-ra', 'casinoGame'],
    ['/casino/brand', 'casino:casino/brand'],
    ['/casino/live-dealers', 'casino'],
    ['/keno/thankyou', 'casinoThankYou'],
    ['/bonus/casino/tournaments/4', 'casinoBonusTournament'],
    ['/bonus/casino/tournaments', 'casinoBonusTournaments'],
    ['/bonus/casino/promo', 'casinoBonusPromo'],
    ['/bonus/casino/first-deposit-casino', 'casinoBonus'],
    ['/bonus-offer/9/rules', 'bonusFamily:bonus-offer'],
    ['/epl', null],
    ['/champ/epl/game/5', 'champPageGame'],
    ['/champ/laliga/final', 'champPageFinal'],
    ['/champ/europaleague', 'champPage:europaleague'],
    ['/champ/ipl/game/5', 'champPage:ipl'],
    ['/champ/seriea', null],
    ['/ufc/final', 'pageType:ufc'],
    ['/marble/game/3', 'pageType:marble'],
    ['/topgame/final', 'pageTypeFinal'],
  ] as const)('%s matches %s', (path, name) => {
    expect(matchRoute(path)?.route.name ?? null).toBe(name);
  });
});

describe('isServedPath (links only to pages the brand serves)', () => {
  it('is true for a built page and false for redirects and 404s', async () => {
    const { isServedPath } = await import('../../src/domain/routing/resolve.ts');
    const brand = resolveBrand();
    expect(isServedPath(brand, 'en', '/', true)).toBe(true);
    expect(isServedPath(brand, 'en', '/information/about', true)).toBe(true);
    expect(isServedPath(brand, 'en', '/information', true)).toBe(false);
    expect(isServedPath(brand, 'en', '/vulkan', true)).toBe(false);
    expect(isServedPath(brand, 'en', '/maintenance', true)).toBe(false);
  });
});

describe('terms acceptance (spec §4 Terms)', () => {
  it('sends a player with changed terms to confirm-terms, except on exempt pages', () => {
    expect(decide('/en', { isAuthenticated: true, termsChanged: true })).toEqual(redirect('/en/confirm-terms'));
    expect(decide('/en/onpay/success', { isAuthenticated: true, termsChanged: true })).toEqual(redirect('/en/confirm-terms'));
    expect(decide('/en/information/about', { isAuthenticated: true, termsChanged: true })).toEqual(page('information'));
    expect(decide('/en/confirm-terms', { isAuthenticated: true, termsChanged: true })).toEqual(page('confirmTerms'));
  });

  it('sends anyone with unchanged terms away from confirm-terms, and does nothing when the feature is off', () => {
    expect(decide('/en/confirm-terms', { isAuthenticated: true, termsChanged: false })).toEqual(redirect('/en'));
    expect(decide('/en/confirm-terms')).toEqual(redirect('/en'));
    expect(decide('/en', { isAuthenticated: true, termsChanged: true, site: { isTermsAcceptanceEnabled: false } })).toEqual(page('home'));
  });
});

describe('user transfer (spec §4 User transfer)', () => {
  const player = { isAuthenticated: true, transferRequired: true };

  it('sends a player with a required transfer to the flow, except on registration or with ?transfered', () => {
    expect(decide('/en', player)).toEqual(expect.objectContaining({ kind: 'redirect', location: '/en/user-transfer', reason: 'transfer' }));
    expect(decide('/en/onpay/success?x=1', player)).toEqual(redirect('/en/user-transfer'));
    expect(decide('/en/user-transfer', player)).toEqual(page('userTransfer'));
    // Registration is for guests: the player goes to the office (and from there to the transfer).
    expect(decide('/en/registration', player)).toEqual(redirect('/en/office/account'));
    expect(decide('/en?transfered=1', player)).toEqual(page('home'));
    expect(decide('/en', { isAuthenticated: true })).toEqual(page('home'));
    // A guest's session has no transfer.
    expect(decide('/en', { transferRequired: true })).toEqual(page('home'));
  });

  it('sends anyone without a required transfer away from the flow', () => {
    expect(decide('/en/user-transfer', { isAuthenticated: true })).toEqual(redirect('/en'));
    expect(decide('/ru/user-transfer')).toEqual(redirect('/ru'));
  });

  it('lets pending terms, maintenance and block pages come first (no redirect loops)', () => {
    const terms = { ...player, termsChanged: true };
    expect(decide('/en', terms)).toEqual(redirect('/en/confirm-terms'));
    expect(decide('/en/confirm-terms', terms)).toEqual(page('confirmTerms'));
    expect(decide('/en/user-transfer', terms)).toEqual(redirect('/en/confirm-terms'));
    expect(decide('/en/maintenance', { ...player, maintenanceCookie: '1' })).toEqual(page('maintenance'));
    expect(decide('/en/block-ie', { ...player, blockReason: 17 })).toEqual(page('block'));
  });

  it('keeps a banned player with a required transfer in the flow', () => {
    const ban = { level: 10, version: 0 };
    expect(decide('/en', { ...player, ban })).toEqual(redirect('/en/user-transfer'));
    expect(decide('/en/user-transfer', { ...player, ban })).toEqual(page('userTransfer'));
  });
});

describe('ban (spec §4 Ban)', () => {
  it('keeps a banned player to allowed routes and sends others home', () => {
    const ban = { level: 10, version: 0 };
    expect(decide('/en/onpay/success', { isAuthenticated: true, ban })).toEqual(redirect('/en'));
    expect(decide('/en', { isAuthenticated: true, ban })).toEqual(page('home'));
    expect(decide('/en/onpay/success', { isAuthenticated: true, ban: { level: 0, version: 0 } })).toEqual(page('onpay'));
  });
});
