/**
 * Data of the console's brand settings and audit pages (items 3 and 5), shared by their
 * loaders (src/server/settings/pages.ts), components and islands.
 */
import type { SettingView } from '../../../schemas/brand-settings.ts';
import type { ConsoleBrand } from './pages.ts';
import type { AuditEntry } from '../../../schemas/audit.ts';

/** The settings of a brand at one level (`/console/brands/{brandId}/settings?domain=`). */
export interface BrandSettingsData {
  brandId: string;
  brandName: string;
  /** The brand's domains (brand.json). */
  domains: string[];
  /** '' = the whole brand. */
  domain: string;
  settings: SettingView[];
  /** The staff member may save (settings.edit on the brand). */
  canEdit: boolean;
}

/** `/console/settings`: the brands whose settings the staff member may see. */
export interface SettingsBrandsPageData {
  brands: ConsoleBrand[];
}

/** `/console/audit`: the newest entries of the staff member's brands and what they may revert. */
export interface AuditPageData {
  entries: AuditEntry[];
  /** Ids of the entries the staff member may revert. */
  revertable: number[];
  /** Brands the staff member sees the audit of (for the filter). */
  brands: ConsoleBrand[];
}

/** `/console/web-vitals`: each brand's real-user web vitals (75th percentile) per page type. */
export interface WebVitalsPageData {
  /** Days the percentiles cover. */
  windowDays: number;
  /** The metrics in display order with their "good" target (LCP and INP ms, CLS unitless). */
  metrics: { metric: 'LCP' | 'INP' | 'CLS'; target: number }[];
  brands: {
    id: string;
    name: string;
    pageTypes: { pageType: string; views: number; p75: Record<'LCP' | 'INP' | 'CLS', number | null>; samples: Record<'LCP' | 'INP' | 'CLS', number> }[];
  }[];
}

/**
 * The console dictionary key (src/i18n/console/) of a setting's label or help text:
 * `siteConfig.maintenance.isActive` → `console_setting_siteConfig_maintenance_isActive_label`.
 * Every setting of the catalogue has both in every console language (tests/unit/brand-settings.test.ts).
 */
export function settingTextKey(key: string, part: 'label' | 'help'): string {
  return `console_setting_${key.replaceAll('.', '_')}_${part}`;
}
