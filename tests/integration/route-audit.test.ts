/**
 * The route audit of spec §2: every route family the spec lists is requested on both brands, as a
 * guest and as a logged-in player, and must answer what the route table
 * (src/domain/routing/route-table.ts) states for it:
 * - a route with `page`: the page (200), or the login redirect for a guest on a players-only page,
 *   or the spec redirect of `redirects.ts`, as `resolvePageRequest` decides with the brand's
 *   features, settings and guards;
 * - a route without `page`: 404, and the row names its reason (`builtBy`);
 * - a family no brand serves because its feature is off answers 404 for that stated reason.
 * The expected answer is read from the route table and the brand at run time, so the test stays
 * right as pages are built: building a page means giving its row a `page`.
 *
 * {@link FAMILIES} is spec §2 family by family; each has a sample URL (or finds one on a list
 * page). The log gives the counts: families served on every brand that offers them (real), on some
 * (partial), on none (missing), and those off by a stated reason on every brand.
 *
 * Cost: the one built server of the integration project answers every request (no server of its
 * own), one player per brand is registered, and the ~880 requests go {@link CONCURRENCY} at a time,
 * about 36 s of the server's CPU, most of it the first render of `/line/top` (reached through
 * `topgame`), which prices every game of the replay window.
 */
import { describe, expect, inject, it } from 'vitest';
import { matchRoute } from '../../src/domain/routing/match.ts';
import { resolvePageRequest, localizedHref } from '../../src/domain/routing/resolve.ts';
import { brands } from '../../src/server/brands.ts';
import type { LoadedBrand as Brand } from '../../src/server/brand-registry.ts';
import { createClient, exchange, placeSingleBet, registerPlayer, uniqueText, TEST_PASSWORD } from '../helpers/http-client.ts';

const base = () => inject('portalUrl');

/** What a sample may ask of the brand to name its URL. */
interface Finder {
  /** The first link (language prefix removed) on the brand's page `on` (as this visitor) that matches `link`, or null. */
  link: (on: string, link: RegExp) => Promise<string | null>;
}

/** One route family of spec §2. */
interface Family {
  /** The family as spec §2 names it. */
  family: string;
  /** A URL of it without the language prefix, or how to find one on a list page. */
  sample: string | ((find: Finder) => Promise<string | null>);
  /** The URL asked when the finder finds none (the list page is not served, or lists nothing). */
  fallback?: string;
  /** The status the page answers with (default 200). */
  status?: number;
  /**
   * Brands whose data has no such page although the route serves it elsewhere, with the reason
   * (the sample then must answer 404).
   */
  absentOn?: Readonly<Record<string, string>>;
}

const GAME_LINK = (section: string) => new RegExp(`^/${section}/[^/]+/[^/]+/[^/]+/\\d+$`);
const gameId = async (find: Finder) => (await find.link('/line', GAME_LINK('line')))?.split('/').at(-1) ?? null;
const fixed = (family: string, sample = `/${family}`): Family => ({ family, sample });
/** A family whose sample is the first link matching `link` on the brand's page `on`. */
const linked = (family: string, on: string, link: RegExp, fallback: string): Family => ({ family, sample: (find) => find.link(on, link), fallback });

/** `slots/{provider}` answers for the providers of the catalogue; spec §2's `vulkan` is not one of them. */
const NO_VULKAN = {
  main: 'no provider vulkan in the casino catalogue (src/server/casino/seed.ts)',
  vip: 'no provider vulkan in the casino catalogue (src/server/casino/seed.ts)',
};

/** Page types of spec §2 with home, game and final children. */
const PAGE_TYPES = ['betsonyour', 'topgame', 'marble', 'team', 'ufc', 'politics'];
const CHAMP_TYPES = ['epl', 'laliga', 'europaleague', 'ipl'];

