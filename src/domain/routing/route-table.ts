/**
 * The route table: every route pattern of spec §2 as data. Order matters: the first matching
 * entry wins, so specific patterns come before the ones with optional parameters.
 * Routes without `page` answer 404 until the issue named in `builtBy` lands.
 */
import { AVAILABLE_ROUTE } from '../../../schemas/site-config.ts';
import type { PageComponent, RouteDef } from './types.ts';
import { CHAMP_PAGES, CHAMP_SLUG_RE, MENU_SECTION_RE, SPORT_SLUG_RE } from '../feed/slugs.ts';

const DIGITS = /^\d+$/;
/** Sports page parameters (src/domain/feed/slugs.ts): unknown menu sections, sports and champs answer 404. */
const SPORT_PARAMS = { menuSection: MENU_SECTION_RE, sport: SPORT_SLUG_RE, champ: CHAMP_SLUG_RE };
const CYBER = 'cyber (not yet scheduled: no cyber data in the feed)';
const AUTH = 'player identity (issue 4)';
const OFFICE = 'personal office (issues 3, 4, 6)';
const CASINO = 'casino (not yet scheduled)';
const CONTENT = 'CMS content (not yet scheduled)';

/** Information pages of spec §2 "Information" other than rules and payment. */
const INFO_PAGES = [
  'contacts', 'about', 'howbet', 'cookies', 'licenses', 'taxation', 'consent', 'simpleidentification',
  'smsbets', 'amlkyc', 'amlpolicy', 'disputeresolution', 'kycpolicy', 'responsiblegaming',
  'cash_terminals', 'betting-calculator', 'betting-awards',
].join('|');

/** Office pages of spec §2 "Personal office" with a plain path. */
const OFFICE_PAGES = [
  'account', 'history', 'historypay', 'recharge', 'security', 'responsible', 'settings',
  'bonuses/deposit', 'bonuses/wager', 'casino/vipcashback', 'casino/premiumcashback', 'deduce',
  'promotion', 'bringfriend', 'support', 'manager', 'rewards', 'verification', 'share-idea',
  'payment/requests',
];

/** Office pages built so far, with their page component (issue 6: bet history). */
const BUILT_OFFICE_PAGES: Readonly<Partial<Record<string, PageComponent>>> = { history: 'bet-history' };

/** Office pages a banned player keeps (account data, support, verification); deduce has its own rule. */
const BANNED_OFFICE_PAGES = ['account', 'support', 'verification', 'historypay'];

/** Plain casino-family pages of spec §2 "Casino". */
const CASINO_PAGES = [
  'scratchcards', 'keno', 'fast-games', 'fast-bet', 'slots/vulkan', 'asian-games', 'card-games',
  'crash-games', 'skill-games', 'my-casino', 'my-casino/favorites', 'casino-lobby', 'providers',
  'casino-search', 'casino/brand', 'casino/slot-first-deposit',
];

/** Page types of spec §2 Sports, each with home, game and final children. */
const SPORT_PAGE_TYPES = 'betsonyour|topgame|marble|team|ufc|politics';
/** Champ landing pages of spec §2 (`epl|laliga|europaleague|ipl`), src/domain/feed/slugs.ts. */
const CHAMP_PAGE_TYPES = Object.keys(CHAMP_PAGES).join('|');

/** The two bonus route families of spec §2; `promoBonusToOffer` picks one, the other redirects. */
export const BONUS_FAMILIES = {
  plain: ['bonuses', 'bonus-partner', 'bonus', 'bonuses-games'],
  offer: ['bonuses-offers', 'bonus-offer-partner', 'bonus-offer', 'bonuses-offers-games'],
} as const;

