/**
 * The console page registry: page key (src/domain/console/routes.ts) → loader, title
 * and component. Adding a console page is a route row there plus an entry here (and a nav item in
 * src/components/console/nav.ts when it belongs in the navigation).
 */
import type { ConsolePageKey } from '../domain/console/routes.ts';
import { defineConsolePage, type AnyConsolePageEntry } from './console-page-types.ts';
import { loadEnrol, loadHome, loadLogin, loadStaff } from '../server/staff/pages.ts';
import LoginPage from '../components/console/LoginPage.astro';
import EnrolPage from '../components/console/EnrolPage.astro';
import HomePage from '../components/console/HomePage.astro';
import StaffPage from '../components/console/StaffPage.astro';
import { loadAdjustmentTotals, loadApprovals, loadPlayer, loadPlayers } from '../server/staff/player-pages.ts';
import AdjustmentTotalsPage from '../components/console/AdjustmentTotalsPage.astro';
import PlayersPage from '../components/console/PlayersPage.astro';
import PlayerPage from '../components/console/PlayerPage.astro';
import ApprovalsPage from '../components/console/ApprovalsPage.astro';
import PaymentRequestsConsolePage from '../components/console/PaymentRequestsPage.astro';
import IdeasConsolePage from '../components/console/IdeasPage.astro';
import WebVitalsPage from '../components/console/WebVitalsPage.astro';
import FeedImportsPage from '../components/console/FeedImportsPage.astro';
import { loadFeedImports } from '../server/staff/feed-imports.ts';
import AppealsConsolePage from '../components/console/AppealsPage.astro';
import { loadConsoleAppeals, loadConsoleIdeas, loadConsolePaymentRequests } from '../server/office/console-pages.ts';
import SupportConsolePage from '../components/console/SupportPage.astro';
import { loadConsoleSupport, loadConsoleSupportBrands, loadConsoleSupportRequest } from '../server/office/support-console-pages.ts';
import { loadAudit, loadBrandSettings, loadSettingsBrands, loadWebVitals } from '../server/settings/pages.ts';
import SettingsBrandsPage from '../components/console/SettingsBrandsPage.astro';
import BrandSettingsPage from '../components/console/BrandSettingsPage.astro';
import AuditPage from '../components/console/AuditPage.astro';
import MediaPage from '../components/console/MediaPage.astro';
import { loadMedia, loadMediaHome } from '../server/staff/media-pages.ts';
import ContentPage from '../components/console/ContentPage.astro';
import ContentEditorPage from '../components/console/ContentEditorPage.astro';
import { loadContent, loadContentEditor } from '../server/cms/console-pages.ts';
import VerificationPage from '../components/console/VerificationPage.astro';
import { loadVerificationQueue } from '../server/verification/console-pages.ts';
import CasinoConsolePage from '../components/console/CasinoPage.astro';
import BonusesConsolePage from '../components/console/BonusesPage.astro';
import { loadConsoleBonusBrands, loadConsoleBonuses } from '../server/bonus/console-pages.ts';
import { loadConsoleCasino, loadConsoleCasinoBrands } from '../server/casino/console-pages.ts';
import CasinoRiskPage from '../components/console/CasinoRiskPage.astro';
import { loadConsoleCasinoRisk } from '../server/casino/flagged-rounds.ts';
import { loadConsoleCasinoProviders } from '../server/casino/providers.ts';
import CasinoProvidersPage from '../components/console/CasinoProvidersPage.astro';