/** Spec §2, section by section. */
const FAMILIES: readonly Family[] = [
  // Sports
  fixed('home', '/'),
  fixed('line', '/line'),
  fixed('line/{menuSection}/{sport}', '/line/all/football'),
  fixed('line/{menuSection}/{sport}/{champ}', '/line/all/football/premier-league'),
  linked('line/…/{game}', '/line', GAME_LINK('line'), '/line/all/football/premier-league/1'),
  fixed('live'),
  linked('live/…/{game}', '/live', GAME_LINK('live'), '/live/all/football/premier-league/1'),
  ...PAGE_TYPES.flatMap((type) => [
    fixed(type),
    { family: `${type}/game/{game}`, sample: async (find: Finder) => `/${type}/game/${(await gameId(find)) ?? '1'}` },
    fixed(`${type}/final`),
  ]),
  ...CHAMP_TYPES.flatMap((type) => [
    fixed(`champ/${type}`),
    { family: `champ/${type}/game/{game}`, sample: async (find: Finder) => `/champ/${type}/game/${(await find.link(`/champ/${type}`, GAME_LINK('line')))?.split('/').at(-1) ?? '1'}` },
    fixed(`champ/${type}/final`),
  ]),
  fixed('multi'),
  fixed('champs'),
  linked('champs/{champId}', '/champs', /^\/champs\/\d+$/, '/champs/1'),
  fixed('cyber'),
  fixed('cyber/real'),
  fixed('cyber/disciplines/all'),
  fixed('cyber/{discipline}/champs', '/cyber/dota2/champs'),
  fixed('cyber/{discipline}/{live|line}', '/cyber/dota2/line'),
  fixed('cyber/{discipline}/{champ}', '/cyber/dota2/international'),
  fixed('cyber/{discipline}/{champ}/{game}', '/cyber/dota2/international/1'),
  fixed('statistic'),
  { family: 'statistic/{gameId}', sample: async (find) => `/statistic/${(await gameId(find)) ?? '1'}` },
  { family: 'statisticpopup/*', sample: async (find) => `/statisticpopup/${(await gameId(find)) ?? '1'}/stats` },
  fixed('results'),
  fixed('results/live'),
  fixed('results/zone'),
  // The player's own coupon (a guest is sent to log in).
  linked('print-coupon/{couponId}', '/office/history', /^\/print-coupon\/\d+$/, '/print-coupon/1'),
  // Payment returns
  ...['success', 'fail', 'pending', 'cancel'].flatMap((result) => [fixed(`onpay/${result}`), fixed(`onpay/withdraw/${result}`)]),
  // Auth
  fixed('login'),
  fixed('registration'),
  fixed('registration/socialregistration'),
  fixed('user/registration.php'),
  fixed('user/action.php?action=forgot', '/user/action.php?action=forgot'),
  fixed('user/action.php', '/user/action.php?action=activate'),
  ...['accountverify', 'activatefast', 'activate', 'passwordreset', 'stopnewsletter'].map((section) => fixed(`user/${section}`)),
  fixed('user/forgotpassword'),
  fixed('user/coupon'),
  fixed('oldbrowser'),
  // Blocking and maintenance (the block pages themselves send a visitor without a block reason home)
  fixed('maintenance'),
  ...['block', 'block-ua', 'block-ie', 'site-updates', 'coming-soon', 'suspension'].map((page) => fixed(page)),
  fixed('confirm-terms'),
  { family: '500', sample: '/500', status: 500 },
  fixed('mobile'),
  fixed('mobile/startdownloadapp'),
  fixed('desktop'),
  fixed('block-appeal-history'),
  fixed('debugger'),
  fixed('internal-vpn'),
  // Other sections
  fixed('toto'),
  ...['draw', 'next', 'coupons', 'draws', 'nonimees'].map((section) => fixed(`toto/${section}`)),
  fixed('lotto'),
  fixed('lotto/results'),
  linked('lotto/{sectionName}/{lottoId}', '/lotto', /^\/lotto\/[a-z]+\/\d+$/, '/lotto/results/1'),
  fixed('betting-alphabet'),
  fixed('betting-alphabet/{block}', '/betting-alphabet/odds'),
  linked('betting-alphabet/{block}/{category}', '/betting-alphabet', /^\/betting-alphabet\/[^/]+\/[^/]+$/, '/betting-alphabet/odds/decimal-odds'),
  linked('betting-alphabet/{block}/{category}/{slug}', '/betting-alphabet', /^\/betting-alphabet\/[^/]+\/[^/]+\/[^/]+$/, '/betting-alphabet/odds/decimal-odds/example'),
  fixed('news'),
  linked('news/{slug}', '/news', /^\/news\/[^/]+$/, '/news/football-line-and-live'),
  fixed('ourpartners'),
  // A section linked from the partners page (content/<brand>/ourpartners/: data, software).
  linked('ourpartners/{section}', '/ourpartners', /^\/ourpartners\/[^/]+$/, '/ourpartners/data'),
  fixed('partners'),
  fixed('promo'),
  // Information
  fixed('information'),
  fixed('information/rules/{ruleGroup}', '/information/rules/1'),
  fixed('information/rules/{ruleGroup}/{chapter}', '/information/rules/1/2'),
  ...['contacts', 'about', 'howbet', 'payment', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification', 'smsbets', 'amlkyc', 'amlpolicy',
    'disputeresolution', 'kycpolicy', 'responsiblegaming', 'cash_terminals', 'betting-calculator', 'betting-awards'].map((page) => fixed(`information/${page}`)),
  // Personal office
  fixed('office'),
  ...['account', 'history', 'historypay', 'recharge', 'security', 'responsible', 'settings', 'bonuses/deposit', 'bonuses/wager', 'casino/vipcashback',
    'casino/premiumcashback', 'deduce', 'promotion', 'bringfriend', 'support', 'manager', 'rewards', 'verification', 'identification', 'share-idea',
    'payment/requests', 'payment/create-request'].map((page) => fixed(`office/${page}`)),
  fixed('office/payment/create-request/{topicId}', '/office/payment/create-request/1'),
  fixed('office/payment/create-request/{topicId}/transactions', '/office/payment/create-request/1/transactions'),
  linked('office/payment/create-request/{topicId}/transactions/{transactionId}', '/office/payment/create-request/1/transactions',
    /^\/office\/payment\/create-request\/1\/transactions\/\d+$/, '/office/payment/create-request/1/transactions/1'),
  fixed('office/payment/create-request/{topicId}/{subTopicId}', '/office/payment/create-request/3/1'),
  // Casino
  fixed('bingo'),
  fixed('fishinghunting'),
  fixed('poker'),
  // A poker game of the poker page, by its slug (the page links each game's own page).
  { family: 'poker/{game}', sample: (find) => find.link('/poker', /^\/(slots|casino)\/game\/\d+\/[^/]+$/).then((p) => (p ? `/poker/${p.split('/').at(-1)}` : null)), fallback: '/poker/holdem' },
  fixed('tvgames'),
  fixed('tvgames/view/poker'),
  fixed('scratchcards'),
  fixed('keno'),
  fixed('slots'),
  fixed('slots/{subcategory}', '/slots/card-games'),
  fixed('casino'),
  linked('{slots|casino}/game/{gameId}/{gameName}', '/casino-lobby', /^\/(slots|casino)\/game\/\d+\/[^/]+$/, '/slots/game/1/dice'),
  fixed('virtualsports'),
  { ...fixed('slots/vulkan'), absentOn: NO_VULKAN },
  ...['fast-games', 'fast-bet', 'vulkan', 'asian-games', 'card-games', 'crash-games', 'skill-games', 'my-casino', 'my-casino/favorites',
    'casino-lobby', 'providers'].map((page) => fixed(page)),
  linked('providers/{provider}', '/providers', /^\/providers\/[^/]+$/, '/providers/betportal'),
  ...['casino-search', 'othergames', 'casino/brand', 'allgamesentrance'].map((page) => fixed(page)),
  linked('allgamesentrance/{gameRoute}', '/allgamesentrance', /^\/allgamesentrance\/[^/]+$/, '/allgamesentrance/slots'),
  ...['fortuna', 'chest', 'memory', 'safe', 'lottery', 'dragon-bonus'].map((game) => ({ ...fixed(game), absentOn: { vip: "vip's bonus programme (brands/vip/bonuses.json) has no bonus games" } })),
  fixed('games-landing/{landingRoute}', '/games-landing/slots'),
  ...['slots', 'casino', 'keno'].map((kind) => fixed(`${kind}/thankyou`)),
  // Bonuses and promotions
  fixed('bonus/casino'),
  fixed('bonus/casino/promo'),
  fixed('bonus/casino/tournaments'),
  linked('tournaments/{id}', '/bonus/casino/tournaments', /^\/tournaments\/[^/]+$/, '/tournaments/1'),
  { family: 'bonus/casino/promotions/{id}', sample: (find) => find.link('/promotions', /^\/promotions\/[^/]+$/).then((p) => (p ? `/bonus/casino${p}` : null)), fallback: '/bonus/casino/promotions/welcome-bonus' },
  linked('bonus/casino/{id}', '/bonus/casino', /^\/bonus\/casino\/[a-z0-9_-]+$/, '/bonus/casino/welcome'),
  ...['bonuses', 'bonus-partner', 'bonus', 'bonuses-games', 'bonuses-offers', 'bonus-offer-partner', 'bonus-offer', 'bonuses-offers-games'].map((family) => fixed(family)),
  { family: '{bonus family}/{id}/{rules|games}', sample: (find) => find.link('/bonuses', /^\/bonuses(-offers)?\/[^/]+$/).then((p) => (p ? `${p}/rules` : null)), fallback: '/bonuses/welcome/rules' },
  fixed('promotions'),
  linked('promotions/{promotionId}', '/promotions', /^\/promotions\/[^/]+$/, '/promotions/welcome-bonus'),
  { family: 'landing/{landingId}', sample: '/landing/football' },
  fixed('fastgames-daily-tournament'),
  fixed('promotions/daily_drops'),
  fixed('promotions/happy_birthday'),
  fixed('bonus/slot_first_deposit'),
];

