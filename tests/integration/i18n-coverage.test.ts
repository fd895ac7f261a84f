/**
 * Every page type in every brand language (every brand language complete): for each brand × language, one or a
 * few URLs of every built route of the route table (src/domain/routing/route-table.ts) are rendered
 * by the shared built server and their text is checked by tests/helpers/untranslated.ts: Cyrillic
 * on a page of another script (az is Azerbaijani in the Latin alphabet), English dictionary words
 * on a page of another language (kz is Kazakh in Cyrillic), Russian on ua/kz pages, a dictionary key
 * shown as text (a missing key), and the notice of a CMS page shown in another language (a CMS
 * document missing a brand language).
 *
 * A route with `page` must have a sample here or be excluded with its reason ({@link EXCLUDED}),
 * so a new page type cannot be skipped silently. Whether a brand serves a route is the route
 * rules' own answer (`resolvePageRequest`: features, available routes, guards); a served sample
 * must render. Guests ask for public pages (a player where the language is hidden from guests or a
 * guard asks for one), a logged-in player with a deposit, an open bet, a casino round and free
 * spins for the players' pages, and a second player, put in each state by the dev tools, for the
 * pages of changed terms, a required transfer and a ban. Pages are fetched 4 at a time from the
 * shared server; the log gives the count of untranslated texts per brand.
 *
 * The dictionaries themselves are checked by tests/unit/i18n.test.ts (every key in every
 * language) and the CMS seed by tests/unit/content-rules.test.ts (every document in every brand
 * language); this file checks what pages show.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ROUTES } from '../../src/domain/routing/route-table.ts';
import { resolvePageRequest } from '../../src/domain/routing/resolve.ts';
import { dictionaries } from '../../src/i18n/index.ts';
import { brands } from '../../src/server/brands.ts';
import { loadFeedData } from '../../src/server/feed/data.ts';
import { currentCatalogue } from '../../src/domain/feed/catalogue.ts';
import type { LanguageCode } from '../../schemas/language.ts';
import { MAINTENANCE_COOKIE } from '../../src/domain/maintenance.ts';
import { createClient, exchange, placeSingleBet, registerPlayer, uniqueText, TEST_PASSWORD } from '../helpers/http-client.ts';
import { textUnits, untranslated, vocabulary, type Finding, type Vocabulary } from '../helpers/untranslated.ts';

const base = () => inject('portalUrl');

/** A blocked country's address on both brands (tests/integration/block.test.ts). */
const US_ADDRESS = '8.8.8.8';
/** Pages fetched at a time. */
const CONCURRENCY = 4;

/** What a sample needs of its brand to name its URL. */
interface Finder {
  brandId: string;
  /** The first link (language prefix removed) of the brand's page `on` that matches `link`. */
  link: (on: string, link: RegExp) => Promise<string>;
  /** The player's open coupon. */
  couponId: number;
}

/** One URL of a route. */
interface Sample {
  /** The path without the language prefix, or how to find it (null: the brand has no such page, by its data). */
  path: string | ((find: Finder) => Promise<string | null>);
  /** The status the page answers with (default 200). */
  status?: number;
  /** Request headers (a visitor's address, a cookie). */
  headers?: Record<string, string>;
  /** A page only a player in that state sees. */
  state?: 'terms' | 'transfer' | 'banned';
}

const SPORT_GAME = /^\/line\/[^/]+\/[^/]+\/[^/]+\/\d+$/;
const lineGameId = async (find: Finder) => (await find.link('/line', SPORT_GAME)).split('/').at(-1)!;

/** True when the brand's CMS seed has documents of `family` (content/<brand>/<family>/). */
const hasContent = (brandId: string, family: string) => existsSync(new URL(`../../content/${brandId}/${family}/`, import.meta.url));

/** The bonus games of a brand's programme (brands/<brand>/bonuses.json). */
const bonusGames = (brandId: string): string[] =>
  ((JSON.parse(readFileSync(new URL(`../../brands/${brandId}/bonuses.json`, import.meta.url), 'utf8')) as { bonusGames?: { game: string }[] }).bonusGames ?? []).map((g) => g.game);

