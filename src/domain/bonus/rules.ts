/**
 * The bonus engine's rules that are plain arithmetic (spec §3 bonusSetting /
 * firstDepositBonusSetting; the engine is src/server/bonus/engine.ts, wagering per bet is the SQL
 * function `bonus_wager` of src/server/db/functions/bonus_wager.sql):
 * - the award of a template: a deposit match is `matchPercent` % of the deposit, rounded down,
 *   capped at `maxAwardMinor`, nothing below `minDepositMinor`; a no-deposit bonus or free bet is
 *   its fixed amount; free spins are worth their count × the stake per spin (`fixedAwardMinor`);
 * - the wagering requirement is `wagerMultiplier` × the award (on the bonus only, not the deposit);
 * - a free bet's stake is not returned: a won free-bet coupon credits its payout less the stake;
 * - a template is allowed by the brand's policy (UKGC from 19 January 2026: at most 10×, one product);
 * The contribution of each stake (game, then category, then product percent; minimum coefficient)
 * is decided in the stake's own statement by `bonus_wager`, not here.
 * All money in integer minor units.
 */
import type { BonusPolicy, BonusProduct, BonusTemplate } from '../../../schemas/bonus.ts';

/** The award of `template` for a deposit of `depositMinor` (0 for no deposit), minor units; 0 when it does not qualify. */
export function awardFor(template: Pick<BonusTemplate, 'kind' | 'matchPercent' | 'maxAwardMinor' | 'fixedAwardMinor' | 'minDepositMinor' | 'spins'>, depositMinor: number): number {
  if (template.kind === 'first_deposit' || template.kind === 'reload') {
    if (depositMinor <= 0 || depositMinor < template.minDepositMinor) return 0;
    const match = Math.floor((depositMinor * (template.matchPercent ?? 0)) / 100);
    return Math.min(match, template.maxAwardMinor ?? 0);
  }
  if (template.kind === 'free_spins') return (template.spins?.count ?? 0) * (template.fixedAwardMinor ?? 0);
  return template.fixedAwardMinor ?? 0;
}

/** The wagering requirement of an award, minor units. */
export function wagerRequirement(awardMinor: number, wagerMultiplier: number): number {
  return awardMinor * wagerMultiplier;
}

/** Why the brand's policy refuses a template, or null when it allows it. */
export function policyRefusal(template: Pick<BonusTemplate, 'wagerMultiplier' | 'contributions' | 'product'>, policy: BonusPolicy): string | null {
  if (template.wagerMultiplier > policy.maxWagerMultiplier) {
    return `wagering of ${template.wagerMultiplier}× is above the brand's maximum of ${policy.maxWagerMultiplier}×`;
  }
  if (!policy.mixedProductOffers) {
    const other: BonusProduct = template.product === 'sports' ? 'casino' : 'sports';
    const mixed = Object.entries(template.contributions).some(([key, pct]) => pct > 0 && (key === other || (other === 'casino' && /^(category|game):/.test(key))));
    if (mixed) return `bets of ${other} cannot count towards a ${template.product} bonus (no mixed-product offers)`;
  }
  return null;
}

/** Wagering progress in whole percent, 0–100 (100 when nothing is required). */
export function progressPercent(doneMinor: number, requiredMinor: number): number {
  if (requiredMinor <= 0) return 100;
  return Math.min(100, Math.floor((doneMinor * 100) / requiredMinor));
}

/** What a won free bet credits: the payout without the stake (never below 0), minor units. */
export function freeBetCredit(payoutMinor: number, stakeMinor: number): number {
  return Math.max(0, payoutMinor - stakeMinor);
}
