/**
 * The page registry: every page key the route table names (src/domain/routing/route-table.ts)
 * → its loader (src/server/pages/), title, component (src/components/pages/) and flags. Typed
 * as a full record of the route table's keys, so a route naming a page without an entry (or an
 * entry no route names) is a type error, and `definePage` makes a component that does not take
 * its loader's data one too. `src/pages/[...path].astro` renders any entry the same way:
 * decision → entry → load → the route's layout around the component.
 *
 * Adding a page: one route row with `page: '<key>'`, one entry here with its loader and
 * component (ARCHITECTURE.md "Adding a page").
 */
import type { PageKey } from '../domain/routing/route-table.ts';
import { champNameIn } from '../domain/feed/slugs.ts';
import { pickText } from '../domain/localized-text.ts';
import { brandTitle, definePage, type AnyPageEntry, type PageFlags, type PageProps } from './page-types.ts';
import { loadHome } from '../server/pages/home.ts';
import { loadSportsList } from '../server/pages/sports-list.ts';
import { loadSportsGame } from '../server/pages/sports-game.ts';
import { loadPageType } from '../server/pages/page-type.ts';
import { loadPageTypeGame } from '../server/pages/page-type-game.ts';
import { loadPageTypeFinal } from '../server/pages/page-type-final.ts';
import { loadChampPage } from '../server/pages/champ-page.ts';
import { loadChampPageGame } from '../server/pages/champ-page-game.ts';
import { loadMultiLive } from '../server/pages/multi-live.ts';
import { loadChampResults } from '../server/pages/champ-results.ts';
import { loadResults } from '../server/pages/results.ts';
import { loadStatistic } from '../server/pages/statistic.ts';
import { loadBetHistory } from '../server/pages/bet-history.ts';
import { loadResponsible } from '../server/pages/responsible.ts';
import { loadDeduce, loadOfficeAccount, loadPaymentHistory, loadRecharge } from '../server/pages/office-money.ts';
import { loadIdentification, loadVerification } from '../server/pages/verification.ts';
import { loadPrintCoupon } from '../server/pages/print-coupon.ts';
import { loadOfficeSecurity } from '../server/pages/office-security.ts';
import { loadOfficeSettings } from '../server/pages/office-settings.ts';
import { loadOfficeBringFriend } from '../server/pages/office-bringfriend.ts';
import { loadOfficeManager } from '../server/pages/office-manager.ts';
import { loadBonusDeposit, loadBonusWager } from '../server/pages/office-bonuses.ts';
import { loadBonusOffers } from '../server/pages/bonus-offers.ts';
import { loadTournaments } from '../server/pages/tournaments.ts';
import { loadBonusGame } from '../server/pages/bonus-game.ts';
import { loadOfficePromotion } from '../server/pages/office-promotion.ts';
import { loadCashback, loadRewards } from '../server/pages/office-cashback.ts';
import { loadCreateRequest, loadPaymentRequests } from '../server/pages/office-payment-requests.ts';
import { loadOfficeSupport, loadShareIdea } from '../server/pages/office-support.ts';
import { loadBlockAppeal } from '../server/pages/block-appeal.ts';
import { loadPaymentReturn } from '../server/pages/payment-return.ts';
import { loadBlocked } from '../server/pages/blocked.ts';
import { loadStatic } from '../server/pages/static.ts';
import { loadLotto } from '../server/pages/lotto.ts';
import { loadCasinoGame } from '../server/pages/casino-game.ts';
import { loadCasinoLobby, loadCasinoProvider, loadCasinoProviders, loadCasinoSearch, loadMyCasino } from '../server/pages/casino-lobby.ts';
import { loadToto } from '../server/pages/toto.ts';
import { loadVirtualSports } from '../server/pages/virtual-sports.ts';
import { loadCmsPage } from '../server/pages/cms.ts';
import { loadCmsPreview } from '../server/pages/cms-preview.ts';
import { loadLogin, loadRegistration, loadUserSection } from '../server/pages/account.ts';
import LoginPage from '../components/pages/account/LoginPage.astro';
import RegistrationPage from '../components/pages/account/RegistrationPage.astro';
import UserSectionPage from '../components/pages/account/UserSectionPage.astro';
import { loadSocialRegistration } from '../server/pages/social-registration.ts';
import SocialRegistrationPage from '../components/pages/SocialRegistrationPage.astro';
import SchemaPage from '../components/pages/SchemaPage.astro';
import { withBlocks } from './block-load.ts';
import SportsListPage from '../components/pages/sports/SportsListPage.astro';
import GamePage from '../components/pages/sports/GamePage.astro';
import ChampLandingPage from '../components/pages/sports/ChampLandingPage.astro';
import MultiLivePage from '../components/pages/sports/MultiLivePage.astro';
import ResultsPage from '../components/pages/sports/ResultsPage.astro';
import StatisticPage from '../components/pages/sports/StatisticPage.astro';
import BetHistoryPage from '../components/pages/office/BetHistoryPage.astro';
import ResponsiblePage from '../components/pages/office/ResponsiblePage.astro';
import AccountPage from '../components/pages/office/AccountPage.astro';
import PaymentHistoryPage from '../components/pages/office/PaymentHistoryPage.astro';
import RechargePage from '../components/pages/office/RechargePage.astro';
import DeducePage from '../components/pages/office/DeducePage.astro';
import VerificationPage from '../components/pages/office/VerificationPage.astro';
import PrintCouponPage from '../components/pages/office/PrintCouponPage.astro';
import SecurityPage from '../components/pages/office/SecurityPage.astro';
import SettingsPage from '../components/pages/office/SettingsPage.astro';
import BringFriendPage from '../components/pages/office/BringFriendPage.astro';
import CashbackPage from '../components/pages/office/CashbackPage.astro';
import RewardsPage from '../components/pages/office/RewardsPage.astro';
import PromotionPage from '../components/pages/office/PromotionPage.astro';
import BonusGamePage from '../components/pages/bonus/BonusGamePage.astro';
import TournamentsPage from '../components/pages/bonus/TournamentsPage.astro';
import BonusOffersPage from '../components/pages/bonus/BonusOffersPage.astro';
import BonusDepositPage from '../components/pages/office/BonusDepositPage.astro';
import BonusWagerPage from '../components/pages/office/BonusWagerPage.astro';
import ManagerPage from '../components/pages/office/ManagerPage.astro';
import PaymentRequestsPage from '../components/pages/office/PaymentRequestsPage.astro';
import CreateRequestPage from '../components/pages/office/CreateRequestPage.astro';
import SupportPage from '../components/pages/office/SupportPage.astro';
import ShareIdeaPage from '../components/pages/office/ShareIdeaPage.astro';
import BlockAppealPage from '../components/pages/office/BlockAppealPage.astro';
import PaymentReturnPage from '../components/pages/PaymentReturnPage.astro';
import MaintenancePage from '../components/pages/MaintenancePage.astro';
import BlockedPage from '../components/pages/BlockedPage.astro';
import ServerErrorPage from '../components/pages/ServerErrorPage.astro';
import ConfirmTermsPage from '../components/pages/ConfirmTermsPage.astro';
import UserTransferPage from '../components/pages/UserTransferPage.astro';
import NotFoundPage from '../components/pages/NotFoundPage.astro';
import LottoPage from '../components/pages/lotto/LottoPage.astro';
import CasinoGamePage from '../components/pages/casino/CasinoGamePage.astro';
import CasinoLobbyPage from '../components/pages/casino/CasinoLobbyPage.astro';
import CasinoProvidersPage from '../components/pages/casino/CasinoProvidersPage.astro';
import TotoPage from '../components/pages/toto/TotoPage.astro';
import VirtualSportsPage from '../components/pages/virtual/VirtualSportsPage.astro';
import CmsPage from '../components/pages/CmsPage.astro';
import DebuggerPage from '../components/pages/DebuggerPage.astro';
import OldBrowserPage from '../components/pages/OldBrowserPage.astro';
import InternalVpnPage from '../components/pages/InternalVpnPage.astro';
import { loadDebugger } from '../server/pages/debugger.ts';

