/**
 * The route table: every route pattern of spec §2 as data. Order matters: the first matching
 * entry wins, so specific patterns come before the ones with optional parameters.
 * Routes without `page` answer 404 (`builtBy` says what they wait for); a route with `page` names
 * its entry in the page registry (`src/registry/pages.ts`).
 */
import { AVAILABLE_ROUTE } from '../../../schemas/site-config.ts';
import type { RouteDef } from './types.ts';
import { CHAMP_PAGES, CHAMP_SLUG_RULE, MENU_SECTION_RE, SPORT_SLUG_RULE } from '../feed/slugs.ts';
import { LOTTO_SECTION_RE } from '../pages/lotto.ts';

const DIGITS = /^\d+$/;
/** A CMS slug segment (src/domain/cms/families.ts): lowercase letters, digits, `-` and `_`. */
const SLUG = /^[a-z0-9][a-z0-9_-]{0,79}$/;
/** Sports page parameters (src/domain/feed/slugs.ts): unknown menu sections, sports and champs answer 404. */
const SPORT_PARAMS = { menuSection: MENU_SECTION_RE, sport: SPORT_SLUG_RULE, champ: CHAMP_SLUG_RULE };
const CYBER = 'cyber (not yet scheduled: no cyber data in the feed)';
const OFFICE = 'personal office';
const CASINO = 'casino (not yet scheduled)';
/**
 * Fishing and hunting games are arcade shooters of third-party providers (the stake rides on
 * aimed shots, the return on aim and timing); no provider in our catalogue offers one and our
 * provably fair game server plays rounds that do not depend on aim, so the family has no game to
 * list and answers 404 by design.
 */
const NO_FISHING_GAMES = 'fishing/hunting shooters: no provider of the catalogue offers one, and our game server has none (its rounds do not depend on aim)';
const CONTENT = 'CMS content (not yet scheduled)';
/** The champ pages' `final` children: the feed's champs behind them are round-robin leagues, which end in a table, not a final. */
const LEAGUE_FINAL = 'a league without a final (the Premier League and La Liga end in a table; the feed has no cup or play-off of them)';

/**
 * Information pages of spec §2 "Information" other than rules, payment and simpleidentification
 * (its own row: only where identification is shown), and `terms` (the terms the confirm-terms page
 * asks to accept).
 */
const INFO_PAGES = [
  'terms', 'contacts', 'about', 'howbet', 'cookies', 'licenses', 'taxation', 'consent',
  'smsbets', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming',
  'cash_terminals', 'betting-calculator', 'betting-awards',
].join('|');

/** Office pages of spec §2 "Personal office" with a plain path. */
const OFFICE_PAGES = [
  'account', 'history', 'historypay', 'recharge', 'security', 'responsible', 'settings',
  'bonuses/deposit', 'bonuses/wager', 'casino/vipcashback', 'casino/premiumcashback', 'deduce',
  'promotion', 'bringfriend', 'support', 'manager', 'rewards', 'verification', 'share-idea',
  'payment/requests',
] as const;

/** Office pages built so far, with their page key. */
const BUILT_OFFICE_PAGES = {
  account: 'office-account', history: 'bet-history', historypay: 'payment-history', recharge: 'recharge', deduce: 'deduce', responsible: 'responsible', verification: 'verification',
  security: 'office-security', settings: 'office-settings', bringfriend: 'office-bringfriend', 'payment/requests': 'payment-requests', support: 'office-support', 'share-idea': 'share-idea',
  manager: 'office-manager', 'bonuses/deposit': 'bonus-deposit', 'bonuses/wager': 'bonus-wager',
  'casino/vipcashback': 'office-cashback', 'casino/premiumcashback': 'office-cashback', rewards: 'office-rewards', promotion: 'office-promotion',
} as const satisfies Partial<Record<(typeof OFFICE_PAGES)[number], string>>;
type BuiltOfficePage = keyof typeof BUILT_OFFICE_PAGES;

/** Office pages a banned player keeps (account data, support, verification); deduce has its own rule. */
const BANNED_OFFICE_PAGES = ['account', 'support', 'verification', 'historypay'];

/**
 * Plain casino-family pages of spec §2 "Casino". `slots/vulkan` has no row of its own: it is the
 * provider page `slots/{provider}` of the `casino` route (src/domain/casino/lobby.ts), listing the
 * provider `vulkan` when the catalogue has it and 404 otherwise, so the `/vulkan` redirect lands
 * on it only when that provider exists.
 */
