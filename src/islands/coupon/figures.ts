/**
 * What the coupon computes from its state, for its parts and its placement (spec §3 Coupon
 * state, §5 coupon validation): amounts as typed and in minor units, the accounts a player may
 * bet from, the coupon's figures (legs, stakes, problems, coefficients, the win) over the domain
 * rules of src/domain/coupon/, the placement request, and the texts of problems and outcomes.
 * Pure (no React, no browser): the placement test runs the same functions against the server.
 */
import type { TFunction } from 'i18next';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import type { PlaceCouponRequest } from '../../../schemas/coupon-api.ts';
import type { AccountView, BalanceView } from '../../client/auth/session.ts';
import { PER_BET_AMOUNT_TYPES, usedBlocks, type CouponBet, type CouponState } from '../../client/coupon/coupon-store.ts';
import { coefToMilli, initialAmountOf, roundCoef } from '../../domain/coupon/amounts.ts';
import { systemValues, type CouponStakes } from '../../domain/coupon/arithmetic.ts';
import { validateCoupon, type CouponProblem, type ValidationLeg } from '../../domain/coupon/validation.ts';
import { MULTI_LINE_TYPES, couponFigures as figuresOf } from '../../domain/coupon/figures.ts';
import { COUPON_TYPE, type ChangeCoefAction, type CouponTypeId } from '../../domain/coupon/types.ts';
import { ACCOUNT_TYPE, accountKindOf, formatMinor, majorToMinor, parseMajorAmount, type AccountKind } from '../../domain/money.ts';
import { outcomeText } from '../sports/labels.ts';

/** Types whose stake is per bet line (system, lucky, patent: spec §3; the total is lines × stake). */
export const PER_LINE_TYPES: ReadonlySet<number> = new Set([COUPON_TYPE.system, COUPON_TYPE.lucky, COUPON_TYPE.patent]);

/** A typed amount with ASCII digits and a dot (Arabic-Indic digits and a decimal comma accepted). */
export function normaliseAmount(text: string): string {
  return text
    .trim()
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[,\u066b]/g, '.');
}

/** Minor units of a typed amount; 0 when it is not an amount of the currency. */
export function amountMinor(text: string, exponent: number): number {
  return parseMajorAmount(normaliseAmount(text), exponent) ?? 0;
}