/** Information pages of a brand's CMS seed (content/<brand>/information/), the rules as their overview and one chapter. */
function informationSamples(brandId: string): Sample[] {
  const slugs = readdirSync(new URL(`../../content/${brandId}/information/`, import.meta.url)).flatMap((file) => /^([a-z_-]+)\.en\.md$/.exec(file)?.[1] ?? []);
  return slugs.filter((slug) => slug !== 'rules' && slug !== 'payment' && slug !== 'simpleidentification').map((slug) => ({ path: `/information/${slug}` }));
}

/** The samples by route name (the route table's `name`); the information pages are per brand. */
const SAMPLES: Record<string, Sample[]> = {
  home: [{ path: '/' }],
  // The line: all sports, a sport page, a champ page; a game page.
  line: [{ path: '/line' }, { path: '/line/all/football' }, { path: '/line/all/football/premier-league' }],
  lineGame: [{ path: (find) => find.link('/line', SPORT_GAME) }],
  live: [{ path: '/live' }],
  liveGame: [{ path: (find) => find.link('/live', /^\/live\/[^/]+\/[^/]+\/[^/]+\/\d+$/) }],
  champPage: [{ path: '/champ/epl' }],
  multiLive: [{ path: '/multi' }],
  champResults: [{ path: '/champs' }, { path: (find) => find.link('/champs', /^\/champs\/\d+$/) }],
  results: [{ path: '/results' }, { path: '/results/live' }],
  statistic: [{ path: async (find) => `/statistic/${await lineGameId(find)}` }],
  statisticPopup: [{ path: async (find) => `/statisticpopup/${await lineGameId(find)}/stats` }],
  printCoupon: [{ path: async (find) => `/print-coupon/${find.couponId}` }],
  onpayWithdraw: [{ path: '/onpay/withdraw/fail' }],
  onpay: [{ path: '/onpay/success' }],
  // The maintenance cookie shows the maintenance page as when the brand is in maintenance.
  maintenance: [{ path: '/maintenance', headers: { cookie: `${MAINTENANCE_COOKIE}=1` } }],
  block: [{ path: '/block', headers: { 'x-forwarded-for': US_ADDRESS } }],
  confirmTerms: [{ path: '/confirm-terms', state: 'terms' }],
  userTransfer: [{ path: '/user-transfer', state: 'transfer' }],
  login: [{ path: '/login' }],
  registration: [{ path: '/registration' }],
  // The user section without a link: the recovery form, a guest's activation and verification notes, refused links.
  user: ['passwordreset', 'activate', 'activatefast', 'accountverify', 'stopnewsletter'].map((section) => ({ path: `/user/${section}` })),
  // Without a pending identity (the test server has no provider on): the page's heading and notice.
  socialRegistration: [{ path: '/registration/socialregistration' }],
  serverError: [{ path: '/500', status: 500 }],
  mobileDownload: [{ path: '/mobile/startdownloadapp' }],
  mobile: [{ path: '/mobile' }],
  desktop: [{ path: '/desktop' }],
  blockAppealHistory: [{ path: '/block-appeal-history', state: 'banned' }],
  totoFrame: [{ path: '/toto' }, { path: '/toto/draws' }],
  lotto: [{ path: '/lotto' }, { path: '/lotto/results' }, { path: (find) => find.link('/lotto', /^\/lotto\/[a-z]+\/\d+$/) }],
  bettingAlphabet: [{ path: '/betting-alphabet' }, { path: (find) => find.link('/betting-alphabet', /^\/betting-alphabet\/[^/]+\/[^/]+$/) }],
  news: [{ path: '/news' }, { path: (find) => find.link('/news', /^\/news\/[^/]+$/) }],
  ourPartners: [{ path: '/ourpartners' }, { path: '/ourpartners/data' }, { path: '/ourpartners/software' }],
  partners: [{ path: '/partners' }],
  promo: [{ path: '/promo' }],
  rules: [{ path: '/information/rules/1' }, { path: '/information/rules/1/2' }],
  payment: [{ path: '/information/payment' }],
  information: [], // per brand: informationSamples
  simpleIdentification: [{ path: '/information/simpleidentification' }],
  oldBrowser: [{ path: '/oldbrowser' }],
  internalVpn: [{ path: '/internal-vpn' }],
  debugger: [{ path: '/debugger' }],
  ...Object.fromEntries(ROUTES.filter((r) => r.name.startsWith('office:') && r.page && !r.pattern.includes(':', 1)).map((r) => [r.name, [{ path: r.pattern }]])),
  // The bets and the casino rounds (directory 7) of the history.
  'office:history': [{ path: '/office/history' }, { path: '/office/history?directory=7' }],
  'office:createRequest': [{ path: '/office/payment/create-request' }],
  bingo: [{ path: '/bingo' }],
  poker: [{ path: '/poker' }],
  tvgames: [{ path: '/tvgames' }],
  othergames: [{ path: '/othergames' }],
  virtualsports: [{ path: '/virtualsports' }],
  ...Object.fromEntries(ROUTES.filter((r) => r.name.startsWith('casino:') && r.page).map((r) => [r.name, [{ path: r.pattern }]])),
  provider: [{ path: (find) => find.link('/providers', /^\/providers\/[^/]+$/) }],
  casinoGame: [{ path: (find) => find.link('/casino-lobby', /^\/(slots|casino)\/game\/\d+\/[^/]+$/) }],
  allGamesEntrance: [{ path: '/allgamesentrance' }],
  // The brand's first bonus game (brands/<brand>/bonuses.json `bonusGames`; vip has none).
  bonusGame: [{ path: async (find) => (bonusGames(find.brandId)[0] ? `/${bonusGames(find.brandId)[0]}` : null) }],
  casinoBonusTournament: [{ path: async (find) => `/bonus/casino${await find.link('/bonus/casino/tournaments', /^\/tournaments\/[^/]+$/)}` }],
  tournament: [{ path: (find) => find.link('/bonus/casino/tournaments', /^\/tournaments\/[^/]+$/) }],
  casinoBonusTournaments: [{ path: '/bonus/casino/tournaments' }],
  casinoBonusPromo: [{ path: '/bonus/casino/promo' }],
  casinoBonus: [{ path: '/bonus/casino' }],
  // One of the two bonus families redirects to the other (brand `promoBonusToOffer`): redirects are followed.
  'bonusFamily:bonuses': [{ path: '/bonuses' }, { path: (find) => find.link('/bonuses', /^\/bonuses(-offers)?\/[^/]+$/) }],
  'bonusFamily:bonuses-offers': [{ path: async (find) => `${await find.link('/bonuses', /^\/bonuses(-offers)?\/[^/]+$/)}/rules` }],
  // A brand's promotions are its CMS documents (content/<brand>/promotions/; vip has none).
  promotions: [
    { path: async (find) => (hasContent(find.brandId, 'promotions') ? '/promotions' : null) },
    { path: async (find) => (hasContent(find.brandId, 'promotions') ? find.link('/promotions', /^\/promotions\/[^/]+$/) : null) },
  ],
  cmsLanding: [{ path: '/landing/football' }],
  casino: [{ path: '/slots' }, { path: '/slots/card-games' }, { path: '/slots/betportal-games' }],
};