const CASINO_PAGES = [
  'scratchcards', 'keno', 'fast-games', 'fast-bet', 'asian-games', 'card-games',
  'crash-games', 'skill-games', 'my-casino', 'my-casino/favorites', 'casino-lobby', 'providers',
  'casino-search', 'casino/brand', 'casino/slot-first-deposit',
] as const;

/**
 * Casino-family pages and their page key (the lobby pages: src/server/pages/casino-lobby.ts):
 * `asian-games` baccarat, dragon tiger and sic bo of our game server; `fast-bet` the games where
 * one stake rides on odds the player sets (dice, limbo); `skill-games` the games whose return
 * depends on the player's decisions (blackjack, Jacks or Better); `casino/brand` the brand's own
 * games (our game server's). A lobby page with no game offered on the brand answers 404.
 */
const BUILT_CASINO_PAGES = {
  scratchcards: 'casino-lobby', keno: 'casino-lobby', 'fast-games': 'casino-lobby', 'card-games': 'casino-lobby', 'crash-games': 'casino-lobby',
  'fast-bet': 'casino-lobby', 'asian-games': 'casino-lobby', 'skill-games': 'casino-lobby', 'casino/brand': 'casino-lobby',
  'casino-lobby': 'casino-lobby', providers: 'casino-providers', 'casino-search': 'casino-search',
  'my-casino': 'my-casino', 'my-casino/favorites': 'my-casino', 'casino/slot-first-deposit': 'bonus-offers',
} as const satisfies Record<(typeof CASINO_PAGES)[number], string>;
type BuiltCasinoPage = keyof typeof BUILT_CASINO_PAGES;

/**
 * Page types of spec §2 Sports (each with home, game and final children) that no real data or
 * engine of ours can serve, with the reason; each answers 404 (home, `game/{id}` and `final`).
 * `topgame` is built (the top games of the feed).
 */
const UNSERVED_PAGE_TYPES = {
  betsonyour: "players' own proposed markets: the feed prices only its sports' standard markets, and a price made up for a player's proposal would be invented",
  marble: 'marble racing: the virtual sports engine (src/domain/virtual/) runs a football league only, and no marble-race model exists to run honestly',
  team: "a team page type without a team: spec §2 gives it no team parameter, and each team's games are on its champ and game pages",
  ufc: 'MMA: the feed has no UFC or other MMA bouts (football, tennis and the NFL only)',
  politics: 'politics: the feed has no political events or markets (football, tennis and the NFL only)',
} as const;
/** Champ landing pages of spec §2 served from the feed (src/domain/feed/slugs.ts `CHAMP_PAGES`: epl, laliga). */
const CHAMP_PAGE_TYPES = Object.keys(CHAMP_PAGES).filter((page) => CHAMP_PAGES[page] !== null).join('|');
/** Champ landing pages of spec §2 whose champ the feed does not hold, with the reason. */
const UNSERVED_CHAMP_PAGES: Record<string, string> = {
  europaleague: 'the UEFA Europa League: the feed has no Europa League matches (its football is the domestic leagues of data/football-data)',
  ipl: 'the Indian Premier League (cricket): the feed has no cricket',
};

/** The two bonus route families of spec §2; `promoBonusToOffer` picks one, the other redirects. */
export const BONUS_FAMILIES = {
  plain: ['bonuses', 'bonus-partner', 'bonus', 'bonuses-games'],
  offer: ['bonuses-offers', 'bonus-offer-partner', 'bonus-offer', 'bonuses-offers-games'],
} as const;

/** Keeps the page keys the rows name as a union of literals (see {@link PageKey}). */
function routeTable<const P extends string>(rows: readonly RouteDef<P>[]): readonly RouteDef<P>[] {
  return rows;
}

