/** Test fixtures built from the shipped brands, so tests track the real files. */
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import vipBrand from '../../brands/vip/brand.json' with { type: 'json' };
import { brandSchema, type Brand } from '../../schemas/brand.ts';
import type { SiteConfig } from '../../schemas/site-config.ts';
import type { ResolveBrand } from '../../src/domain/routing/resolve.ts';

/** A deep copy of the main brand's JSON, for mutation in a test. */
export const mainBrandJson = (): Record<string, any> => structuredClone(mainBrand);
/** A deep copy of the VIP brand's JSON. */
export const vipBrandJson = (): Record<string, any> => structuredClone(vipBrand);

/** The main brand, parsed, with overrides applied to its site config and top level. */
export function resolveBrand(
  overrides: { siteConfig?: Partial<SiteConfig> } & Partial<Omit<Brand, 'siteConfig'>> = {},
  base: Record<string, any> = mainBrandJson(),
): ResolveBrand {
  const brand = brandSchema.parse(base);
  const { siteConfig, ...rest } = overrides;
  return { ...brand, ...rest, siteConfig: { ...brand.siteConfig!, ...siteConfig } };
}