/** Routes with a page and no sample, each with its reason. */
const EXCLUDED: Record<string, string> = {
  pageType: 'redirects to the line or answers 404 (src/server/pages/page-type.ts); the 404 page is sampled',
  pageTypeGame: 'redirects to a game page or answers 404; both are sampled',
  pageTypeFinal: 'redirects to the game page of a tennis final, a game page sampled',
  champPageGame: 'redirects to the line game page, which is sampled',
  cmsPreview: 'a staff-signed link to a saved CMS version; the same CmsPage as every CMS route sampled here',
  'bonusFamily:bonus': 'the same page as /bonuses (src/server/pages/bonus-offers.ts), sampled',
  'bonusFamily:bonuses-games': 'the same page as /bonuses, sampled',
  'bonusFamily:bonus-offer': 'the same page as /bonuses-offers, sampled',
  'bonusFamily:bonuses-offers-games': 'the same page as /bonuses-offers, sampled',
};

/** Pages that are no route: the 404 page. */
const NOT_FOUND_SAMPLE: Sample = { path: '/no-such-page', status: 404 };

/** A fetched page. */
interface Fetched {
  status: number;
  body: string;
  location: string | null;
}

/** Runs `tasks` at most {@link CONCURRENCY} at a time. */
async function pool<T>(tasks: readonly (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(Array.from({ length: CONCURRENCY }, async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  }));
  return results;
}