/** Sports pages: indexable, with the coupon column, shared between guests for a moment. */
const SPORTS = { coupon: true, indexable: true, cache: 'shared' } as const;
/** A player's own pages: never shared, never indexed. */
const PERSONAL = { coupon: false, indexable: false, cache: 'private' } as const;
/**
 * A player's page that names no player (its islands load the player's own data): shared between
 * players of the same variant (src/server/player-pages.ts), never indexed.
 */
const PLAYER_SHARED = { coupon: false, indexable: false, cache: 'shared' } as const;
/** Redirect-only pages (their loader answers a redirect or the 404 page). */
const REDIRECT = { flags: SPORTS, title: () => '', component: NotFoundPage } as const;

/** A page without request data (its component reads `Astro.locals`), titled `t(titleKey) · brand`. */
const staticPage = (titleKey: string, component: (props: PageProps<null>) => unknown, flags: PageFlags) =>
  definePage({ load: loadStatic, title: (_data, t, ctx) => brandTitle(t(titleKey), ctx), component, flags });

/** Title keys of the user section's pages. */
const USER_SECTION_TITLES = {
  passwordreset: 'auth_recovery_title', activate: 'account_activate_title', activatefast: 'account_activate_title',
  accountverify: 'account_verify_title', stopnewsletter: 'account_newsletter_title',
} as const;