/** How one request answered. */
interface Answer {
  status: number;
  location: string | null;
}

/** What the route table states a request must answer, and why. */
interface Expected {
  kind: 'page' | 'redirect' | 'login' | 'not-found';
  /** The page's status (default 200). */
  status?: number;
  location?: string;
  /** The stated reason of a 404. */
  reason?: string;
  /** A 404 by the brand's own rules (a feature off, an available route or guard unmet, its list of 404 paths). */
  byBrand?: boolean;
}

/** 404 reasons of `resolvePageRequest` that are a brand's settings, not a page missing. */
const BRAND_RULES: readonly string[] = ['feature-off', 'route-unavailable', 'guard', 'url-404-list', 'non-production'];

/** The route table's answer for `path` on `brand` (decided as the page-decision middleware does, outside production). */
function expected(brand: Brand, lng: string, path: string, isAuthenticated: boolean): Expected {
  const url = new URL(path, 'http://portal.invalid');
  const decision = resolvePageRequest({
    pathname: localizedHref(lng as never, url.pathname),
    query: url.searchParams,
    brand,
    isAuthenticated,
    ...(isAuthenticated ? { ban: { level: 0, version: 0 } } : {}),
    preferredLanguages: [lng],
    maintenanceCookie: undefined,
    blockReason: null,
    production: false,
  });
  switch (decision.kind) {
    case 'redirect':
      return { kind: 'redirect', location: decision.location };
    case 'login-required':
      return { kind: 'login', location: `/${lng}?login=1` };
    case 'page':
      return { kind: 'page' };
    case 'not-found': {
      const route = matchRoute(url.pathname)?.route;
      const reason = decision.reason === 'not-built' ? route?.builtBy
        : decision.reason === 'feature-off' ? `the brand's feature ${route?.feature} is off`
          : decision.reason === 'guard' ? `the ${route?.guard} rule`
            : decision.reason === 'no-route' ? undefined : decision.reason;
      return { kind: 'not-found', reason, ...(BRAND_RULES.includes(decision.reason) ? { byBrand: true } : {}) };
    }
  }
}

