/** Which bonus office pages a brand offers (spec §2 office casino/vipcashback, casino/premiumcashback, rewards). */
import type { LoadedBrand } from '../brand-registry.ts';

/** The office paths of programmes the brand does not run: left out of its office menu, 404 when opened. */
export function unofferedOfficePaths(brand: Pick<LoadedBrand, 'cashback' | 'clubPoints'>): string[] {
  const hidden: string[] = [];
  if (!brand.cashback.some((c) => c.program === 'vip')) hidden.push('casino/vipcashback');
  if (!brand.cashback.some((c) => c.program === 'premium')) hidden.push('casino/premiumcashback');
  if (!brand.clubPoints) hidden.push('rewards');
  return hidden;
}