/** A champ's name in the page language before a section title, when the page is about one champ. */
const champTitle = (champId: number | undefined, section: string, lng: string) => {
  const champ = champId === undefined ? '' : champNameIn(champId, lng);
  return champ ? `${champ} · ${section}` : section;
};

/** The registry. */
export const pages: { readonly [K in PageKey]: AnyPageEntry } = {
  home: definePage({
    load: withBlocks(loadHome, (page) => page),
    title: (page, _t, ctx) => pickText(page.root.props.title, ctx.lng, ctx.brand.defaultLanguage),
    description: (page, ctx) => pickText(page.root.props.description, ctx.lng, ctx.brand.defaultLanguage),
    component: SchemaPage,
    flags: { coupon: true, indexable: true, cache: 'shared', home: true },
  }),
  'sports-list': definePage({
    load: loadSportsList,
    title: (data, t, ctx) => brandTitle(champTitle(data.champId, t(data.section === 'line' ? 'sports_line_title' : 'sports_live_title'), ctx.lng), ctx),
    component: SportsListPage,
    flags: SPORTS,
  }),
  'sports-game': definePage({
    load: loadSportsGame,
    title: (data, _t, ctx) => brandTitle(`${data.game.home} \u2013 ${data.game.away} · ${champNameIn(data.game.champId, ctx.lng) || data.game.champName}`, ctx),
    component: GamePage,
    flags: SPORTS,
  }),
  'page-type': definePage({ ...REDIRECT, load: loadPageType }),
  'page-type-game': definePage({ ...REDIRECT, load: loadPageTypeGame }),
  'page-type-final': definePage({ ...REDIRECT, load: loadPageTypeFinal }),
  'champ-page': definePage({
    load: loadChampPage,
    title: (data, t, ctx) => brandTitle(`${data.champName} · ${t('champ_page_title')}`, ctx),
    component: ChampLandingPage,
    flags: SPORTS,
  }),
  'champ-page-game': definePage({ ...REDIRECT, load: loadChampPageGame }),
  'multi-live': definePage({
    load: loadMultiLive,
    title: (_data, t, ctx) => brandTitle(t('multi_live_title'), ctx),
    component: MultiLivePage,
    flags: SPORTS,
  }),
  'champ-results': definePage({
    load: loadChampResults,
    title: (data, t, ctx) => brandTitle(champTitle(data.champId, t('results_title'), ctx.lng), ctx),
    component: ResultsPage,
    flags: SPORTS,
  }),
  results: definePage({
    load: loadResults,
    title: (data, t, ctx) => brandTitle(champTitle(data.champId, t('results_title'), ctx.lng), ctx),
    component: ResultsPage,
    flags: SPORTS,
  }),
  statistic: definePage({
    load: loadStatistic,
    title: (data, t, ctx) => brandTitle(`${data.game.home} \u2013 ${data.game.away} · ${t('statistic_title')}`, ctx),
    component: StatisticPage,
    flags: SPORTS,
  }),
  'bet-history': definePage({
    load: loadBetHistory,
    title: (_data, t, ctx) => brandTitle(t('history_title'), ctx),
    component: BetHistoryPage,
    flags: PERSONAL,
  }),
  'office-account': definePage({
    load: loadOfficeAccount,
    title: (_data, t, ctx) => brandTitle(t('account_title'), ctx),
    component: AccountPage,
    flags: PLAYER_SHARED,
  }),
  'payment-history': definePage({
    load: loadPaymentHistory,
    title: (_data, t, ctx) => brandTitle(t('historypay_title'), ctx),
    component: PaymentHistoryPage,
    flags: PERSONAL,
  }),
  recharge: definePage({
    load: loadRecharge,
    title: (_data, t, ctx) => brandTitle(t('recharge_title'), ctx),
    component: RechargePage,
    flags: PERSONAL,
  }),
  deduce: definePage({
    load: loadDeduce,
    title: (_data, t, ctx) => brandTitle(t('deduce_title'), ctx),
    component: DeducePage,
    flags: PERSONAL,
  }),
  responsible: definePage({
    load: loadResponsible,
    title: (_data, t, ctx) => brandTitle(t('responsible_title'), ctx),
    component: ResponsiblePage,
    flags: PERSONAL,
  }),
  verification: definePage({
    load: loadVerification,
    title: (_data, t, ctx) => brandTitle(t('verification_title'), ctx),
    component: VerificationPage,
    flags: PERSONAL,
  }),
  identification: definePage({
    load: loadIdentification,
    title: (_data, t, ctx) => brandTitle(t('identification_title'), ctx),
    component: VerificationPage,
    flags: PERSONAL,
  }),
  'office-security': definePage({
    load: loadOfficeSecurity,
    title: (_data, t, ctx) => brandTitle(t('security_title'), ctx),
    component: SecurityPage,
    flags: PERSONAL,
  }),
  'office-settings': definePage({
    load: loadOfficeSettings,
    title: (_data, t, ctx) => brandTitle(t('settings_title'), ctx),
    component: SettingsPage,
    flags: PERSONAL,
  }),
  'office-bringfriend': definePage({
    load: loadOfficeBringFriend,
    title: (_data, t, ctx) => brandTitle(t('bringfriend_title'), ctx),
    component: BringFriendPage,
    flags: PERSONAL,
  }),
  'office-manager': definePage({
    load: loadOfficeManager,
    title: (_data, t, ctx) => brandTitle(t('manager_title'), ctx),
    component: ManagerPage,
    flags: PERSONAL,
  }),
  'bonus-offers': definePage({
    load: loadBonusOffers,
    title: (data, t, ctx) => brandTitle(data.mode === 'offer' ? data.offer.title : t(`bonus_offers_${data.list.replace('-', '_')}`), ctx),
    component: BonusOffersPage,
    flags: { coupon: false, indexable: true, cache: 'shared' },
  }),
  'bonus-game': definePage({
    load: loadBonusGame,
    title: (data, _t, ctx) => brandTitle(data.title, ctx),
    component: BonusGamePage,
    flags: { coupon: false, indexable: true, cache: 'private' },
  }),
  tournaments: definePage({
    load: loadTournaments,
    title: (data, t, ctx) => brandTitle(data.mode === 'one' ? data.tournament.title : t('tournaments_title'), ctx),
    component: TournamentsPage,
    flags: { coupon: false, indexable: true, cache: 'private' },
  }),
  'office-cashback': definePage({
    load: loadCashback,
    title: (data, t, ctx) => brandTitle(t(`office_menu_casino_${data.program.program}cashback`), ctx),
    component: CashbackPage,
    flags: PERSONAL,
  }),
  'office-promotion': definePage({
    load: loadOfficePromotion,
    title: (_data, t, ctx) => brandTitle(t('office_menu_promotion'), ctx),
    component: PromotionPage,
    flags: PERSONAL,
  }),
  'office-rewards': definePage({
    load: loadRewards,
    title: (_data, t, ctx) => brandTitle(t('office_menu_rewards'), ctx),
    component: RewardsPage,
    flags: PERSONAL,
  }),
  'bonus-deposit': definePage({
    load: loadBonusDeposit,
    title: (_data, t, ctx) => brandTitle(t('office_menu_bonuses_deposit'), ctx),
    component: BonusDepositPage,
    flags: PERSONAL,
  }),
  'bonus-wager': definePage({
    load: loadBonusWager,
    title: (_data, t, ctx) => brandTitle(t('office_menu_bonuses_wager'), ctx),
    component: BonusWagerPage,
    flags: PERSONAL,
  }),
  'payment-requests': definePage({
    load: loadPaymentRequests,
    title: (_data, t, ctx) => brandTitle(t('payreq_title'), ctx),
    component: PaymentRequestsPage,
    flags: PERSONAL,
  }),
  'payment-create-request': definePage({
    load: loadCreateRequest,
    title: (_data, t, ctx) => brandTitle(t('payreq_new'), ctx),
    component: CreateRequestPage,
    flags: PERSONAL,
  }),
  'office-support': definePage({
    load: loadOfficeSupport,
    title: (_data, t, ctx) => brandTitle(t('support_title'), ctx),
    component: SupportPage,
    flags: PERSONAL,
  }),
  'share-idea': definePage({
    load: loadShareIdea,
    title: (_data, t, ctx) => brandTitle(t('idea_title'), ctx),
    component: ShareIdeaPage,
    flags: PERSONAL,
  }),
  'block-appeal-history': definePage({
    load: loadBlockAppeal,
    title: (_data, t, ctx) => brandTitle(t('appeal_title'), ctx),
    component: BlockAppealPage,
    flags: PERSONAL,
  }),
  'print-coupon': definePage({
    load: loadPrintCoupon,
    title: (data, t, ctx) => brandTitle(t('history_coupon_number', { id: data.receipt.couponId }), ctx),
    component: PrintCouponPage,
    flags: PERSONAL,
  }),
  'payment-return': definePage({
    load: loadPaymentReturn,
    title: (data, t, ctx) => brandTitle(t(`onpay_${data.direction === 'withdrawal' ? 'withdraw_' : ''}${data.result}_title`), ctx),
    component: PaymentReturnPage,
    flags: { coupon: false, indexable: false, cache: 'shared' },
  }),
  'social-registration': definePage({
    load: loadSocialRegistration,
    title: (_data, t, ctx) => brandTitle(t('social_reg_title'), ctx),
    component: SocialRegistrationPage,
    // The identity a provider signed in is on the page: never shared.
    flags: PERSONAL,
  }),
  'confirm-terms': staticPage('terms_title', ConfirmTermsPage, PERSONAL),
  // Account pages: the same forms for every guest (login, registration); the user section's links are personal.
  login: definePage({ load: loadLogin, title: (_data, t, ctx) => brandTitle(t('auth_login'), ctx), component: LoginPage, flags: { coupon: false, indexable: true, cache: 'shared' } }),
  registration: definePage({ load: loadRegistration, title: (_data, t, ctx) => brandTitle(t('auth_registration'), ctx), component: RegistrationPage, flags: { coupon: false, indexable: true, cache: 'shared' } }),
  'account-user': definePage({
    load: loadUserSection,
    title: (data, t, ctx) => brandTitle(t(USER_SECTION_TITLES[data.section]), ctx),
    component: UserSectionPage,
    flags: PERSONAL,
  }),
  'user-transfer': staticPage('transfer_title', UserTransferPage, PERSONAL),
  maintenance: staticPage('maintenance_title', MaintenancePage, { coupon: false, indexable: true, cache: 'shared' }),
  blocked: definePage({
    load: loadBlocked,
    title: (_data, _t, ctx) => ctx.brand.name,
    component: BlockedPage,
    flags: { coupon: false, indexable: true, cache: 'shared' },
  }),
  lotto: definePage({
    load: loadLotto,
    title: (data, t, ctx) => brandTitle(data.kind === 'play' ? t('lotto_title') : `${t('lotto_results')} · ${t('lotto_title')}`, ctx),
    component: LottoPage,
    // The player's tickets and account are on the page: never shared.
    flags: { coupon: false, indexable: true, cache: 'private' },
  }),
  'casino-game': definePage({
    load: loadCasinoGame,
    title: (data, _t, ctx) => brandTitle(data.game.name, ctx),
    component: CasinoGamePage,
    // A player's launch (account, session) is on the page: never shared.
    flags: { coupon: false, indexable: true, cache: 'private' },
  }),
  // The lobby pages list what the brand offers in the player's country (a shared fact of a player's
  // page); a player's favourites keep their page to them; the console's changes drop the stored
  // pages on every instance (src/server/casino/catalogue-events.ts).
  'casino-lobby': definePage({
    load: loadCasinoLobby,
    title: (data, t, ctx) => brandTitle(data.headingIsKey ? t(data.heading) : data.heading, ctx),
    component: CasinoLobbyPage,
    flags: { coupon: false, indexable: true, cache: 'shared' },
  }),
  'casino-provider': definePage({
    load: loadCasinoProvider,
    title: (data, _t, ctx) => brandTitle(data.heading, ctx),
    component: CasinoLobbyPage,
    flags: { coupon: false, indexable: true, cache: 'shared' },
  }),
  'casino-providers': definePage({
    load: loadCasinoProviders,
    title: (_data, t, ctx) => brandTitle(t('casino_providers_title'), ctx),
    component: CasinoProvidersPage,
    flags: { coupon: false, indexable: true, cache: 'shared' },
  }),
  'my-casino': definePage({
    load: loadMyCasino,
    title: (data, t, ctx) => brandTitle(t(data.heading), ctx),
    component: CasinoLobbyPage,
    flags: { coupon: false, indexable: false, cache: 'private' },
  }),
  'casino-search': definePage({
    load: loadCasinoSearch,
    title: (_data, t, ctx) => brandTitle(t('casino_search_title'), ctx),
    component: CasinoLobbyPage,
    flags: { coupon: false, indexable: false, cache: 'private' },
  }),
  toto: definePage({
    load: loadToto,
    title: (data, t, ctx) => brandTitle(data.kind === 'draw' ? `${t('toto_draw_number', { id: data.drawId })} · ${t('toto_title')}` : t('toto_title'), ctx),
    component: TotoPage,
    // The player's coupons and account are on the page: never shared.
    flags: { coupon: false, indexable: true, cache: 'private' },
  }),
  'virtual-sports': definePage({
    load: loadVirtualSports,
    title: (_data, t, ctx) => brandTitle(t('virtual_title'), ctx),
    component: VirtualSportsPage,
    // The player's bets and account are on the page: never shared.
    flags: { coupon: false, indexable: true, cache: 'private' },
  }),
  // CMS route families: information, betting-alphabet, news, landing, promo, promotions, partners, mobile, desktop.
  cms: definePage({
    load: withBlocks(loadCmsPage, (data) => data.page),
    title: (data, _t, ctx) => brandTitle(data.title, ctx),
    description: (data) => data.description,
    component: CmsPage,
    flags: { coupon: false, indexable: true, cache: 'shared' },
  }),
  'cms-preview': definePage({
    load: withBlocks(loadCmsPreview, (data) => data.page),
    title: (data, _t, ctx) => brandTitle(data.title, ctx),
    component: CmsPage,
    flags: PERSONAL,
  }),
  'server-error': staticPage('main_server_error', ServerErrorPage, { coupon: false, indexable: false, cache: 'shared', status: 500 }),
  // The answer depends on the visitor's User-Agent: never shared.
  'old-browser': staticPage('oldbrowser_title', OldBrowserPage, { coupon: false, indexable: false, cache: 'private' }),
  'internal-vpn': staticPage('internal_vpn_title', InternalVpnPage, { coupon: false, indexable: false, cache: 'shared' }),
  debugger: definePage({ load: loadDebugger, title: (_data, t, ctx) => brandTitle(t('debugger_title'), ctx), component: DebuggerPage, flags: PERSONAL }),
};

/** The 404 page: what a not-found decision or loader renders, in the default layout. */
export const notFoundPage = staticPage('main_not_found', NotFoundPage, { coupon: false, indexable: false, cache: 'shared', status: 404 });

/** The registry entry of a route's page key; undefined for a key the registry does not have. */
export function pageEntry(key: string): AnyPageEntry | undefined {
  return Object.hasOwn(pages, key) ? pages[key as PageKey] : undefined;
}