/** A GET as the client (its cookies and Host), no redirect followed. */
async function answer(client: Client, path: string): Promise<Answer> {
  const cookie = [...client.jar].map(([name, value]) => `${name}=${value}`).join('; ');
  // A connection per request: a kept-alive socket the server closes as the next request goes out resets it.
  const res = await exchange(base(), 'GET', path, { host: client.host, connection: 'close', ...(cookie ? { cookie } : {}) }).catch((error: unknown) => {
    throw new Error(`GET ${path} on ${client.host}: ${String(error)}`, { cause: error });
  });
  return { status: res.status, location: res.headers.get('location') };
}

type Client = ReturnType<typeof createClient> & { host: string };


/**
 * A logged-in player of `brand` (main registers; another brand gets its own player through the dev
 * tools) with a deposit and an open bet, so the pages of one's own coupon and payment have one.
 */
async function brandPlayer(brand: Brand): Promise<Client> {
  const host = brand.domains[0]!;
  const main = await registerPlayer(base(), `audit-${brand.id}`);
  let client: Client = Object.assign(main.client, { host });
  if (brand.id !== 'main') {
    const other = await main.client.devPost('/web-api/dev/brand-player', { playerId: main.userId, brandId: brand.id });
    if (other.status !== 200) throw new Error(`brand-player answered ${other.status}: ${JSON.stringify(other.body)}`);
    client = Object.assign(createClient(base(), host), { host });
    await client.init();
    const login = await client.post('/web-api/auth/login', { mode: 'login_password', uLogin: main.email, uPassword: TEST_PASSWORD });
    if (login.body?.status !== 'ok') throw new Error(`login on ${host} answered ${login.status}: ${JSON.stringify(login.body)}`);
  }
  const accountId = (await client.get('/web-api/user/balance')).body.all_accounts[0].id as number;
  const deposit = await client.post('/web-api/payments/deposit', { accountId, amount: '1000', provider: 'test', idempotencyKey: uniqueText('audit-dep-') });
  if (deposit.body?.payment?.status !== 'success') throw new Error(`deposit answered ${deposit.status}: ${JSON.stringify(deposit.body)}`);
  await placeSingleBet(client, accountId, 'audit-');
  return client;
}

