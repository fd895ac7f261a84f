/**
 * The console's bonus templates per brand (actions `bonuses.view` / `bonuses.edit` of
 * src/domain/staff/roles.ts) and a staff member's cancellation of a player's bonus
 * (`players.bonus`). A template is saved by brand and code (created, or changed in place; its claims
 * count stays), checked against schemas/bonus.ts and the brand's bonus policy, with the audit entry
 * `bonuses.edit` (key `bonus_template:{code}`, before and after) in the same transaction. Terms
 * change for new claims only: a claimed bonus keeps the terms copied at its claim.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { bonusTemplates } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { recordAudit } from '../staff/audit.ts';
import { CURRENCIES } from '../../domain/money.ts';
import { policyRefusal } from '../../domain/bonus/rules.ts';
import type { BonusPolicy, BonusTemplate, BonusTemplateInput } from '../../../schemas/bonus.ts';
import type { ConsoleBonusTemplate } from '../../domain/console/pages.ts';
import { cancelBonus, ensureTemplates, templateValues } from './engine.ts';
import type { LoadedBrand } from '../brand-registry.ts';
import type { SlotGame } from '../../../schemas/game-server.ts';

type Row = typeof bonusTemplates.$inferSelect;

/** A row back in the template's written shape. */
function inputOf(row: Row): BonusTemplateInput {
  const optional = <T>(value: T | null): T | undefined => (value === null ? undefined : value);
  return {
    code: row.code, kind: row.kind as BonusTemplate['kind'], product: row.product as BonusTemplate['product'], title: row.title, terms: row.terms,
    currency: CURRENCIES.find((c) => c.id === row.currencyId)?.iso ?? '', matchPercent: optional(row.matchPercent), maxAwardMinor: optional(row.maxAwardMinor),
    fixedAwardMinor: optional(row.fixedAwardMinor), spins: row.spinCount !== null && row.spinGame !== null ? { count: row.spinCount, game: row.spinGame as SlotGame } : undefined,
    occasion: row.occasion === 'birthday' ? 'birthday' : undefined,
    minDepositMinor: row.minDepositMinor, wagerMultiplier: row.wagerMultiplier, contributions: row.contributions,
    minCoefMilli: optional(row.minCoefMilli), maxBetMinor: optional(row.maxBetMinor), validDays: row.validDays, promoCode: optional(row.promoCode),
    countries: optional(row.countries), segment: row.segment as BonusTemplate['segment'], maxAwards: optional(row.maxAwards),
    startsAt: row.startsAt?.toISOString(), endsAt: row.endsAt?.toISOString(), active: row.active,
  };
}

/** The brand's templates, by id (the brand file's first). */
export async function brandTemplates(db: Db, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates'>): Promise<ConsoleBonusTemplate[]> {
  await ensureTemplates(db, brand);
  const rows = await db.select().from(bonusTemplates).where(eq(bonusTemplates.brandId, brand.id)).orderBy(asc(bonusTemplates.id));
  return rows.map((row) => ({ id: row.id, template: inputOf(row), awardsCount: row.awardsCount }));
}

/**
 * Creates or changes the brand's template `template.code`, audited. The caller checked
 * `bonuses.edit` on the brand and parsed the body with `bonusTemplateSchema`.
 * @throws AppError bonus_template_invalid (the brand's policy refuses it; a currency not the
 *   brand's; the promo code belongs to another of the brand's templates)
 */
export async function saveTemplate(
  db: Db, staffId: number, brand: Pick<LoadedBrand, 'id' | 'bonusTemplates' | 'siteConfig'> & { bonusPolicy: BonusPolicy },
  template: BonusTemplate, reason: string, clientAddress: string | null,
): Promise<ConsoleBonusTemplate> {
  const refused = policyRefusal(template, brand.bonusPolicy);
  if (refused) throw new AppError('bonus_template_invalid', `The brand's bonus policy refuses this template: ${refused}.`, { field: 'wagerMultiplier' });
  if (template.currency !== brand.siteConfig.geoCurrency.iso) {
    throw new AppError('bonus_template_invalid', `The brand's players hold ${brand.siteConfig.geoCurrency.iso}: a template in ${template.currency} could never be claimed.`, { field: 'currency' });
  }
  await ensureTemplates(db, brand);
  const values = templateValues(brand.id, template);
  await db.transaction(async (tx) => {
    if (template.promoCode) {
      const [other] = await tx.select({ code: bonusTemplates.code }).from(bonusTemplates)
        .where(and(eq(bonusTemplates.brandId, brand.id), eq(bonusTemplates.promoCode, template.promoCode)));
      if (other && other.code !== template.code) throw new AppError('bonus_template_invalid', `The promo code ${template.promoCode} belongs to the template ${other.code}.`, { field: 'promoCode' });
    }
    const [before] = await tx.select().from(bonusTemplates).where(and(eq(bonusTemplates.brandId, brand.id), eq(bonusTemplates.code, template.code))).for('update');
    const { brandId: _brand, code: _code, ...changes } = values;
    if (before) await tx.update(bonusTemplates).set(changes).where(eq(bonusTemplates.id, before.id));
    else await tx.insert(bonusTemplates).values(values);
    await recordAudit(tx, {
      staffId, action: 'bonuses.edit', brandId: brand.id, key: `bonus_template:${template.code}`,
      before: before ? inputOf(before) : null, after: template, reason, clientAddress,
    });
  });
  return (await brandTemplates(db, brand)).find((t) => t.template.code === template.code)!;
}

/**
 * A staff member cancels a player's active or waiting bonus with a reason: `cancelled`, its bonus
 * money to the house, audited (`bonuses.cancel`, key `player:{id}`) in the same transaction — the caller checked
 * `players.bonus` on the player's brand.
 * @throws AppError not_found | conflict (of cancelBonus)
 */
export async function staffCancelBonus(db: Db, staffId: number, brandId: string, playerId: number, bonusId: number, reason: string, now: number, clientAddress: string | null): Promise<void> {
  await cancelBonus(db, playerId, bonusId, `staff:${staffId}`, reason, now, (tx) =>
    recordAudit(tx, { staffId, action: 'bonuses.cancel', brandId, key: `player:${playerId}`, before: { bonusId }, after: { bonusId, status: 'cancelled' }, reason, clientAddress }));
}
