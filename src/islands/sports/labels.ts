/**
 * Text of outcomes and prices: an outcome's label with its parameter (spec §3 Market `param`:
 * "Over 2.5", "Home (−0.75)", "2-1"), coefficients with 2 to 3 decimals (spec §9: rounded to 3)
 * or in the player's coefficient view.
 * Numbers are written with ASCII digits and a dot in every language, like the prices themselves.
 */
import type { TFunction } from 'i18next';
import { HANDICAP_GROUPS, SCORE_GROUPS } from '../../domain/feed/odds-model.ts';
import type { OutcomeState } from '../../domain/feed/live-sync.ts';
import { COEF_VIEW, formatCoef } from '../../domain/coupon/odds-format.ts';
import { textDirection } from '../../domain/bidi.ts';

const LINE = new Intl.NumberFormat('en-US', { minimumFractionDigits: 0, maximumFractionDigits: 2, useGrouping: false });
const COEF = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 3, useGrouping: false });

/** A line: `2.5`; signed (handicaps) with a true minus or a plus: `−0.75`, `+0.25`, `0`. */
export function lineText(value: number, signed = false): string {
  const text = LINE.format(Math.abs(value));
  if (!signed || value === 0) return value < 0 ? `\u2212${text}` : text;
  return `${value < 0 ? '\u2212' : '+'}${text}`;
}

/** A coefficient: `1.85`, `2.375`. */
export function coefText(coef: number): string {
  return COEF.format(coef);
}

/**
 * A coefficient in a view of spec §9 (src/domain/coupon/odds-format.ts): decimal as
 * {@link coefText} (the default, and what the server renders); fractional `10/11`, american
 * `-110`, Hong Kong, Indonesian, Malay. A price the views cannot show (not above 1) stays decimal.
 */
export function coefViewText(coef: number, viewId: number): string {
  if (viewId === COEF_VIEW.decimal) return coefText(coef);
  try {
    return formatCoef(coef, viewId);
  } catch {
    return coefText(coef);
  }
}

/** Interpolation values of an outcome's label: the line of a total or handicap, the goals of a score. */
function labelValues(outcome: Pick<OutcomeState, 'groupId' | 'param'>): Record<string, string | number> {
  const { param } = outcome;
  if (param === undefined) return {};
  if (SCORE_GROUPS.includes(outcome.groupId)) return { home: Math.floor(param / 100), away: param % 100 };
  if (HANDICAP_GROUPS.includes(outcome.groupId)) return { line: lineText(param, true) };
  return { line: lineText(param) };
}

/**
 * The label of an outcome in the page language, with its parameter. In a right-to-left label a
 * signed line is isolated left to right (U+2066 … U+2069), so its sign stays before the number:
 * "الضيف (+0.25)", not "الضيف (0.25+)".
 */
export function outcomeText(t: TFunction, outcome: Pick<OutcomeState, 'groupId' | 'param' | 'label'>): string {
  if (outcome.label === '-') return '-';
  const values = labelValues(outcome);
  const text = t(outcome.label, values);
  const { line } = values;
  if (typeof line !== 'string' || !/^[+\u2212]/.test(line) || textDirection(text) === 'ltr') return text;
  return t(outcome.label, { ...values, line: `\u2066${line}\u2069` });
}