/** A browser-like client and the Host it asks (its brand). */
type Client = ReturnType<typeof createClient> & { host: string };

/**
 * A GET with a client's cookies (and a `cookie` of `headers` added to them), without changing
 * them; redirects within the site followed (at most 3).
 */
async function fetchPage(client: Client, path: string, headers: Record<string, string> = {}): Promise<Fetched & { path: string }> {
  const cookie = [...[...client.jar].map(([name, value]) => `${name}=${value}`), ...(headers.cookie ? [headers.cookie] : [])].join('; ');
  let current = path;
  for (let hop = 0; ; hop++) {
    const res = await exchange(base(), 'GET', current, { ...headers, host: client.host, connection: 'close', ...(cookie ? { cookie } : {}) });
    const location = res.headers.get('location');
    if (res.status >= 300 && res.status < 400 && location?.startsWith('/') && hop < 3) {
      current = location;
      continue;
    }
    return { status: res.status, body: res.text, location, path: current };
  }
}


/** The promo code of the brand's first free-spins offer (brands/<brand>/bonuses.json), if any. */
const freeSpinsCode = (brandId: string): string | undefined =>
  (JSON.parse(readFileSync(new URL(`../../brands/${brandId}/bonuses.json`, import.meta.url), 'utf8')) as { templates: { kind: string; promoCode?: string }[] }).templates
    .find((t) => t.kind === 'free_spins' && t.promoCode)?.promoCode;

/** One real-money round of dice (game 1 of our game server), so the history has a casino round. */
async function playDice(client: ReturnType<typeof createClient>): Promise<void> {
  const launch = await client.post('/web-api/casino/launch', { gameId: 1 });
  if (launch.status !== 200) throw new Error(`launch answered ${launch.status}: ${JSON.stringify(launch.body)}`);
  const token = new URL(launch.body.url as string, base()).searchParams.get('token');
  const played = await client.post('/game-server/api/play', { token, stakeMinor: 100, params: { game: 'dice', target: 5000, side: 'under' } });
  if (played.status !== 200) throw new Error(`play answered ${played.status}: ${JSON.stringify(played.body)}`);
}

/**
 * A logged-in player of `brandId` with a deposit; with `active`, also an open bet, a casino round and
 * the brand's free spins (so the history and the wagering page have rows). A new e-mail each time.
 */
async function brandPlayer(brandId: string, host: string, active: boolean): Promise<{ client: Client; playerId: number; couponId: number }> {
  const main = await registerPlayer(base(), `i18n-${brandId}`);
  let client = main.client;
  let playerId = main.userId;
  if (brandId !== 'main') {
    const other = await main.client.devPost('/web-api/dev/brand-player', { playerId: main.userId, brandId });
    if (other.status !== 200) throw new Error(`brand-player answered ${other.status}: ${JSON.stringify(other.body)}`);
    playerId = other.body.id as number;
    client = createClient(base(), host);
    await client.init();
    const login = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: main.email, uPassword: TEST_PASSWORD });
    if (login.body?.status !== 'ok') throw new Error(`login on ${host} answered ${login.status}: ${JSON.stringify(login.body)}`);
  }
  const accountId = (await client.get('/web-api/user/balance')).body.all_accounts[0].id as number;
  const deposit = await client.post('/web-api/payments/deposit', { accountId, amount: '1000', provider: 'test', idempotencyKey: uniqueText('i18n-dep-') });
  if (deposit.body?.payment?.status !== 'success') throw new Error(`deposit answered ${deposit.status}: ${JSON.stringify(deposit.body)}`);
  if (!active) return { client: Object.assign(client, { host }), playerId, couponId: 0 };
  const couponId = await placeSingleBet(client, accountId, 'i18n-');
  await playDice(client);
  const code = freeSpinsCode(brandId);
  if (code) {
    const claimed = await client.post('/web-api/bonuses/promo-code', { code });
    if (claimed.status !== 200) throw new Error(`promo code ${code} answered ${claimed.status}: ${JSON.stringify(claimed.body)}`);
  }
  return { client: Object.assign(client, { host }), playerId, couponId };
}