/** One checked request. */
interface Row {
  family: string;
  brand: string;
  visitor: 'guest' | 'player';
  url: string;
  expected: Expected;
  answer: Answer;
  problem?: string;
  /** Time of the request and any follow-up (ms). */
  ms: number;
}

/**
 * The problem of an answer against what was expected, or undefined. A page's own loader may send
 * the visitor on (topgame → the top games): the page is then the answer of that location.
 */
async function problemOf(client: Client, exp: Expected, got: Answer): Promise<string | undefined> {
  switch (exp.kind) {
    case 'page': {
      const status = exp.status ?? 200;
      if (got.status === status) return undefined;
      // A page that leads on (topgame → the top games, a final → its game, a line game that has
      // started → its live page) is answered by where it leads, within three steps.
      let at = got;
      const hops: string[] = [];
      for (let hop = 0; hop < 3 && at.status === 302 && at.location?.startsWith('/'); hop++) {
        at = await answer(client, at.location!);
        if (at.status === 200) return undefined;
        hops.push(`${at.status}${at.location ? ` → ${at.location}` : ''}`);
      }
      return `expected the page (${status}), got ${got.status}${got.location ? ` → ${got.location}` : ''}${hops.map((h) => `, then ${h}`).join('')}`;
    }
    case 'redirect':
      return got.status >= 300 && got.status < 400 && got.location === exp.location! ? undefined : `expected a redirect to ${exp.location}, got ${got.status} ${got.location ?? ''}`;
    case 'login':
      return got.status === 302 && got.location?.startsWith(exp.location!) ? undefined : `expected the login redirect, got ${got.status} ${got.location ?? ''}`;
    case 'not-found':
      if (got.status !== 404) return `expected 404 (${exp.reason ?? 'no reason'}), got ${got.status}`;
      return exp.reason ? undefined : 'answers 404 without a reason in the route table';
  }
}

/** Requests in flight at once: enough to keep a 2-core server busy, few enough not to queue behind its renders. */
const CONCURRENCY = 4;