/** Minor units as the amount field shows them: `150`, `2.5`, `0.25`. */
export function minorToText(minor: number, exponent: number): string {
  const text = formatMinor(minor, exponent);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** The accounts a player may bet from: the open, not frozen money accounts of the balance view (spec §3 Account). */
export function betAccounts(view: BalanceView | null): AccountView[] {
  return (view?.all_accounts ?? []).filter((a) => a.isFrozen !== true);
}

/** The account bets are taken from: the one the player chose, else the active one, else the main account. */
export function playingAccount(view: BalanceView | null, chosenId: number | null = null): AccountView | null {
  const accounts = betAccounts(view);
  return (chosenId === null ? undefined : accounts.find((a) => a.id === chosenId)) ?? accounts.find((a) => a.isActive) ?? accounts.find((a) => a.type === ACCOUNT_TYPE.main) ?? null;
}

/** The account type as validation takes it (spec §3 Account types 0 main, 4 bonus, 9 currency). */
export function accountTypeOf(account: Pick<AccountView, 'type'> | null): AccountKind {
  return accountKindOf(account?.type ?? ACCOUNT_TYPE.main);
}

/** An account's balance in minor units (the exact figure when the balance API gives it). */
export function balanceMinorOf(account: Pick<AccountView, 'money' | 'moneyMinor'>, exponent: number): number {
  return account.moneyMinor ?? majorToMinor(account.money, exponent);
}

/** A block's name: A, B, C… (block ids 0, 1, 2…). */
export function blockName(blockId: number): string {
  return String.fromCharCode(65 + blockId);
}

/** A coefficient in thousandths as validation takes it; 1001 when it is no coefficient. */
function milliOf(coef: number): number {
  try {
    return coefToMilli(roundCoef(coef));
  } catch {
    return 1001;
  }
}

/** What the coupon computes from its state: legs, stakes, problems, coefficients and the win. */
export interface CouponFigures {
  typeId: CouponTypeId;
  legs: ValidationLeg[];
  stakes: CouponStakes;
  systemValue: number;
  problems: CouponProblem[];
  /** The bonus bet's coefficient, when the express gets it. */
  bonusCoef: number | null;
  /** Coupon coefficient (single, express with the bonus bet, anti-express; src/domain/coupon/figures.ts). */
  coef: number | null;
  /** Bet lines of a multi-line type. */
  lines: number | null;
  totalStakeMinor: number | null;
  potentialWinMinor: number | null;
}

/**
 * The coupon's figures (pure): the stakes as typed turned into minor units, the problems of
 * validation, and the figures of src/domain/coupon/figures.ts (the same placement stores). The
 * total stake and the win show only while the bets and stakes make a coupon of the type.
 */
export function couponFigures(input: {
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  amount: string | null;
  amountByBetId: Readonly<Record<string, string>>;
  /** Stake of each block of a multi-bet by blocks, major units as typed, by block id; absent = the initial amount. */
  amountByBlockId?: Readonly<Record<string, string>>;
  systemValue: number;
  promoCode: string;
  manuallyDeletedBonusBet: boolean;
  bonusBetFeature: boolean;
  config: CouponConfig;
  currency: { iso: string; exponent: number };
  accountType: AccountKind;
  balanceMinor: number | undefined;
  /** Placed by one click (spec §5: only when the site config enables it). */
  isOneClick?: boolean;
}): CouponFigures {
  const { typeId, bets, currency } = input;
  // Bankers count on a system only, blocks on a multi-bet by blocks only (the marks stay in the coupon when the type changes).
  const legs: ValidationLeg[] = bets.map((bet) => ({
    key: bet.key, permanentId: bet.permanentId, coefMilli: milliOf(bet.coef), kind: bet.kind, isLive: bet.isLive, isLocked: bet.isLocked,
    blockId: typeId === COUPON_TYPE.multiBlock ? bet.blockId : 0, isBanker: typeId === COUPON_TYPE.system && bet.isBanker,
  }));
  const initial = String(initialAmountOf(currency.iso));
  const values = systemValues(legs);
  const systemValue = values.length === 0 ? input.systemValue : Math.min(Math.max(input.systemValue, 2), values.at(-1)!.value);
  const byBlock = input.amountByBlockId ?? {};
  const stakes: CouponStakes = PER_BET_AMOUNT_TYPES.has(typeId)
    ? { amountByLeg: bets.map((bet) => amountMinor(input.amountByBetId[bet.key] ?? initial, currency.exponent)) }
    : typeId === COUPON_TYPE.multiBlock
      ? { amountByBlockId: Object.fromEntries(usedBlocks(legs.map((leg) => ({ blockId: leg.blockId ?? 0 }))).map((id) => [id, amountMinor(byBlock[String(id)] ?? initial, currency.exponent)])) }
      : { amountMinor: amountMinor(input.amount ?? initial, currency.exponent), ...(typeId === COUPON_TYPE.system ? { systemValue } : {}) };
  const problems = validateCoupon(
    { typeId, legs, stakes, ...(input.promoCode.trim() ? { promoCode: input.promoCode } : {}), ...(input.isOneClick ? { isOneClick: true } : {}) },
    { config: input.config, currency, accountType: input.accountType, balanceMinor: input.balanceMinor },
  );
  const figures = figuresOf(typeId, legs, stakes, { featureOn: input.bonusBetFeature, wanted: !input.manuallyDeletedBonusBet });
  const stakesOk = !problems.some((p) => p.code === 'amount_missing' || p.code === 'too_few_bets' || p.code === 'too_many_bets' || p.code === 'system_value' || p.code === 'no_bets');
  return {
    typeId, legs, stakes, systemValue, problems,
    bonusCoef: figures.bonusCoef,
    coef: figures.coef,
    lines: MULTI_LINE_TYPES.has(typeId) ? figures.lines : null,
    totalStakeMinor: stakesOk ? figures.totalStakeMinor : null,
    potentialWinMinor: stakesOk ? figures.potentialPayoutMinor : null,
  };
}

/**
 * The placement request of the coupon (`POST /web-api/coupon/place` without its refId): the bets
 * at the prices shown, the stakes of the figures in major-unit text, the system value the figures
 * used, and `withBonusBet: false` when the player deleted the express bonus bet.
 */
export function placementRequest(
  state: Pick<CouponState, 'typeId' | 'bets' | 'manuallyDeletedBonusBet'>,
  figures: Pick<CouponFigures, 'stakes' | 'systemValue'>,
  options: { accountId: number; changeCoefAction: ChangeCoefAction; coefViewId: number; bonusBetFeature: boolean; exponent: number; promoCode: string },
): Omit<PlaceCouponRequest, 'refId'> {
  const { typeId, bets } = state;
  const { exponent, promoCode } = options;
  return {
    typeId,
    accountId: options.accountId,
    changeCoefAction: options.changeCoefAction,
    coefViewId: options.coefViewId,
    bets: bets.map((bet) => ({
      key: bet.key,
      gameId: bet.gameId,
      coef: roundCoef(bet.coef),
      ...(typeId === COUPON_TYPE.system ? { isBanker: bet.isBanker } : {}),
      ...(typeId === COUPON_TYPE.multiBlock ? { blockId: bet.blockId } : {}),
    })),
    ...(PER_BET_AMOUNT_TYPES.has(typeId)
      ? { amountByBetId: Object.fromEntries(bets.map((bet, i) => [bet.key, formatMinor(figures.stakes.amountByLeg![i]!, exponent)])) }
      : typeId === COUPON_TYPE.multiBlock
        ? { amountByBlockId: Object.fromEntries(Object.entries(figures.stakes.amountByBlockId!).map(([id, minor]) => [String(id), formatMinor(minor, exponent)])) }
        : { amount: formatMinor(figures.stakes.amountMinor!, exponent) }),
    ...(typeId === COUPON_TYPE.system ? { systemValue: figures.systemValue } : {}),
    ...(typeId === COUPON_TYPE.express && options.bonusBetFeature && state.manuallyDeletedBonusBet ? { withBonusBet: false } : {}),
    ...(promoCode ? { promoCode } : {}),
  };
}

/** A message of a problem, with the currency for amounts. */
export function problemText(t: TFunction, problem: Pick<CouponProblem, 'i18nKey' | 'params'>, iso: string): string {
  return t(problem.i18nKey, { ...problem.params, currency: iso, defaultValue: t('main_query_error') });
}

/** A bet's outcome label in the page language. */
export function betLabel(t: TFunction, bet: Pick<CouponBet, 'groupId' | 'label'> & { param?: number | null | undefined }): string {
  return outcomeText(t, { groupId: bet.groupId, label: bet.label, ...(bet.param === null || bet.param === undefined ? {} : { param: bet.param }) });
}
