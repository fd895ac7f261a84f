/**
 * Data of the personal-office page `office/responsible` (spec §2; responsible gaming of spec §3
 * Limit, §5 option lists, §7 limit service): the player's limits as the limit service answers
 * them, the offered types with their option lists, the self-exclusion reasons and the currency
 * money limits are set in (the player's main currency).
 */
import type { LimitView } from '../../../schemas/limits-api.ts';

/** An offered limit type (GET availablelimits). */
export interface AvailableLimit {
  limitType: number;
  measure: string;
  /** Options of spec §5, or null for a money amount. */
  availableValues: number[] | null;
  /** The "no limit" amount of a money limit (999999999). */
  noLimitValue?: number;
}

/** The responsible-gaming page. */
export interface ResponsiblePageData {
  kind: 'responsible';
  limits: LimitView[];
  available: AvailableLimit[];
  reasons: { id: number; title: string }[];
  currency: { iso: string; exponent: number };
}