/** The route table. */
export const ROUTES: readonly RouteDef[] = [
  // Home and sports
  { name: 'home', allowedWhenBanned: true, pattern: '/', stream: 'homepage', auth: 'any', layout: 'default', page: { kind: 'schema', schema: 'home' } },
  { name: 'lineGame', pattern: '/line/:menuSection/:sport/:champ/:game', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: { ...SPORT_PARAMS, game: DIGITS }, page: { kind: 'component', component: 'sports-game' } },
  { name: 'line', pattern: '/line/:menuSection?/:sport?/:champ?', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: SPORT_PARAMS, page: { kind: 'component', component: 'sports-line' } },
  { name: 'liveGame', pattern: '/live/:menuSection/:sport/:champ/:game', stream: 'live', feature: 'sports', auth: 'any', layout: 'default', params: { ...SPORT_PARAMS, game: DIGITS }, page: { kind: 'component', component: 'sports-game' } },
  { name: 'live', pattern: '/live/:menuSection?/:sport?/:champ?', stream: 'live', feature: 'sports', auth: 'any', layout: 'default', params: SPORT_PARAMS, page: { kind: 'component', component: 'sports-live' } },
  // Page types: topgame is the top games (redirects to /line/top and to game pages); the others and every final answer 404 from their loaders (no such data).
  { name: 'pageTypeGame', pattern: `/:pageType(${SPORT_PAGE_TYPES})/game/:game`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: { game: DIGITS }, page: { kind: 'component', component: 'page-type-game' } },
  { name: 'pageTypeFinal', pattern: `/:pageType(${SPORT_PAGE_TYPES})/final`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', page: { kind: 'component', component: 'page-type-final' } },
  { name: 'pageType', pattern: `/:pageType(${SPORT_PAGE_TYPES})`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', page: { kind: 'component', component: 'page-type' } },
  // Champ landing pages: the feed's champs (epl, laliga); europaleague, ipl and every final answer 404 from their loaders (no such data).
  { name: 'champPageGame', pattern: `/champ/:champPage(${CHAMP_PAGE_TYPES})/game/:game`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: { game: DIGITS }, page: { kind: 'component', component: 'champ-page-game' } },
  { name: 'champPageFinal', pattern: `/champ/:champPage(${CHAMP_PAGE_TYPES})/final`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', page: { kind: 'component', component: 'champ-page-final' } },
  { name: 'champPage', pattern: `/champ/:champPage(${CHAMP_PAGE_TYPES})`, stream: 'line', feature: 'sports', auth: 'any', layout: 'default', page: { kind: 'component', component: 'champ-page' } },
  { name: 'multiLive', pattern: '/multi', stream: 'live', feature: 'sports', auth: 'any', layout: 'default', page: { kind: 'component', component: 'multi-live' } },
  { name: 'champResults', pattern: '/champs/:champId?', stream: 'line', feature: 'results', auth: 'any', layout: 'default', params: { champId: DIGITS }, page: { kind: 'component', component: 'champ-results' } },
  { name: 'results', pattern: '/results/:resultsSection(live|zone)?', stream: 'line', feature: 'results', auth: 'any', layout: 'default', page: { kind: 'component', component: 'results' } },
  { name: 'statistic', pattern: '/statistic/:gameId?', stream: 'line', feature: 'sports', auth: 'any', layout: 'default', params: { gameId: DIGITS }, page: { kind: 'component', component: 'statistic' } },
  // The statistic pop-up (spec §2 `statisticpopup/*`): the statistic page of game `gameId` in the empty layout; anything after the id is ignored.
  { name: 'statisticPopup', pattern: '/statisticpopup/:gameId/:rest*', stream: 'line', feature: 'sports', auth: 'any', layout: 'empty', params: { gameId: DIGITS }, page: { kind: 'component', component: 'statistic' } },
  // The receipt of one of the player's own coupons (issue 6): players only, like the office.
  { name: 'printCoupon', pattern: '/print-coupon/:couponId', stream: 'line', auth: 'user', layout: 'empty', params: { couponId: DIGITS }, page: { kind: 'component', component: 'print-coupon' } },
  // Cyber
  { name: 'cyberDisciplines', pattern: '/cyber/disciplines/all', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  { name: 'cyberDisciplineChamps', pattern: '/cyber/:discipline/champs', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  { name: 'cyberDisciplineSection', pattern: '/cyber/:discipline/:section(live|line)', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  { name: 'cyberGame', pattern: '/cyber/:discipline/:champ/:game', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', params: { game: DIGITS }, builtBy: CYBER },
  { name: 'cyberChamp', pattern: '/cyber/:discipline/:champ', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  { name: 'cyber', pattern: '/cyber/:cyberSection?', stream: 'line', feature: 'cyber', auth: 'any', layout: 'default', builtBy: CYBER },
  // Payment returns
  { name: 'onpayWithdraw', pattern: '/onpay/withdraw/:result(success|fail|pending|cancel)', stream: 'user', auth: 'any', layout: 'default', page: { kind: 'component', component: 'payment-return' } },
  { name: 'onpay', pattern: '/onpay/:result(success|fail|pending|cancel)', stream: 'user', auth: 'any', layout: 'default', page: { kind: 'component', component: 'payment-return' } },
  // Auth
  { name: 'login', pattern: '/login', stream: 'user', auth: 'guest', layout: 'default', builtBy: AUTH },
  { name: 'registration', pattern: '/registration/:type(socialregistration)?', stream: 'user', feature: 'registration', auth: 'guest', guard: 'registration', layout: 'default', builtBy: AUTH },
  { name: 'user', pattern: '/user/:userSection(accountverify|activatefast|activate|passwordreset|stopnewsletter)', stream: 'user', auth: 'any', layout: 'default', builtBy: AUTH },
  { name: 'oldBrowser', pattern: '/oldbrowser', stream: 'desktop', auth: 'any', layout: 'empty', builtBy: 'browser support (not yet scheduled)' },
  // Blocking and maintenance
  { name: 'maintenance', allowedWhenBanned: true, pattern: '/maintenance', stream: 'homepage', auth: 'any', layout: 'maintenance', page: { kind: 'component', component: 'maintenance' } },
  { name: 'block', allowedWhenBanned: true, pattern: '/:blockPage(block|block-ua|block-ie|site-updates|coming-soon|suspension)', stream: 'homepage', auth: 'any', layout: 'blocked', page: { kind: 'component', component: 'blocked' } },
  { name: 'confirmTerms', allowedWhenBanned: true, pattern: '/confirm-terms', stream: 'user', auth: 'user', layout: 'default', page: { kind: 'component', component: 'confirm-terms' } },
  { name: 'userTransfer', allowedWhenBanned: true, pattern: '/user-transfer', stream: 'user', auth: 'user', layout: 'default', page: { kind: 'component', component: 'user-transfer' } },
  { name: 'serverError', allowedWhenBanned: true, pattern: '/500', stream: 'homepage', auth: 'any', layout: 'empty', page: { kind: 'component', component: 'server-error' } },
  { name: 'mobileDownload', pattern: '/mobile/startdownloadapp', stream: 'mobile', auth: 'any', layout: 'default', builtBy: 'apps (not yet scheduled)' },
  { name: 'mobile', pattern: '/mobile', stream: 'mobile', auth: 'any', layout: 'default', builtBy: 'apps (not yet scheduled)' },
  { name: 'desktop', pattern: '/desktop', stream: 'desktop', auth: 'any', layout: 'default', builtBy: 'apps (not yet scheduled)' },
  { name: 'blockAppealHistory', allowedWhenBanned: true, restrictedWhenNotBanned: true, pattern: '/block-appeal-history', stream: 'user', auth: 'user', layout: 'default', builtBy: AUTH },
  { name: 'debugger', pattern: '/debugger', stream: 'user', auth: 'any', layout: 'empty', nonProductionOnly: true, builtBy: 'developer tools (not yet scheduled)' },
  { name: 'internalVpn', pattern: '/internal-vpn', stream: 'user', auth: 'any', layout: 'blocked', builtBy: 'block state (not yet scheduled)' },
  // Toto, lotto and content sections
  { name: 'totoFrame', pattern: '/toto/:totoSection(draw|next|coupons|draws|nonimees)?', stream: 'toto', feature: 'toto', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'lotto', pattern: '/lotto/:sectionName?/:lottoId?', stream: 'lotto', feature: 'lotto', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'bettingAlphabet', pattern: '/betting-alphabet/:block?/:category?/:slug?', stream: 'information', feature: 'bettingAlphabet', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'news', pattern: '/news/:slug?', stream: 'information', feature: 'news', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'ourPartners', pattern: '/ourpartners/:section?', stream: 'ourpartners', feature: 'partners', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'partners', pattern: '/partners', stream: 'ourpartners', feature: 'partners', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'promo', pattern: '/promo', stream: 'promo', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT },
  // Information
  { name: 'rules', allowedWhenBanned: true, pattern: '/information/rules/:ruleGroup/:chapter?', stream: 'information', feature: 'information', auth: 'any', availableRoute: AVAILABLE_ROUTE.rules, params: { ruleGroup: DIGITS, chapter: DIGITS }, layout: 'default', builtBy: CONTENT },
  { name: 'payment', allowedWhenBanned: true, pattern: '/information/payment', stream: 'information', feature: 'information', auth: 'any', availableRoute: AVAILABLE_ROUTE.payment, guard: 'payment', layout: 'default', builtBy: CONTENT },
  { name: 'information', allowedWhenBanned: true, pattern: `/information/:infoPage(${INFO_PAGES})`, stream: 'information', feature: 'information', auth: 'any', layout: 'default', builtBy: CONTENT },
  // Personal office
  ...OFFICE_PAGES.map((page): RouteDef => {
    const component = BUILT_OFFICE_PAGES[page];
    const built: Pick<RouteDef, 'page' | 'builtBy'> = component ? { page: { kind: 'component', component } } : { builtBy: OFFICE };
    return {
      name: `office:${page}`, pattern: `/office/${page}`, stream: 'user', feature: 'office', auth: 'user', layout: 'default', ...built,
      allowedWhenBanned: BANNED_OFFICE_PAGES.includes(page),
    };
  }),
  { name: 'office:identification', pattern: '/office/identification', stream: 'user', feature: 'office', auth: 'user', guard: 'identification', layout: 'default', builtBy: OFFICE },
  { name: 'office:createRequest', pattern: '/office/payment/create-request/:topicId?/:sub?/:transactionId?', stream: 'user', feature: 'office', auth: 'user', layout: 'default', params: { topicId: DIGITS, transactionId: DIGITS }, builtBy: OFFICE },
  // Casino
  { name: 'bingo', pattern: '/bingo', stream: 'bingo', feature: 'bingo', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'fishingHunting', pattern: '/fishinghunting', stream: 'fishinghunting', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'poker', pattern: '/poker/:game?', stream: 'poker', feature: 'poker', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'tvgames', pattern: '/tvgames', stream: 'tvgames', feature: 'tvgames', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'virtualsports', pattern: '/virtualsports', stream: 'virtualsports', feature: 'virtualsports', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'othergames', pattern: '/othergames', stream: 'othergames', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  ...CASINO_PAGES.map((page): RouteDef => ({ name: `casino:${page}`, pattern: `/${page}`, stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO })),
  { name: 'provider', pattern: '/providers/:provider', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'casinoThankYou', pattern: '/:kind(slots|casino|keno)/thankyou', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'casinoGame', pattern: '/:kind(slots|casino)/game/:gameId/:gameName', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', params: { gameId: DIGITS }, builtBy: CASINO },
  { name: 'allGamesEntrance', pattern: '/allgamesentrance/:gameRoute?', stream: 'allgamesentrance', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'bonusGame', pattern: '/:bonusGame(fortuna|chest|memory|safe|lottery|dragon-bonus)', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  { name: 'gamesLanding', pattern: '/games-landing/:landingRoute', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
  // Bonuses and promotions (before the casino catch-all: bonus/casino/... is not a casino subcategory)
  { name: 'casinoBonusTournament', pattern: '/bonus/casino/tournaments/:id', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'casinoBonusPromotion', pattern: '/bonus/casino/promotions/:id', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'casinoBonusSection', pattern: '/bonus/casino/:section(promo|tournaments)', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'casinoBonus', pattern: '/bonus/casino/:id?', stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT },
  ...[...BONUS_FAMILIES.plain, ...BONUS_FAMILIES.offer].map(
    (family): RouteDef => ({ name: `bonusFamily:${family}`, pattern: `/${family}/:id?/:section(rules|games)?`, stream: 'bonus', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT }),
  ),
  { name: 'promotions', pattern: '/promotions/:promotionId?', stream: 'promotions', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'cmsLanding', pattern: '/landing/:landingId', stream: 'promo', feature: 'promotions', auth: 'any', layout: 'default', builtBy: CONTENT },
  { name: 'casino', pattern: '/:kind(slots|casino)/:subcategory?', stream: 'casino', feature: 'casino', auth: 'any', layout: 'default', builtBy: CASINO },
];