/** The names of the feed (teams, players, referees, tournaments): words of them are no text to translate. */
function feedNames(): Set<string> {
  const names = new Set<string>();
  for (const match of loadFeedData().result.rows) {
    names.add(match.home.name);
    names.add(match.away.name);
    if (match.referee) names.add(match.referee);
    if (match.detail?.kind === 'tennis') names.add(match.detail.tournament);
  }
  return names;
}

/** One checked page. */
interface PageResult {
  brand: string;
  lng: string;
  url: string;
  /** Set when the page did not answer as its sample says. */
  problem?: string;
  findings: Finding[];
}

/** The catalogue's sport, champ and country names written in each language (none where it falls back to English). */
function catalogueNames(): Record<string, string[]> {
  const catalogue = currentCatalogue();
  const out: Record<string, string[]> = {};
  for (const names of [...catalogue.sports.map((s) => s.names), ...catalogue.champs.flatMap((c) => [c.names, c.country.names])]) {
    for (const [lng, name] of Object.entries(names)) (out[lng] ??= []).push(name!);
  }
  return out;
}

let vocab: Vocabulary;
beforeAll(() => {
  vocab = vocabulary(dictionaries, feedNames(), catalogueNames());
});

describe('i18n coverage of the rendered pages', () => {
  it('samples every built route of the route table or excludes it with its reason', () => {
    const built = ROUTES.filter((r) => r.page).map((r) => r.name);
    const named = new Set(ROUTES.map((r) => r.name));
    expect(Object.keys(SAMPLES).filter((name) => !named.has(name)), 'samples of no route').toEqual([]);
    expect(Object.keys(EXCLUDED).filter((name) => !named.has(name)), 'exclusions of no route').toEqual([]);
    expect(built.filter((name) => !(name in SAMPLES) && !(name in EXCLUDED)), 'built routes neither sampled nor excluded').toEqual([]);
    expect(built.filter((name) => name in SAMPLES && name in EXCLUDED), 'sampled and excluded').toEqual([]);
    // Every page key of the registry is rendered by a sampled route, unless all its routes are excluded.
    const sampledKeys = new Set(ROUTES.flatMap((r) => (r.page && r.name in SAMPLES ? [r.page] : [])));
    const unsampled = ROUTES.filter((r) => r.page && !sampledKeys.has(r.page) && !(r.name in EXCLUDED)).map((r) => `${r.name} (${r.page})`);
    expect(unsampled, 'page keys no sampled route renders').toEqual([]);
  });

  it.each([...brands.byId.values()].map((brand) => [brand.id, brand] as const))('%s: every page in every language has its text in that language', async (_id, brand) => {
    const host = brand.domains[0]!;
    const guest: Client = Object.assign(createClient(base(), host), { host });
    const player = await brandPlayer(brand.id, host, true);
    const special = await brandPlayer(brand.id, host, false);
    const discovered = new Map<string, Promise<Fetched & { path: string }>>();
    const finder: Finder = {
      brandId: brand.id,
      couponId: player.couponId,
      link: async (on, link) => {
        const lng = brand.defaultLanguage;
        if (!discovered.has(on)) discovered.set(on, fetchPage(guest, `/${lng}${on}`));
        const page = await discovered.get(on)!;
        const hrefs = [...page.body.matchAll(/href="\/[a-z]{2}(\/[^"?#]*)"/g)].map((m) => m[1]!);
        const found = hrefs.find((href) => link.test(href));
        if (!found) throw new Error(`no link ${link} on ${on}`);
        return found;
      },
    };
    const routeSamples = Object.entries({ ...SAMPLES, information: informationSamples(brand.id) });
    const served = (lng: LanguageCode, path: string, isAuthenticated: boolean) => {
      const url = new URL(path, 'http://portal.invalid');
      const decision = resolvePageRequest({ pathname: `/${lng}${url.pathname}`, query: url.searchParams, brand, isAuthenticated, preferredLanguages: [lng], maintenanceCookie: undefined, blockReason: null, production: true });
      return decision.kind === 'page' ? 'page' : decision.kind === 'not-found' && ['feature-off', 'route-unavailable', 'guard'].includes(decision.reason) ? 'off' : 'other';
    };

    // Name the URLs once per brand; a route the brand does not serve is left out.
    const urls: { route: string; sample: Sample; path: string }[] = [];
    const problems: PageResult[] = [];
    for (const [route, samples] of [...routeSamples, ['notFound', [NOT_FOUND_SAMPLE]] as const]) {
      const row = ROUTES.find((r) => r.name === route);
      // A product the brand does not offer (its feature off, its route unavailable): no page, and no page to find a link on.
      if (row && ((row.feature && brand.features[row.feature] !== true) || (row.availableRoute !== undefined && !brand.siteConfig.availableRoutes.includes(row.availableRoute)))) continue;
      for (const sample of samples) {
        let path: string | null;
        try {
          path = typeof sample.path === 'string' ? sample.path : await sample.path(finder);
        } catch (error) {
          problems.push({ brand: brand.id, lng: '*', url: route, problem: String(error), findings: [] });
          continue;
        }
        if (path === null) continue;
        if (row && served(brand.defaultLanguage, path, true) === 'off') continue;
        urls.push({ route, sample, path });
      }
    }

    const tasks: { state: Sample['state']; run: () => Promise<PageResult> }[] = [];
    for (const lng of brand.languages) {
      for (const { route, sample, path } of urls) {
        tasks.push({ state: sample.state, run: async () => {
          const row = ROUTES.find((r) => r.name === route);
          // A player where a guest cannot see the page: the players' pages, a language hidden from guests, a guard.
          const asPlayer = row?.auth === 'user' || brand.hiddenLanguages.includes(lng) || served(lng, path, false) === 'off';
          const who = sample.state ? special.client : asPlayer ? player.client : guest;
          const url = `/${lng}${path === '/' ? '' : path}`;
          let page = await fetchPage(who, url, sample.headers);
          // Another file may switch a brand setting for a moment (tests/integration/brand-settings.test.ts): ask again.
          for (let retry = 0; retry < 3 && page.status !== (sample.status ?? 200); retry++) {
            await new Promise((r) => setTimeout(r, 1000));
            page = await fetchPage(who, url, sample.headers);
          }
          const result: PageResult = { brand: brand.id, lng, url: page.path === url ? url : `${url} → ${page.path}`, findings: [] };
          if (page.status !== (sample.status ?? 200)) return { ...result, problem: `answered ${page.status}${page.location ? ` → ${page.location}` : ''}` };
          if (!page.path.startsWith(`/${lng}`)) return { ...result, problem: 'left the language' };
          result.findings = untranslated(textUnits(page.body), lng, vocab);
          if (page.body.includes('class="cms-language-notice"')) result.findings.push({ kind: 'cms-fallback', text: 'the CMS document is not written in this language' });
          return result;
        } });
      }
    }
    // The pages of everyone, then the special player's states one after the other.
    const pages = await pool(tasks.filter((t) => !t.state).map((t) => t.run));
    const states = { terms: [{ termsVersion: 0 }, { termsVersion: brand.siteConfig.termsVersion }], transfer: [{ transferRequired: 'main' }, { transferRequired: 'none' }], banned: [{ banLevel: 5 }, { banLevel: 0 }] } as const;
    // A client of its own sets the flags (the API answers a player with changed terms 451).
    const dev = createClient(base(), host);
    await dev.init();
    for (const [state, [on, off]] of Object.entries(states)) {
      expect((await dev.devPost('/web-api/dev/player', { playerId: special.playerId, ...on })).status).toBe(200);
      pages.push(...(await pool(tasks.filter((t) => t.state === state).map((t) => t.run))));
      expect((await dev.devPost('/web-api/dev/player', { playerId: special.playerId, ...off })).status).toBe(200);
    }
    const results = [...problems, ...pages];
    const found = results.flatMap((r) => r.findings.map((f) => ({ ...f, page: r })));
    console.log(`${brand.id}: ${pages.length} pages (${urls.length} URLs × ${brand.languages.length} languages), ${found.length} untranslated texts, ${new Set(found.map((f) => `${f.page.lng}\u0000${f.text}`)).size} distinct per language`);
    const report = results
      .filter((r) => r.problem || r.findings.length)
      .map((r) => `${r.brand} ${r.lng} ${r.url}: ${r.problem ?? r.findings.map((f) => `[${f.kind}${f.words ? `: ${f.words.join(' ')}` : ''}] ${f.text}`).join(' | ')}`);
    expect(report).toEqual([]);
  }, 180_000);
});
