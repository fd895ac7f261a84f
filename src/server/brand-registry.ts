/**
 * Brand registry: builds, from the contents of `brands/<brand>/brand.json` and its page schemas,
 * the validated brands (a bad file throws a message naming file and field) and the Host → brand
 * lookup used by the middleware. Pure: `src/server/brands.ts` feeds it the bundled files and
 * the build-time check feeds it the files on disk.
 */
import { brandSchema, checkBrand, checkBrandSet, type Brand, type BrandSource } from '../../schemas/brand.ts';
import { ConfigFileError, parseFile } from '../../schemas/errors.ts';
import type { SiteConfig } from '../../schemas/site-config.ts';
import { parsePage, type PageData } from '../../schemas/page.ts';
import { blockPropsSchemas } from '../../schemas/blocks.ts';
import { brandBonusesFileSchema, type BonusTemplate, type BringFriendReward, type BonusGameConfig, type CashbackProgram, type ClubPoints } from '../../schemas/bonus.ts';
import type { Tournament } from '../../schemas/tournament.ts';
import { policyRefusal } from '../domain/bonus/rules.ts';

/** A brand ready to serve: validated, with its site config and pages. */
export interface LoadedBrand extends Brand {
  /** The site config, present on every served brand. */
  siteConfig: SiteConfig;
  /** Page schemas by name (`home` for `pages/home.json`). */
  pages: ReadonlyMap<string, PageData<typeof blockPropsSchemas>>;
  /** Bonus templates of `brands/<brand>/bonuses.json` (none without the file), each allowed by the brand's `bonusPolicy`. */
  bonusTemplates: readonly BonusTemplate[];
  /** Casino tournaments of the same file (none without it). */
  tournaments: readonly Tournament[];
  /** The bring-a-friend reward of the same file, null without one. */
  bringFriend: BringFriendReward | null;
  /** Cashback programmes and club points of the same file. */
  cashback: readonly CashbackProgram[];
  clubPoints: ClubPoints | null;
  /** Bonus games of the same file. */
  bonusGames: readonly BonusGameConfig[];
}

/** All brands and the hostname index. */
export interface BrandRegistry {
  /** Brands by id. */
  byId: ReadonlyMap<string, LoadedBrand>;
  /** Brands by hostname (lowercase, no port). */
  byHost: ReadonlyMap<string, LoadedBrand>;
}

/** Thrown when a brand has no site configuration; the message is the spec's (§5). */
export class MissingSiteConfigError extends Error {
  override name = 'MissingSiteConfigError';
  /** The brand file without a site config. */
  readonly file: string;
  constructor(file: string) {
    super('no site config');
    this.file = file;
  }
}

/**
 * Builds the registry from file contents keyed by path, e.g.
 * `{ "brands/main/brand.json": {...}, "brands/main/pages/home.json": {...}, "brands/main/bonuses.json": {...} }`.
 * @throws ConfigFileError naming the file and field of the first bad file
 * @throws MissingSiteConfigError ('no site config') for a brand without site config
 */
export function buildBrandRegistry(files: Readonly<Record<string, unknown>>): BrandRegistry {
  const sources: BrandSource[] = [];
  for (const [file, data] of Object.entries(files)) {
    const match = /^brands\/([^/]+)\/brand\.json$/.exec(file);
    if (!match) continue;
    const brand = parseFile(brandSchema, data, file);
    const issues = checkBrand(brand, match[1]);
    if (issues.length > 0) throw new ConfigFileError(file, issues);
    if (!brand.siteConfig) throw new MissingSiteConfigError(file);
    sources.push({ file, brand });
  }
  const problems = checkBrandSet(sources);
  if (problems.length > 0) throw new ConfigFileError(problems[0]!.file, problems.map((p) => p.issue));

  const byId = new Map<string, LoadedBrand>();
  const byHost = new Map<string, LoadedBrand>();
  for (const { brand } of sources) {
    const pages = new Map<string, PageData<typeof blockPropsSchemas>>();
    for (const [file, data] of Object.entries(files)) {
      const page = new RegExp(`^brands/${brand.id}/pages/([a-z0-9-]+)\\.json$`).exec(file);
      if (page) pages.set(page[1]!, parsePage(blockPropsSchemas, data, file));
    }
    const bonusFile = `brands/${brand.id}/bonuses.json`;
    const bonusesFile = files[bonusFile] === undefined ? undefined : parseFile(brandBonusesFileSchema, files[bonusFile], bonusFile);
    const bonusTemplates = bonusesFile?.templates ?? [];
    const tournaments = bonusesFile?.tournaments ?? [];
    const bringFriend = bonusesFile?.bringFriend ?? null;
    const cashback = bonusesFile?.cashback ?? [];
    const clubPoints = bonusesFile?.clubPoints ?? null;
    const bonusGames = bonusesFile?.bonusGames ?? [];
    const refused = bonusTemplates.flatMap((t, i) => {
      const why = policyRefusal(t, brand.bonusPolicy);
      return why ? [{ path: ['templates', i, 'wagerMultiplier'], message: `${t.code}: ${why}` }] : [];
    });
    if (refused.length > 0) throw new ConfigFileError(bonusFile, refused);
    const loaded: LoadedBrand = { ...brand, siteConfig: brand.siteConfig!, pages, bonusTemplates, tournaments, bringFriend, cashback, clubPoints, bonusGames };
    byId.set(brand.id, loaded);
    for (const domain of brand.domains) byHost.set(domain, loaded);
  }
  return { byId, byHost };
}

/** Lowercase hostname of a Host header value, without port: `VIP.x.test:4321` → `vip.x.test`. */
export function hostnameOf(host: string | null | undefined): string {
  if (!host) return '';
  const value = host.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(0, value.indexOf(']') + 1);
  return value.replace(/:\d+$/, '').replace(/\.$/, '');
}

/**
 * The brand for a request. `override` (a brand id from the development-only header or query)
 * is honoured only when `allowOverride` is true, which the middleware sets in development only.
 * Returns null for a host that no brand claims.
 */
export function resolveBrand(
  registry: BrandRegistry,
  host: string | null | undefined,
  override: string | null | undefined,
  allowOverride: boolean,
): LoadedBrand | null {
  if (allowOverride && override) {
    const picked = registry.byId.get(override);
    if (picked) return picked;
  }
  return registry.byHost.get(hostnameOf(host)) ?? null;
}
