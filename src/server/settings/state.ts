/**
 * The effective brand settings of this process: brand.json of each bundled brand
 * with the database's overrides on top, per brand and per domain, held in memory so that a request
 * reads them without a query. Kept current on every instance without a redeploy:
 * - a change (src/server/settings/store.ts) is announced on the live bus channel
 *   {@link SETTINGS_CHANNEL} (LISTEN/NOTIFY on PostgreSQL, in-process on PGlite) and every
 *   instance reloads on it;
 * - as a fallback for a missed notification (a dropped LISTEN connection), every
 *   {@link SETTINGS_POLL_MS} ms the process compares the settings stamp (the sum of the rows'
 *   versions, one cheap aggregate) with its own and reloads when it moved.
 * A reload gives every changed brand new brand objects (so caches keyed by the brand object, like
 * the served-path memo of src/domain/routing/resolve.ts, follow) and invalidates that brand's
 * guest page cache (src/server/page-cache.ts).
 */
import { brands, type LoadedBrand } from '../brands.ts';
import type { Db } from '../db/client.ts';
import { getDatabase } from '../database.ts';
import { getBus } from '../live/bus.ts';
import { invalidateBrandPages } from '../page-cache.ts';
import { levelMap, readAllOverrides, settingsStamp, type OverrideRow } from './store.ts';
import { resolveBrandSettings } from '../../domain/settings/overrides.ts';
import type { Brand } from '../../../schemas/brand.ts';

/** The live bus channel of settings changes. */
const SETTINGS_CHANNEL = 'brand_settings';
/** How often the stamp is compared, ms (`PORTAL_SETTINGS_POLL_MS`). */
const SETTINGS_POLL_MS = Number(process.env.PORTAL_SETTINGS_POLL_MS ?? 1000);

/** The effective brands of one bundled brand. */
interface BrandState {
  /** Signature of the brand's override rows, to see which brands a reload changed. */
  signature: string;
  brand: LoadedBrand;
  domains: ReadonlyMap<string, LoadedBrand>;
}

interface State {
  stamp: number;
  byBrand: ReadonlyMap<string, BrandState>;
}

let state: State | null = null;
let loading: Promise<void> | null = null;
let again = false;
let started: Promise<void> | null = null;

/** The brand without its pages and its bonuses file (the part brand.json validates). */
export function brandPart(brand: LoadedBrand): Brand {
  const { pages: _pages, bonusTemplates: _bonusTemplates, tournaments: _tournaments, bringFriend: _bringFriend, cashback: _cashback, clubPoints: _clubPoints, bonusGames: _bonusGames, ...rest } = brand;
  return rest as Brand;
}

const loaded = (base: LoadedBrand, brand: Brand): LoadedBrand => ({ ...brand, siteConfig: brand.siteConfig ?? base.siteConfig, pages: base.pages, bonusTemplates: base.bonusTemplates, tournaments: base.tournaments, bringFriend: base.bringFriend, cashback: base.cashback, clubPoints: base.clubPoints, bonusGames: base.bonusGames });

/** Builds the state of one brand from its rows (the previous state's objects when nothing changed). */
function brandState(base: LoadedBrand, rows: readonly OverrideRow[], previous: BrandState | undefined): BrandState {
  const signature = JSON.stringify(rows.map((row) => [row.domain, row.key, row.version]).sort());
  if (previous && previous.signature === signature) return previous;
  if (rows.length === 0) return { signature, brand: base, domains: new Map() };
  const domainRows = new Map<string, Map<string, unknown>>();
  for (const domain of new Set(rows.map((row) => row.domain))) if (domain !== '') domainRows.set(domain, levelMap(rows, domain));
  const resolved = resolveBrandSettings(brandPart(base), levelMap(rows, ''), domainRows);
  for (const failure of resolved.failed) {
    console.error(`brand settings of ${base.id}${failure.domain ? ` on ${failure.domain}` : ''} do not validate and are not applied: ${failure.issues.map((issue) => `${issue.field}: ${issue.message}`).join('; ')}`);
  }
  const brand = loaded(base, resolved.brand);
  return { signature, brand, domains: new Map([...resolved.domains].map(([domain, effective]) => [domain, loaded(base, effective)])) };
}

async function load(db: Db): Promise<void> {
  const stamp = await settingsStamp(db);
  const rows = await readAllOverrides(db);
  const byBrand = new Map<string, BrandState>();
  for (const base of brands.byId.values()) {
    const previous = state?.byBrand.get(base.id);
    const next = brandState(base, rows.filter((row) => row.brandId === base.id), previous);
    byBrand.set(base.id, next);
    if (previous && previous !== next) invalidateBrandPages(base.id);
  }
  state = { stamp, byBrand };
}

/** Reloads the state from the database (one reload at a time; a request during one runs another after it). */
export function reloadSettings(db?: Db): Promise<void> {
  if (loading) {
    again = true;
    return loading;
  }
  loading = (async () => {
    try {
      do {
        again = false;
        await load(db ?? (await getDatabase()).db);
      } while (again);
    } finally {
      loading = null;
    }
  })();
  return loading;
}

/** Announces a change to every instance (after its commit). */
export async function announceSettingsChange(brandId: string): Promise<void> {
  const bus = await getBus();
  await bus.publish(SETTINGS_CHANNEL, { brandId });
}

/**
 * Loads the state once per process and starts following changes (bus subscription and stamp
 * poll). Requests await it only until the first load is done.
 */
export function ensureSettings(): Promise<void> {
  started ??= (async () => {
    const { db } = await getDatabase();
    const bus = await getBus();
    await bus.subscribe(SETTINGS_CHANNEL, () => {
      reloadSettings(db).catch((error: unknown) => console.error('brand settings reload failed', error));
    });
    await reloadSettings(db);
    if (SETTINGS_POLL_MS > 0) {
      const timer = setInterval(() => {
        if (loading) return;
        settingsStamp(db)
          .then((stamp) => (state && stamp !== state.stamp ? reloadSettings(db) : undefined))
          .catch((error: unknown) => console.error('brand settings check failed', error));
      }, SETTINGS_POLL_MS);
      timer.unref();
    }
  })().catch((error: unknown) => {
    started = null;
    throw error;
  });
  return started;
}

/**
 * The effective brand for a request: the brand's settings with the overrides of the request's
 * domain when it has any (brand.json alone until the state has loaded).
 */
export function effectiveBrand(base: LoadedBrand, hostname: string): LoadedBrand {
  const entry = state?.byBrand.get(base.id);
  if (!entry) return base;
  return entry.domains.get(hostname) ?? entry.brand;
}

/** The effective brand of a brand id and domain ('' = brand-wide), or undefined for an unknown brand. */
export function effectiveBrandOf(brandId: string, domain: string): LoadedBrand | undefined {
  const base = brands.byId.get(brandId);
  return base ? effectiveBrand(base, domain) : undefined;
}