/** Every console page. */
export const CONSOLE_PAGES: { [K in ConsolePageKey]: AnyConsolePageEntry } = {
  'console-home': defineConsolePage({ load: loadHome, title: (_data, t) => t('console_home_title'), component: HomePage }),
  'console-login': defineConsolePage({ load: loadLogin, title: (_data, t) => t('console_login_title'), component: LoginPage }),
  'console-enrol': defineConsolePage({ load: loadEnrol, title: (_data, t) => t('console_enrol_title'), component: EnrolPage }),
  'console-staff': defineConsolePage({ load: loadStaff, title: (_data, t) => t('console_staff_title'), component: StaffPage }),
  'console-players': defineConsolePage({ load: loadPlayers, title: (_data, t) => t('console_players_title'), component: PlayersPage }),
  'console-player': defineConsolePage({ load: loadPlayer, title: (data, t) => t('console_player_title', { id: data.detail.player.id }), component: PlayerPage }),
  'console-approvals': defineConsolePage({ load: loadApprovals, title: (_data, t) => t('console_approvals_title'), component: ApprovalsPage }),
  'console-adjustment-totals': defineConsolePage({
    load: loadAdjustmentTotals, title: (data, t) => t('console_adjustment_totals_title', { day: data.day }), component: AdjustmentTotalsPage,
  }),
  'console-payment-requests': defineConsolePage({
    load: loadConsolePaymentRequests, title: (_data, t) => t('console_payment_requests_title'), component: PaymentRequestsConsolePage,
  }),
  'console-support-brands': defineConsolePage({ load: loadConsoleSupportBrands, title: (_data, t) => t('console_support_title'), component: SupportConsolePage }),
  'console-support': defineConsolePage({
    load: loadConsoleSupport, title: (data, t) => t('console_support_brand_title', { brand: data.brand?.name ?? '' }), component: SupportConsolePage,
  }),
  'console-support-request': defineConsolePage({
    load: loadConsoleSupportRequest, title: (data, t) => t('console_support_request_title', { id: data.request?.id ?? '' }), component: SupportConsolePage,
  }),
  'console-casino-brands': defineConsolePage({ load: loadConsoleCasinoBrands, title: (_data, t) => t('console_casino_title'), component: CasinoConsolePage }),
  'console-casino': defineConsolePage({
    load: loadConsoleCasino, title: (data, t) => t('console_casino_brand_title', { brand: data.brand?.name ?? '' }), component: CasinoConsolePage,
  }),
  'console-casino-risk': defineConsolePage({ load: loadConsoleCasinoRisk, title: (_data, t) => t('console_casino_risk_title'), component: CasinoRiskPage }),
  'console-casino-providers': defineConsolePage({ load: loadConsoleCasinoProviders, title: (_data, t) => t('console_casino_providers_title'), component: CasinoProvidersPage }),
  'console-bonuses-brands': defineConsolePage({ load: loadConsoleBonusBrands, title: (_data, t) => t('console_bonus_title'), component: BonusesConsolePage }),
  'console-bonuses': defineConsolePage({
    load: loadConsoleBonuses, title: (data, t) => t('console_bonus_brand_title', { brand: data.brand?.name ?? '' }), component: BonusesConsolePage,
  }),
  'console-ideas': defineConsolePage({ load: loadConsoleIdeas, title: (_data, t) => t('console_ideas_title'), component: IdeasConsolePage }),
  'console-appeals': defineConsolePage({ load: loadConsoleAppeals, title: (_data, t) => t('console_appeals_title'), component: AppealsConsolePage }),
  'console-web-vitals': defineConsolePage({ load: loadWebVitals, title: (_data, t) => t('console_vitals_title'), component: WebVitalsPage }),
  'console-feed-imports': defineConsolePage({ load: loadFeedImports, title: (_data, t) => t('console_feed_imports_title'), component: FeedImportsPage }),
  'console-settings-brands': defineConsolePage({ load: loadSettingsBrands, title: (_data, t) => t('console_settings_title'), component: SettingsBrandsPage }),
  'console-brand-settings': defineConsolePage({
    load: loadBrandSettings, title: (data, t) => t('console_settings_brand_title', { brand: data.brandName }), component: BrandSettingsPage,
  }),
  'console-audit': defineConsolePage({ load: loadAudit, title: (_data, t) => t('console_audit_title'), component: AuditPage }),
  'console-media-home': defineConsolePage({ load: loadMediaHome, title: (_data, t) => t('console_media_title'), component: MediaPage }),
  'console-media': defineConsolePage({ load: loadMedia, title: (data, t) => `${t('console_media_title')}: ${data.brand.name}`, component: MediaPage }),
  'console-content': defineConsolePage({ load: loadContent, title: (_data, t) => t('cms_title'), component: ContentPage }),
  'console-content-editor': defineConsolePage({ load: loadContentEditor, title: (data, t) => `${data.document.title} · ${t('cms_title')}`, component: ContentEditorPage }),
  'console-verification': defineConsolePage({ load: loadVerificationQueue, title: (_data, t) => t('console_verification_title'), component: VerificationPage }),
};