/** Runs `tasks` with at most `limit` at a time; the results in the tasks' order. */
async function inPool<T>(tasks: readonly (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results = new Array<T>(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]!();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

describe('route audit of spec §2', () => {
  // The server spends about 36 s of CPU on the run; the limit leaves room for a machine shared with other test files.
  it('every route family answers on both brands, as guest and player, what the route table states', { timeout: 300_000 }, async () => {
    const started = Date.now();
    // One player per brand, registered side by side; the one built server of the integration project answers everything.
    const visitors = (await Promise.all([...brands.byId.values()].map(async (brand) => {
      const host = brand.domains[0]!;
      const guest: Client = Object.assign(createClient(base(), host), { host });
      const player = await brandPlayer(brand);
      return [{ brand, visitor: 'guest' as const, client: guest }, { brand, visitor: 'player' as const, client: player }];
    }))).flat();
    const ready = Date.now();
    const tasks = visitors.flatMap(({ brand, visitor, client }) => {
      const lng = brand.defaultLanguage;
      const cookie = () => [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
      // A list page is fetched once per visitor, however many samples look on it.
      const pages = new Map<string, Promise<string>>();
      const finder: Finder = {
        link: async (on, link) => {
          if (!pages.has(on)) pages.set(on, exchange(base(), 'GET', `/${lng}${on}`, { host: client.host, connection: 'close', cookie: cookie() }).then((r) => r.text));
          const hrefs = [...(await pages.get(on)!).matchAll(/href="\/[a-z]{2}(\/[^"?#]*)"/g)].map((m) => m[1]!);
          return hrefs.find((href) => link.test(href)) ?? null;
        },
      };
      return FAMILIES.map((family) => async (): Promise<Row> => {
        const path = (typeof family.sample === 'string' ? family.sample : await family.sample(finder)) ?? family.fallback!;
        const stated = expected(brand, lng, path, visitor === 'player');
        const absent = family.absentOn?.[brand.id];
        const exp: Expected = absent && stated.kind === 'page' ? { kind: 'not-found', reason: absent } : { ...stated, ...(family.status ? { status: family.status } : {}) };
        const url = `/${lng}${path}`;
        const sent = Date.now();
        const got = await answer(client, url);
        const problem = await problemOf(client, exp, got);
        return { family: family.family, brand: brand.id, visitor, url, expected: exp, answer: got, problem, ms: Date.now() - sent };
      });
    });
    const rows = await inPool(tasks, CONCURRENCY);
    console.log(`route audit: ${rows.length} requests in ${((Date.now() - ready) / 1000).toFixed(1)} s (${CONCURRENCY} at a time) after ${((ready - started) / 1000).toFixed(1)} s of setting up the players; slowest: ${
      rows.toSorted((a, b) => b.ms - a.ms).slice(0, 10).map((row) => `${row.visitor} ${row.url} ${row.ms} ms`).join(', ')}`);
    // The counts: per family, whether each brand that offers it serves it.
    const byFamily = new Map<string, Row[]>();
    for (const row of rows) byFamily.set(row.family, [...(byFamily.get(row.family) ?? []), row]);
    const offered = (row: Row) => !(row.expected.kind === 'not-found' && row.expected.byBrand);
    const served = (row: Row) => row.expected.kind !== 'not-found' && !row.problem;
    const counts = { real: 0, partial: 0, missing: 0, off: 0 };
    const missing: string[] = [];
    for (const [family, list] of byFamily) {
      const on = list.filter(offered);
      if (on.length === 0) counts.off++;
      else if (on.every(served)) counts.real++;
      else if (on.some(served)) counts.partial++;
      else {
        counts.missing++;
        missing.push(`${family}: ${on[0]!.expected.reason ?? on[0]!.problem}`);
      }
    }
    console.log(`route audit: ${byFamily.size} families of spec §2 — ${counts.real} real, ${counts.partial} partial, ${counts.missing} missing (404 by a stated reason), ${counts.off} off by the brands' settings`);
    console.log(`partial: ${[...byFamily].filter(([, list]) => { const on = list.filter(offered); return on.some(served) && !on.every(served); }).map(([f, list]) => `${f} [${list.filter((r) => offered(r) && !served(r)).map((r) => `${r.brand}/${r.visitor}: ${r.expected.reason ?? r.problem}`).join('; ')}]`).join('\n  ')}`);
    console.log(`missing:\n  ${missing.join('\n  ')}`);
    expect(rows.filter((row) => row.problem).map((row) => `${row.brand} ${row.visitor} ${row.url}: ${row.problem}`)).toEqual([]);
    expect(byFamily.size).toBe(FAMILIES.length);
  });
});
