/**
 * Data of the console pages, shared by their loaders (src/server/staff/pages.ts) and
 * components (src/components/console/), so no component imports a loader.
 */
import type { ConsoleFlaggedRound } from '../../../schemas/casino-wallet.ts';
import type { ConsoleCasinoProvider } from '../../../schemas/casino-providers.ts';
import type { RoleGrant } from '../staff/roles.ts';

/** The login page. */
export interface LoginPageData {
  /** Where to go after login (a console path). */
  next: string;
  /** The staff member was logged out for inactivity. */
  idle: boolean;
}

/** The enrolment link's page. */
export type EnrolPageData = { valid: true; token: string; email: string } | { valid: false; token: ''; email: '' };

/** The overview. */
export interface HomePageData {
  email: string;
  grants: (RoleGrant & { brandName: string })[];
}

/** A staff member as the staff page lists them. */
export interface StaffView {
  id: number;
  email: string;
  name: string;
  enrolled: boolean;
  disabled: boolean;
  grants: RoleGrant[];
}

/** A brand as the console lists it. */
export interface ConsoleBrand {
  id: string;
  name: string;
  domains: string[];
}

/** The staff page. */
export interface StaffPageData {
  staff: StaffView[];
  /** Brands the admin may grant roles on (`*` first when they may grant on every brand). */
  brands: ConsoleBrand[];
}

/** A brand as the CMS pages of the console list it. */
export interface CmsConsoleBrand {
  id: string;
  name: string;
  languages: string[];
  defaultLanguage: string;
}

/** A CMS page in the console's list. */
export interface CmsDocumentRow {
  id: number;
  brandId: string;
  family: string;
  slug: string;
  language: string;
  state: 'draft' | 'scheduled' | 'published' | 'archived';
  version: number;
  publishedVersion: number | null;
  updatedAt: string;
  title: string;
}

/** The content page: the pages of the brands the staff member may view, and where they may create pages. */
export interface ContentPageData {
  documents: CmsDocumentRow[];
  /** Brands the staff member may create pages on. */
  editableBrands: CmsConsoleBrand[];
  families: readonly string[];
}

/** The editor page of one CMS page. */
export interface ContentEditorData {
  document: CmsDocumentRow & { publishAt: string | null; scheduledVersion: number | null; page: unknown };
  versions: { version: number; savedAt: string; savedByEmail: string | null; note: string }[];
  brand: CmsConsoleBrand;
  canEdit: boolean;
  canPublish: boolean;
  /** Site path of the page on the brand's domain (null for the footer). */
  sitePath: string | null;
  schemaVersion: number;
  /** The brand's media library images the editor's media fields offer (id, alt text and size, smallest rendition URL). */
  media: { id: string; label: string; src: string }[];
}

/** A game of the brand's casino catalogue as the console's casino page lists it. */
export interface ConsoleCasinoGame {
  id: number;
  name: string;
  providerName: string;
  categories: string[];
  /** On for the brand (the brand's own row, else the '*' row). */
  enabled: boolean;
  /** Lobby position on the brand (smaller first). */
  position: number;
  /** True when the brand has its own row (else the '*' row applies). */
  brandRow: boolean;
}

/** `/console/casino` and `/console/casino/{brandId}` (`casino.view`). */
export interface ConsoleCasinoData {
  brands: ConsoleBrand[];
  /** The brand shown, null on the brands list. */
  brand: ConsoleBrand | null;
  games: ConsoleCasinoGame[];
  /** True when the staff member may change the brand's games (`casino.edit`). */
  canEdit: boolean;
}

/** A bonus template as the console's bonus page lists and edits it (schemas/bonus.ts input shape, with its claims so far). */
export interface ConsoleBonusTemplate {
  id: number;
  /** The template as written (the form's values). */
  template: import('../../../schemas/bonus.ts').BonusTemplateInput;
  /** Claims so far (counted against `maxAwards`). */
  awardsCount: number;
}

/** `/console/bonuses` and `/console/bonuses/{brandId}` (`bonuses.view`). */
export interface ConsoleBonusesData {
  brands: ConsoleBrand[];
  /** The brand shown, null on the brands list. */
  brand: ConsoleBrand | null;
  templates: ConsoleBonusTemplate[];
  /** The brand's bonus policy (UKGC defaults unless the brand sets others). */
  policy: import('../../../schemas/bonus.ts').BonusPolicy | null;
  /** True when the staff member may create and change the brand's templates (`bonuses.edit`). */
  canEdit: boolean;
  /** The brand's casino tournaments (active or not) as written, with their current period's index. */
  tournaments: { tournament: import('../../../schemas/tournament.ts').Tournament; period: number }[];
}

/**
 * The console's support requests (`support_requests.answer`, spec §4 Support button): the brands
 * the staff member answers on; for a brand its requests (of one status when filtered); for one
 * request the request itself with its answer form.
 */
export interface ConsoleSupportData {
  brands: ConsoleBrand[];
  /** The brand shown; null on `/console/support` with several brands. */
  brand: ConsoleBrand | null;
  /** The list's status filter; null: every request, open ones first. */
  status: import('../office/support-requests.ts').SupportRequestStatus | null;
  requests: import('../../../schemas/support-api.ts').SupportRequestView[];
  /** The opened request (`/console/support/{brandId}/{requestId}`), else null. */
  request: import('../../../schemas/support-api.ts').SupportRequestView | null;
}

/** How many flagged casino rounds `/console/casino-risk` shows (the newest). */
export const FLAGGED_ROUNDS_SHOWN = 200;

/** `/console/casino-risk` (`casino.risk`): the rounds the casino wallet flagged, newest first (src/server/casino/flagged-rounds.ts). */
export interface ConsoleCasinoRiskData {
  rounds: ConsoleFlaggedRound[];
}

/** `/console/casino-providers` (`casino.providers`): each provider's wallet protocol and key fingerprints (src/server/casino/providers.ts). */
export interface ConsoleCasinoProvidersData {
  providers: ConsoleCasinoProvider[];
  /** True when the staff member holds `casino.providers` on every brand (changes are platform-wide). */
  canEdit: boolean;
}
