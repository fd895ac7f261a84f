/**
 * The products the navigation links (spec §2 route families): the brand's product list
 * (brandProducts, src/domain/navigation/products.ts: flags and availability rules) minus the
 * content products whose list page would be the 404 page — news and promotions answer 404 while
 * the brand has no published entry in the page's language or its fallbacks (src/server/pages/cms.ts).
 * Reads the per-process CMS cache (src/server/cms/sync.ts), which a publication drops, so a first
 * promotion published brings the link, as turning a flag off removes it.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import type { CmsFamily } from '../../domain/cms/families.ts';
import { brandProducts, type BrandProduct, type ProductKey } from '../../domain/navigation/products.ts';
import type { ResolveBrand } from '../../domain/routing/resolve.ts';
import { perSlug, publishedList } from './sync.ts';

/** Products whose list page shows CMS entries, with the entries' family. */
const CONTENT_PRODUCTS: Partial<Record<ProductKey, CmsFamily>> = { news: 'news', promotions: 'promotions' };

/**
 * The products a guest can open on this brand in this language now, in navigation order.
 * @param brand the request's brand (its id and default language name the CMS entries)
 * @param production the production environment (passed to brandProducts)
 */
export async function navigationProducts(brand: ResolveBrand & { id: string }, lng: LanguageCode, production: boolean): Promise<readonly BrandProduct[]> {
  const products = brandProducts(brand, lng, production);
  const kept: BrandProduct[] = [];
  for (const product of products) {
    const family = CONTENT_PRODUCTS[product.key];
    if (family === undefined || perSlug(await publishedList(brand.id, family), lng, brand.defaultLanguage).length > 0) kept.push(product);
  }
  return kept;
}
