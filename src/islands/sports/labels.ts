/**
 * Text of outcomes and prices: an outcome's label with its parameter (spec §3 Market `param`:
 * "Over 2.5", "Home (−0.75)", "2-1"), coefficients with 2 to 3 decimals (spec §9: rounded to 3).
 * Numbers are written with ASCII digits and a dot in every language, like the prices themselves.
 */
import type { TFunction } from 'i18next';
import { GROUP } from '../../domain/feed/odds-model.ts';
import type { OutcomeState } from '../../domain/feed/live-sync.ts';

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

/** Interpolation values of an outcome's label: the line of a total or handicap, the goals of a score. */
export function labelValues(outcome: Pick<OutcomeState, 'groupId' | 'param'>): Record<string, string | number> {
  const { param } = outcome;
  if (param === undefined) return {};
  if (outcome.groupId === GROUP.correctScore) return { home: Math.floor(param / 100), away: param % 100 };
  if (outcome.groupId === GROUP.handicap) return { line: lineText(param, true) };
  return { line: lineText(param) };
}

/** The label of an outcome in the page language, with its parameter. */
export function outcomeText(t: TFunction, outcome: Pick<OutcomeState, 'groupId' | 'param' | 'label'>): string {
  return outcome.label === '-' ? '-' : t(outcome.label, labelValues(outcome));
}