/** The route table. */
export const ROUTES = routeTable([
  // Home and sports
  { name: 'home', allowedWhenBanned: true, pattern: '/', stream: 'homepage', auth: 'any', layout: 'default', page: 'home' },
  { name: 'lineGame', pattern: '/line/:menuSection/:sport/:champ/:game', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: { ...SPORT_PARAMS, game: DIGITS }, page: 'sports-game' },
  { name: 'line', pattern: '/line/:menuSection?/:sport?/:champ?', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: SPORT_PARAMS, page: 'sports-list' },
  { name: 'liveGame', pattern: '/live/:menuSection/:sport/:champ/:game', stream: 'live', feature: 'sports', auth: 'any', layout: 'default', params: { ...SPORT_PARAMS, game: DIGITS }, page: 'sports-game' },
  { name: 'live', pattern: '/live/:menuSection?/:sport?/:champ?', stream: 'live', feature: 'sports', auth: 'any', layout: 'default', params: SPORT_PARAMS, page: 'sports-list' },
  // Page types: topgame is the top games (redirects to /line/top and to game pages); its final is the next final of a tournament in the feed.
  { name: 'pageTypeGame', pattern: '/:pageType(topgame)/game/:game', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: { game: DIGITS }, page: 'page-type-game' },
  { name: 'pageTypeFinal', pattern: '/:pageType(topgame)/final', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', page: 'page-type-final' },
  { name: 'pageType', pattern: '/:pageType(topgame)', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', page: 'page-type' },
  ...Object.entries(UNSERVED_PAGE_TYPES).map(([type, reason]) => (
    { name: `pageType:${type}`, pattern: `/${type}{/game/:game}?{/final}?`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', builtBy: reason } as const)),
  // Champ landing pages: the feed's champs (epl, laliga); their finals and the champs the feed does not hold answer 404 by the stated reason.
  { name: 'champPageGame', pattern: `/champ/:champPage(${CHAMP_PAGE_TYPES})/game/:game`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: { game: DIGITS }, page: 'champ-page-game' },
  { name: 'champPageFinal', pattern: `/champ/:champPage(${CHAMP_PAGE_TYPES})/final`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', builtBy: LEAGUE_FINAL },
  { name: 'champPage', pattern: `/champ/:champPage(${CHAMP_PAGE_TYPES})`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', page: 'champ-page' },
  ...Object.entries(UNSERVED_CHAMP_PAGES).map(([page, reason]) => (
    { name: `champPage:${page}`, pattern: `/champ/${page}{/game/:game}?{/final}?`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', builtBy: reason } as const)),
  { name: 'multiLive', pattern: '/multi', stream: 'live', feature: 'sports', auth: 'any', layout: 'default', page: 'multi-live' },
  { name: 'champResults', pattern: '/champs/:champId?', stream: 'line', feature: 'results', auth: 'any', layout: 'default', params: { champId: DIGITS }, page: 'champ-results' },
  { name: 'results', pattern: '/results/:resultsSection(live)?', stream: 'line', feature: 'results', auth: 'any', layout: 'default', page: 'results' },
  { name: 'resultsZone', pattern: '/results/zone', stream: 'line', feature: 'results', auth: 'any', layout: 'default', builtBy: "results 'zone': spec §2 names the section without what it lists, and no grouping of the feed's results by a zone exists to show; the results and live results are built" },
  { name: 'statistic', pattern: '/statistic/:gameId?', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: { gameId: DIGITS }, page: 'statistic' },
  // The statistic pop-up (spec §2 `statisticpopup/*`): the statistic page of game `gameId` in the empty layout; anything after the id is ignored.
  { name: 'statisticPopup', pattern: '/statisticpopup/:gameId/:rest*', stream: 'line', feature: 'sports', auth: 'any', layout: 'empty', params: { gameId: DIGITS }, page: 'statistic' },
  // The receipt of one of the player's own coupons: players only, like the office.
  { name: 'printCoupon', pattern: '/print-coupon/:couponId', stream: 'line', auth: 'user', layout: 'empty', params: { couponId: DIGITS }, page: 'print-coupon' },
  // Cyber
  { name: 'cyberDisciplines', pattern: '/cyber/disciplines/all', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  { name: 'cyberDisciplineChamps', pattern: '/cyber/:discipline/champs', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  { name: 'cyberDisciplineSection', pattern: '/cyber/:discipline/:section(live|line)', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  { name: 'cyberGame', pattern: '/cyber/:discipline/:champ/:game', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', params: { game: DIGITS }, builtBy: CYBER },
  { name: 'cyberChamp', pattern: '/cyber/:discipline/:champ', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  { name: 'cyber', pattern: '/cyber/:cyberSection?', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  // Payment returns
  { name: 'onpayWithdraw', pattern: '/onpay/withdraw/:result(success|fail|pending|cancel)', stream: 'user', auth: 'any', layout: 'default', page: 'payment-return' },
  { name: 'onpay', pattern: '/onpay/:result(success|fail|pending|cancel)', stream: 'user', auth: 'any', layout: 'default', page: 'payment-return' },
  // Auth
  // Account pages (src/server/pages/account.ts): the login and registration forms of the header's dialogs in the page, and the user section's link flows.
  { name: 'login', pattern: '/login', stream: 'user', auth: 'guest', layout: 'default', page: 'login' },
  { name: 'registration', pattern: '/registration', stream: 'user', feature: 'registration', auth: 'guest', guard: 'registration', layout: 'default', page: 'registration' },
  { name: 'socialRegistration', pattern: '/registration/socialregistration', stream: 'user', feature: 'registration', auth: 'guest', guard: 'registration', layout: 'default', page: 'social-registration' },
  { name: 'user', pattern: '/user/:userSection(accountverify|activatefast|activate|passwordreset|stopnewsletter)', stream: 'user', auth: 'any', layout: 'default', page: 'account-user' },
  // The browser rule of spec §4 (block reasons 13 and 17, the brand's minimum versions): what the visitor's browser is and which the brand supports.
  { name: 'oldBrowser', allowedWhenBanned: true, pattern: '/oldbrowser', stream: 'desktop', auth: 'any', layout: 'empty', page: 'old-browser' },
  // Blocking and maintenance
  { name: 'maintenance', allowedWhenBanned: true, pattern: '/maintenance', stream: 'homepage', auth: 'any', layout: 'maintenance', page: 'maintenance' },
  { name: 'block', allowedWhenBanned: true, pattern: '/:blockPage(block|block-ua|block-ie|site-updates|coming-soon|suspension)', stream: 'homepage', auth: 'any', layout: 'blocked', page: 'blocked' },
  { name: 'confirmTerms', allowedWhenBanned: true, pattern: '/confirm-terms', stream: 'user', auth: 'user', layout: 'default', page: 'confirm-terms' },
  { name: 'userTransfer', allowedWhenBanned: true, pattern: '/user-transfer', stream: 'user', auth: 'user', layout: 'default', page: 'user-transfer' },
  { name: 'serverError', allowedWhenBanned: true, pattern: '/500', stream: 'homepage', auth: 'any', layout: 'empty', page: 'server-error' },
  { name: 'mobileDownload', pattern: '/mobile/startdownloadapp', stream: 'mobile', auth: 'any', layout: 'default', page: 'cms' },
  { name: 'mobile', pattern: '/mobile', stream: 'mobile', auth: 'any', layout: 'default', page: 'cms' },
  { name: 'desktop', pattern: '/desktop', stream: 'desktop', auth: 'any', layout: 'default', page: 'cms' },
  { name: 'blockAppealHistory', allowedWhenBanned: true, restrictedWhenNotBanned: true, pattern: '/block-appeal-history', stream: 'user', auth: 'user', layout: 'default', page: 'block-appeal-history' },
  // Diagnostics of the running build, brand, flags, feed clock and session: outside production only (a server with development tools on).
  { name: 'debugger', allowedWhenBanned: true, pattern: '/debugger', stream: 'user', auth: 'any', layout: 'empty', nonProductionOnly: true, page: 'debugger' },
  { name: 'internalVpn', allowedWhenBanned: true, pattern: '/internal-vpn', stream: 'user', auth: 'any', layout: 'blocked', page: 'internal-vpn' },
  // Toto, lotto and content sections
  // Toto: the draw taking coupons (no section, draw), the next one, the latest draws and the player's coupons.
  { name: 'totoNonimees', pattern: '/toto/nonimees', stream: 'toto', feature: 'toto', auth: 'any', layout: 'default', builtBy: "toto 'nonimees': spec §2 names the section without its content, and our toto (src/domain/toto/) has draws, coupons and results, nothing it would list" },
  { name: 'totoFrame', pattern: '/toto/:totoSection(draw|next|coupons|draws)?', stream: 'toto', feature: 'toto', auth: 'any', layout: 'default', page: 'toto' },
  // Lotto: the play page (both lotteries or one, or one draw on sale), the results archive (results|view) and one drawn draw.
  { name: 'lotto', pattern: '/lotto/:sectionName?/:lottoId?', stream: 'lotto', feature: 'lotto', auth: 'any', layout: 'default', params: { sectionName: LOTTO_SECTION_RE, lottoId: DIGITS }, page: 'lotto' },
  // CMS route families (src/server/pages/cms.ts): a page without a published document is the 404 page.
  { name: 'bettingAlphabetThird', pattern: '/betting-alphabet/:block/:category/:slug', stream: 'information', feature: 'bettingAlphabet', auth: 'any', layout: 'default', builtBy: 'a third alphabet level: the alphabet is a category and its terms (content/<brand>/betting-alphabet/<category>/<term>), and no term has parts of its own' },
  { name: 'bettingAlphabet', pattern: '/betting-alphabet/:block?/:category?', stream: 'information', feature: 'bettingAlphabet', auth: 'any', layout: 'default', params: { block: SLUG, category: SLUG }, page: 'cms' },
  { name: 'news', pattern: '/news/:slug?', stream: 'information', feature: 'news', auth: 'any', layout: 'default', params: { slug: SLUG }, page: 'cms' },
  { name: 'ourPartners', pattern: '/ourpartners/:section?', stream: 'ourpartners', feature: 'partners', auth: 'any', layout: 'default', params: { section: SLUG }, page: 'cms' },
  { name: 'partners', pattern: '/partners', stream: 'ourpartners', feature: 'partners', auth: 'any', layout: 'default', page: 'cms' },
  { name: 'promo', pattern: '/promo', stream: 'promo', feature: 'promotions', auth: 'any', layout: 'default', page: 'cms' },
  // A signed preview of a saved CMS version (src/server/cms/preview.ts): bad or expired signature → 404.
  { name: 'cmsPreview', pattern: '/cms-preview/:documentId/:version', stream: 'promo', auth: 'any', layout: 'default', params: { documentId: DIGITS, version: DIGITS }, page: 'cms-preview' },
  // Information (spec §2: information defaults to rules/1, a built-in redirect of src/domain/routing/redirects.ts)
  { name: 'rules', allowedWhenBanned: true, pattern: '/information/rules/:ruleGroup?/:chapter?', stream: 'information', feature: 'information', auth: 'any', availableRoute: AVAILABLE_ROUTE.rules, params: { ruleGroup: DIGITS, chapter: DIGITS }, layout: 'default', page: 'cms' },
  { name: 'payment', allowedWhenBanned: true, pattern: '/information/payment', stream: 'information', feature: 'information', auth: 'any', availableRoute: AVAILABLE_ROUTE.payment, guard: 'payment', layout: 'default', page: 'cms' },
  { name: 'simpleIdentification', allowedWhenBanned: true, pattern: '/information/:infoPage(simpleidentification)', stream: 'information', feature: 'information', auth: 'any', guard: 'identification', layout: 'default', page: 'cms' },
  { name: 'information', allowedWhenBanned: true, pattern: `/information/:infoPage(${INFO_PAGES})`, stream: 'information', feature: 'information', auth: 'any', layout: 'default', page: 'cms' },
  // Personal office
  ...OFFICE_PAGES.map((page): RouteDef<(typeof BUILT_OFFICE_PAGES)[BuiltOfficePage]> => ({
    name: `office:${page}`, pattern: `/office/${page}`, stream: 'user', feature: 'office', auth: 'user', layout: 'default',
    ...(page in BUILT_OFFICE_PAGES ? { page: BUILT_OFFICE_PAGES[page as BuiltOfficePage] } : { builtBy: OFFICE }),
    allowedWhenBanned: (BANNED_OFFICE_PAGES as readonly string[]).includes(page),
  })),
  { name: 'office:identification', pattern: '/office/identification', stream: 'user', feature: 'office', auth: 'user', guard: 'identification', layout: 'default', page: 'identification' },
  { name: 'office:createRequest', pattern: '/office/payment/create-request/:topicId?/:sub?/:transactionId?', stream: 'user', feature: 'office', auth: 'user', layout: 'default', params: { topicId: DIGITS, transactionId: DIGITS }, page: 'payment-create-request' },
  // Casino
  { name: 'bingo', pattern: '/bingo', stream: 'bingo', feature: 'bingo', auth: 'any', layout: 'default', page: 'casino-lobby' },
  { name: 'fishingHunting', pattern: '/fishinghunting', stream: 'fishinghunting', feature: 'casino', auth: 'any', layout: 'default', builtBy: NO_FISHING_GAMES },
  { name: 'poker', pattern: '/poker/:game?', stream: 'poker', feature: 'poker', auth: 'any', layout: 'default', params: { game: SLUG }, page: 'casino-lobby' },
  { name: 'tvgames', pattern: '/tvgames', stream: 'tvgames', feature: 'tvgames', auth: 'any', layout: 'default', page: 'casino-lobby' },
  // Virtual sports: a virtual football league of fictional teams, provably fair results.
  { name: 'virtualsports', pattern: '/virtualsports', stream: 'virtualsports', feature: 'virtualsports', auth: 'any', layout: 'default', page: 'virtual-sports' },
  // The spec §3 category `other` (mines, plinko, roulette …) under its own SEO stream.
  { name: 'othergames', pattern: '/othergames', stream: 'othergames', feature: 'casino', auth: 'any', layout: 'default', page: 'casino-lobby' },
  ...CASINO_PAGES.map((page): RouteDef<(typeof BUILT_CASINO_PAGES)[BuiltCasinoPage]> => ({
    name: `casino:${page}`, pattern: `/${page}`, stream: 'casino', feature: 'casino', auth: page.startsWith('my-casino') ? 'user' : 'any', layout: 'default',
    page: BUILT_CASINO_PAGES[page],
  })),
  { name: 'provider', pattern: '/providers/:provider', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', params: { provider: SLUG }, page: 'casino-provider' },
  { name: 'casinoThankYou', pattern: '/:kind(slots|casino|keno)/thankyou', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'casinoGame', pattern: '/:kind(slots|casino)/game/:gameId/:gameName', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', params: { gameId: DIGITS }, page: 'casino-game' },
  { name: 'allGamesEntrance', pattern: '/allgamesentrance/:gameRoute?', stream: 'allgamesentrance', feature: 'casino', auth: 'any', layout: 'default', params: { gameRoute: SLUG }, page: 'casino-lobby' },
  { name: 'bonusGame', pattern: '/:bonusGame(fortuna|chest|memory|safe|lottery|dragon-bonus)', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', page: 'bonus-game' },
  { name: 'gamesLanding', pattern: '/games-landing/:landingRoute', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  // Bonuses and promotions (before the casino catch-all: bonus/casino/... is not a casino subcategory)
  { name: 'casinoBonusTournament', pattern: '/bonus/casino/tournaments/:id', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', params: { id: SLUG }, page: 'tournaments' },
  { name: 'tournament', pattern: '/tournaments/:id', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', params: { id: SLUG }, page: 'tournaments' },
  { name: 'casinoBonusTournaments', pattern: '/bonus/casino/tournaments', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', page: 'tournaments' },
  { name: 'casinoBonusPromo', pattern: '/bonus/casino/promo', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', page: 'bonus-offers' },
  { name: 'casinoBonus', pattern: '/bonus/casino/:id?', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', params: { id: SLUG }, page: 'bonus-offers' },
  // The bonus families: offers and their rules/games sections; the partner families have no offers (no partner programme yet).
  ...[...BONUS_FAMILIES.plain, ...BONUS_FAMILIES.offer].map(
    (family) => (family.includes('partner')
      ? { name: `bonusFamily:${family}`, pattern: `/${family}/:id?/:section(rules|games)?`, stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT } as const
      : { name: `bonusFamily:${family}`, pattern: `/${family}/:id?/:section(rules|games)?`, stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', params: { id: SLUG }, page: 'bonus-offers' } as const),
  ),
  { name: 'promotions', pattern: '/promotions/:promotionId?', stream: 'promotions', feature: 'promotions', auth: 'any', layout: 'default', params: { promotionId: SLUG }, page: 'cms' },
  { name: 'cmsLanding', pattern: '/landing/:landingId', stream: 'promo', feature: 'promotions', auth: 'any', layout: 'default', params: { landingId: SLUG }, page: 'cms' },
  // `slots|casino/{subcategory}`: a spec §3 category, a section, or a provider's page (`slots/vulkan`): src/domain/casino/lobby.ts.
  { name: 'casino', pattern: '/:kind(slots|casino)/:subcategory?', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', params: { subcategory: SLUG }, page: 'casino-lobby' },
]);

/** The page keys the route table names: the page registry has exactly these entries. */
export type PageKey = NonNullable<(typeof ROUTES)[number]['page']>;
