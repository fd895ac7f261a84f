/**
 * The coupon (bet slip) island (spec §3 Coupon state, Coupon settings,
 * Change-of-odds action; §4 rules of state, bonus bet; §5 coupon validation; §9 coupon
 * constants). It shows the bets the outcome buttons put in the page's coupon store
 * (src/client/coupon-store.ts), follows their prices live on the SSE stream
 * (`/bff-api/feed/stream?games=…`, re-fetching a game's detail when a message cannot price a
 * bet), and places the coupon with `POST /web-api/coupon/place`.
 *
 * Every number comes from the domain rules (src/domain/coupon/): the stake per currency, the
 * coupon type arithmetic, the validation (the first problem is the reason the place button is
 * disabled), the bonus bet and the odds formats. After a placement the receipt shows, and
 * `GET /web-api/coupon/{id}` is polled every 5 s while the coupon is open and the page visible,
 * until it settles; then the balance is refreshed.
 *
 * The coupon settings area holds the odds format (coefficient view, also used by the outcome
 * buttons of the page), one-click betting (when the brand enables it: an outcome button's press
 * then places a single at once through the same placement code, with its own refId) and drop on
 * score change. On a system each bet can be made a banker; on a multi-bet by blocks each bet is
 * put in a block (A, B, …) and each block has its stake. A logged-in player with more than one
 * open account chooses the account to bet from; amounts are in its currency.
 *
 * Test hooks: root `data-testid="coupon"` (data-type-id, data-bets, data-one-click), each bet
 * `data-coupon-bet={key}` (data-trend, data-locked, data-banker, data-block-id), the place button `data-testid="place-bet"`,
 * `data-testid="coupon-disabled-reason"`, `data-testid="coupon-potential-win"`,
 * `data-testid="coupon-message"`, `data-testid="coupon-bonus-bet"`, the receipt
 * `data-testid="coupon-receipt"` (data-coupon-id) and its status `data-testid="coupon-status"`
 * (data-status-id).
 */
import '../../client/zod-jitless.ts';
import { useCoalescedRefetch } from '../sports/use-refetch.ts';
import { useGameStream, type StreamState } from '../sports/use-game-stream.ts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import {
  Button, CheckboxButton, CheckboxField, Dialog, Heading, Label, ListBox, ListBoxItem, Modal, ModalOverlay, Popover, RadioButton, RadioField,
  RadioGroup, Select, SelectValue, Input, SwitchButton, SwitchField, Text, TextField, ToggleButton, ToggleButtonGroup, type Key,
} from 'react-aria-components';
import { nanoid } from 'nanoid';
import type { TFunction } from 'i18next';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { placeCouponResponse, receiptSchema, type PlaceCouponRequest, type Receipt } from '../../../schemas/coupon-api.ts';
import { COUPON_SETTLED_EVENT, api, auth, balance, initAuth, loadBalance, type AccountView, type BalanceView, type CouponSettledDetail } from '../../client/session.ts';
import { isApiError } from '../../client/api.ts';
import {
  MAX_BLOCKS, OFFERED_COEF_VIEWS, PER_BET_AMOUNT_TYPES, availableTypes, betsAfterDetail, betsAfterMessage, betsOfGoneGame, chooseType,
  clearCoupon, coupon, couponPlaced, couponSettings, deleteBonusBet, dismissReceipt, dropGameBets, dropSubmission, isBankerDisabled,
  removeBet, replaceSettings, setAccount, setAmount, setBanker, setBetAmount, setBetBlock, setBetLocked, setBlockAmount,
  setChangeCoefAction, setCoefView, setDropOnScore, setOneClickAmount, setOneClickPlacer, setPromoCode, setSettingsOwner,
  setSystemValue, settingsBody, submissionRefId, switchOneClick, updateBets, updateCoefs, updateReceipt, usedBlocks,
  watchCouponStorage, parseCouponSettings, type CouponBet, type CouponGameDetail, type CouponState, type NewBet,
} from '../../client/coupon-store.ts';
import { coefToMilli, couponAmountStep, initialAmountOf, roundCoef } from '../../domain/coupon/amounts.ts';
import { systemValues, type CouponStakes } from '../../domain/coupon/arithmetic.ts';
import { validateCoupon, type CouponProblem, type ValidationLeg } from '../../domain/coupon/validation.ts';
import { MULTI_LINE_TYPES, couponFigures as figuresOf, receiptLegs } from '../../domain/coupon/figures.ts';
import { formatCoef } from '../../domain/coupon/odds-format.ts';
import { BET_STATUS_KEYS } from '../../domain/coupon/bet-flags.ts';
import { CHANGE_COEF_ACTION, COUPON_DEFAULTS, COUPON_TYPE, isOpenStatus, type ChangeCoefAction, type CouponTypeId } from '../../domain/coupon/types.ts';
import { ACCOUNT_TYPE, accountKindOf, currencyExponent, formatMinor, formatMoney, majorToMinor, parseMajorAmount, type AccountKind } from '../../domain/money.ts';
import { createSeqTracker } from '../../domain/feed/live-sync.ts';
import { freeBetCredit } from '../../domain/bonus/rules.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { FEED_LABEL_KEYS } from '../sports/keys.ts';
import { outcomeText } from '../sports/labels.ts';
import { requestLogin } from '../../client/auth/navigation.ts';

/** i18n key of each coupon type id (spec §3): `coupon_type_<id>`. */
export const COUPON_TYPE_KEYS: Readonly<Record<CouponTypeId, string>> = {
  0: 'coupon_type_0',
  1: 'coupon_type_1',
  2: 'coupon_type_2',
  3: 'coupon_type_3',
  4: 'coupon_type_4',
  5: 'coupon_type_5',
  6: 'coupon_type_6',
  7: 'coupon_type_7',
  8: 'coupon_type_8',
  9: 'coupon_type_9',
};

/** i18n key of each change-of-odds action (spec §3). */
export const CHANGE_COEF_ACTION_KEYS: Readonly<Record<ChangeCoefAction, string>> = {
  0: 'coupon_change_coef_approve',
  1: 'coupon_change_coef_any',
  2: 'coupon_change_coef_rise',
};

/** i18n keys of the validation problems (src/domain/coupon/validation.ts codes). */
export const COUPON_ERROR_KEYS = [
  'coupon_error_no_bets',
  'coupon_error_too_few_bets',
  'coupon_error_too_many_bets',
  'coupon_error_same_game',
  'coupon_error_bet_locked',
  'coupon_error_banker_not_allowed',
  'coupon_error_system_value',
  'coupon_error_amount_missing',
  'coupon_error_amount_below_min',
  'coupon_error_amount_above_max',
  'coupon_error_insufficient_balance',
  'coupon_error_vip_bet_not_allowed',
  'coupon_error_promo_code_not_allowed',
  'coupon_error_promo_code_unknown',
  'coupon_error_promo_code_expired',
  'coupon_error_promo_code_used_up',
  'coupon_error_promo_code_not_eligible',
  'coupon_error_promo_code_already_used',
  'coupon_error_promo_code_amount',
  'coupon_error_promo_code_account',
  'coupon_error_one_click_disabled',
] as const;

/** Types whose stake is per bet line (system, lucky, patent: spec §3; the total is lines × stake). */
const PER_LINE_TYPES: ReadonlySet<number> = new Set([COUPON_TYPE.system, COUPON_TYPE.lucky, COUPON_TYPE.patent]);

/** i18n key of each coefficient view the odds format select offers (spec §9). */
export const COEF_VIEW_KEYS: Readonly<Record<number, string>> = Object.fromEntries(OFFERED_COEF_VIEWS.map((id) => [id, `coupon_coef_view_${id}`]));

/** i18n key of the name of each account type (spec §3 Account: 0 main, 4 bonus, 9 currency). */
export const ACCOUNT_TYPE_KEYS: Readonly<Record<number, string>> = {
  [ACCOUNT_TYPE.main]: 'coupon_account_main',
  [ACCOUNT_TYPE.bonus]: 'coupon_account_bonus',
  [ACCOUNT_TYPE.currency]: 'coupon_account_currency',
};

/** Dictionary keys the island uses. */
export const COUPON_KEYS: readonly string[] = [
  ...new Set([
    ...FEED_LABEL_KEYS,
    ...Object.values(COUPON_TYPE_KEYS),
    ...Object.values(COEF_VIEW_KEYS),
    ...Object.values(ACCOUNT_TYPE_KEYS),
    ...Object.values(CHANGE_COEF_ACTION_KEYS),
    ...Object.values(BET_STATUS_KEYS),
    ...COUPON_ERROR_KEYS,
    'sports_outcome_locked',
    'sports_odds_up',
    'sports_odds_down',
    'main_query_error',
    'coupon_title',
    'coupon_empty',
    'coupon_type',
    'coupon_live',
    'coupon_remove_bet',
    'coupon_clear',
    'coupon_bonus_bet',
    'coupon_bonus_bet_delete',
    'coupon_total_coef',
    'coupon_lines',
    'coupon_total_stake',
    'coupon_amount',
    'coupon_amount_per_line',
    'coupon_bet_amount',
    'coupon_amount_decrease',
    'coupon_amount_increase',
    'coupon_min_amount',
    'coupon_max_amount',
    'coupon_potential_win',
    'coupon_system_value',
    'coupon_system_option',
    'coupon_change_coef_action',
    'coupon_place_bet',
    'coupon_login_to_bet',
    'coupon_login',
    'coupon_odds_changed',
    'coupon_market_unavailable',
    'coupon_market_locked',
    'coupon_insufficient_funds',
    'coupon_retry_conflict',
    'coupon_place_failed',
    'coupon_no_account',
    'coupon_receipt_title',
    'coupon_receipt_number',
    'coupon_receipt_stake',
    'coupon_receipt_payout',
    'coupon_status_label',
    'coupon_payout',
    'coupon_print',
    'coupon_new',
    'coupon_settings',
    'coupon_coef_view',
    'coupon_banker',
    'coupon_banker_bet',
    'coupon_block_bet',
    'coupon_block_name',
    'coupon_block_amount',
    'coupon_promo_code', 'coupon_free_bet', 'bonus_promo_submit',
    'coupon_one_click',
    'coupon_one_click_amount',
    'coupon_one_click_hint',
    'coupon_one_click_confirm_title',
    'coupon_one_click_confirm_text',
    'coupon_one_click_confirm',
    'coupon_cancel',
    'coupon_drop_on_score_change',
    'coupon_account',
    'coupon_account_option',
    'coupon_bonus_no_max',
  ]),
];

/** Props of the coupon island. */
export interface CouponProps extends IslandI18nProps {
  /** The brand's coupon settings (site config `coupon`). */
  config: CouponConfig;
  /** The brand's bonus bet feature (spec §4 Bonus bet). */
  bonusBet: boolean;
  /** Currency of a guest (the brand's geo currency); a player's comes from the account. */
  currency: string;
  /** The logged-in player's id when the page was rendered; null for a guest. */
  playerId: number | null;
  /** The SSE endpoint. */
  streamUrl?: string;
  /** The game detail endpoint, up to the id. */
  gameUrl?: string;
  /** Receipt polling period while the coupon is open, ms (5 s). */
  pollMs?: number;
}

/** Receipt polling period, ms. */
export const RECEIPT_POLL_MS = 5_000;

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
function balanceMinorOf(account: Pick<AccountView, 'money' | 'moneyMinor'>, exponent: number): number {
  return account.moneyMinor ?? majorToMinor(account.money, exponent);
}

/** A block's name: A, B, C… (block ids 0, 1, 2…). */
export function blockName(blockId: number): string {
  return String.fromCharCode(65 + blockId);
}

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
function problemText(t: TFunction, problem: Pick<CouponProblem, 'i18nKey' | 'params'>, iso: string): string {
  return t(problem.i18nKey, { ...problem.params, currency: iso, defaultValue: t('main_query_error') });
}

/** A bet's outcome label in the page language. */
function betLabel(t: TFunction, bet: Pick<CouponBet, 'groupId' | 'label'> & { param?: number | null | undefined }): string {
  return outcomeText(t, { groupId: bet.groupId, label: bet.label, ...(bet.param === null || bet.param === undefined ? {} : { param: bet.param }) });
}

// ---------------------------------------------------------------------------------------------
// Live prices

/** Game detail, or 'gone' for a 404, or null when the request failed. */
async function fetchDetail(base: string, id: number): Promise<CouponGameDetail | 'gone' | null> {
  try {
    const response = await fetch(`${base}${id}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
    if (response.status === 404) return 'gone';
    if (!response.ok) return null;
    const body = (await response.json()) as Partial<CouponGameDetail> | null;
    if (!body || typeof body.game?.permanentId !== 'number' || typeof body.game.id !== 'string' || !Array.isArray(body.groups)) return null;
    return body as CouponGameDetail;
  } catch {
    return null;
  }
}

/**
 * Follows the prices of the coupon's games: one re-fetch of every game when the coupon is first
 * shown (stored prices may be old), then the SSE stream of those games; a message that cannot
 * price a bet, or a seq gap, re-fetches the game.
 */
function useLivePrices(gameIds: string, streamUrl: string, gameUrl: string): StreamState {
  const load = useCallback(
    async (id: number) => {
      const detail = await fetchDetail(gameUrl, id);
      if (detail === 'gone') updateBets((bets) => betsOfGoneGame(bets, id));
      else if (detail) updateBets((bets) => betsAfterDetail(bets, detail));
    },
    [gameUrl],
  );
  const refetch = useCoalescedRefetch(load);

  // Stored prices may be old: each game of the coupon is read once when the coupon first shows.
  useEffect(() => {
    const ids = [...new Set(coupon.peek().bets.map((b) => b.permanentId))];
    for (const id of ids) void refetch(id);
  }, [refetch]);

  // Seqs are tracked per stream: a new set of games starts afresh.
  const tracking = useMemo(() => ({ tracker: createSeqTracker(), seen: new Set<number>() }), [gameIds]);
  return useGameStream(gameIds, streamUrl, (message) => {
    const verdict = tracking.tracker.check(message);
    if (verdict === 'stale') return;
    let again = false;
    updateBets((bets) => {
      const next = betsAfterMessage(bets, message);
      again = next.refetch;
      return next.bets;
    });
    // Drop on score change (spec §3 Coupon settings): a goal takes the game's bets out of the coupon.
    if (message.kind === 'goal' && couponSettings.peek().isDropOnScoreChange) dropGameBets(message.game);
    // A gap after the first message of a game means missed events: the game is read again.
    const missed = verdict === 'gap' && tracking.seen.has(message.game);
    tracking.seen.add(message.game);
    if (again || missed) void refetch(message.game);
  });
}

// ---------------------------------------------------------------------------------------------
// Views

function AmountField({ label, value, onChange, step, exponent, name }: { label: string; value: string; onChange: (text: string) => void; step: number; exponent: number; name: string }) {
  const t = useT();
  const stepMinor = majorToMinor(step, exponent);
  const current = amountMinor(value, exponent);
  const stepText = minorToText(stepMinor, exponent);
  return (
    <div className="coupon-amount">
      <TextField className="coupon-amount-field" value={value} onChange={onChange} name={name} inputMode="decimal" autoComplete="off">
        <Label className="coupon-label">{label}</Label>
        <div className="coupon-amount-row">
          <Button className="coupon-step" aria-label={t('coupon_amount_decrease', { step: stepText })} onPress={() => onChange(minorToText(Math.max(0, current - stepMinor), exponent))}>
            −
          </Button>
          <Input className="coupon-amount-input" />
          <Button className="coupon-step" aria-label={t('coupon_amount_increase', { step: stepText })} onPress={() => onChange(minorToText(current + stepMinor, exponent))}>
            +
          </Button>
        </div>
      </TextField>
    </div>
  );
}

/** The banker mark of a bet of a system (spec §3 isActiveSystemBanker; Bet isDisabledBanker). */
interface BankerControl {
  selected: boolean;
  disabled: boolean;
  onChange: (on: boolean) => void;
}

/** The block of a bet of a multi-bet by blocks. */
interface BlockControl {
  blockId: number;
  /** Blocks offered: A.. up to this many. */
  count: number;
  onChange: (blockId: number) => void;
}

function BetItem({ bet, coefViewId, amount, banker, block }: {
  bet: CouponBet;
  coefViewId: number;
  amount?: { value: string; onChange: (text: string) => void; step: number; exponent: number };
  banker?: BankerControl;
  block?: BlockControl;
}) {
  const t = useT();
  const label = betLabel(t, bet);
  return (
    <li
      className="coupon-bet"
      data-coupon-bet={bet.key}
      data-game-id={bet.gameId}
      data-trend={bet.trend}
      data-locked={bet.isLocked || undefined}
      data-live={bet.isLive || undefined}
      data-banker={banker ? banker.selected : undefined}
      data-block-id={block ? block.blockId : undefined}
    >
      <div className="coupon-bet-head">
        <span className="coupon-bet-game">{bet.gameName}</span>
        <Button className="coupon-remove" aria-label={t('coupon_remove_bet', { outcome: label, game: bet.gameName })} onPress={() => removeBet(bet.key)}>
          ×
        </Button>
      </div>
      <p className="coupon-bet-champ">
        {bet.champName}
        {bet.isLive && <span className="coupon-live">{t('coupon_live')}</span>}
      </p>
      <p className="coupon-bet-outcome">
        <span className="coupon-bet-label">{label}</span>
        <span className="coupon-bet-coef" data-trend={bet.trend}>
          {formatCoef(bet.coef, coefViewId)}
          {bet.trend && <span className="visually-hidden"> {t(bet.trend === 'up' ? 'sports_odds_up' : 'sports_odds_down')}</span>}
        </span>
      </p>
      {bet.isLocked && <p className="coupon-bet-locked">{t('sports_outcome_locked')}</p>}
      {(banker || block) && (
        <div className="coupon-bet-controls">
          {banker && (
            <CheckboxField
              className="coupon-banker-field"
              isSelected={banker.selected}
              isDisabled={banker.disabled}
              onChange={banker.onChange}
              aria-label={t('coupon_banker_bet', { outcome: label, game: bet.gameName })}
            >
              <CheckboxButton className="checkbox coupon-banker">
                <span className="checkbox-box" aria-hidden="true" />
                <span aria-hidden="true">{t('coupon_banker')}</span>
              </CheckboxButton>
            </CheckboxField>
          )}
          {block && (
            <ChoiceSelect
              className="coupon-block"
              ariaLabel={t('coupon_block_bet', { outcome: label, game: bet.gameName })}
              value={block.blockId}
              onChange={block.onChange}
              options={Array.from({ length: block.count }, (_, id) => ({ id, text: t('coupon_block_name', { name: blockName(id) }) }))}
            />
          )}
        </div>
      )}
      {amount && <AmountField label={t('coupon_bet_amount', { outcome: label, game: bet.gameName })} name={`amount-${bet.key}`} {...amount} />}
    </li>
  );
}

function ReceiptView({ receipt, lng, locale, coefViewId }: { receipt: Receipt; lng: string; locale: string; coefViewId: number }) {
  const t = useT();
  const currency = receipt.currency;
  const settled = !isOpenStatus(receipt.statusId);
  const statusKey = BET_STATUS_KEYS[receipt.statusId as keyof typeof BET_STATUS_KEYS] ?? BET_STATUS_KEYS[-1];
  return (
    <section className="coupon-receipt" data-testid="coupon-receipt" data-coupon-id={receipt.couponId} aria-labelledby="coupon-receipt-title">
      <h3 id="coupon-receipt-title" className="coupon-receipt-title">
        {t('coupon_receipt_title')}
      </h3>
      <p className="coupon-receipt-number">{t('coupon_receipt_number', { id: receipt.couponId })}</p>
      <p className="coupon-receipt-type">{t(COUPON_TYPE_KEYS[receipt.typeId as CouponTypeId] ?? COUPON_TYPE_KEYS[1])}</p>
      <ul className="coupon-receipt-bets">
        {receiptLegs(receipt).map((leg) =>
          leg.kind === 'bonus' ? (
            <li key="bonus" className="coupon-receipt-bet coupon-bonus" data-testid="coupon-receipt-bonus-bet">
              <span className="coupon-bet-game">{t('coupon_bonus_bet')}</span>
              <span className="coupon-bet-outcome">
                <span className="coupon-bet-coef">{formatCoef(leg.coef, coefViewId)}</span>
              </span>
            </li>
          ) : (
            <li key={leg.bet.key} className="coupon-receipt-bet" data-coupon-bet={leg.bet.key} data-status-id={leg.bet.statusId}>
              <span className="coupon-bet-game">{leg.bet.gameName}</span>
              <span className="coupon-bet-outcome">
                <span className="coupon-bet-label">{betLabel(t, leg.bet)}</span> <span className="coupon-bet-coef">{formatCoef(leg.coef, coefViewId)}</span>
              </span>
              {leg.bet.score && <span className="coupon-receipt-score">{`${leg.bet.score.home}:${leg.bet.score.away}`}</span>}
              {!isOpenStatus(leg.bet.statusId) && <span className="coupon-receipt-bet-status">{t(BET_STATUS_KEYS[leg.bet.statusId as keyof typeof BET_STATUS_KEYS])}</span>}
            </li>
          ),
        )}
      </ul>
      <dl className="coupon-summary">
        {receipt.coef !== null && (
          <div>
            <dt>{t('coupon_total_coef')}</dt>
            <dd>{formatCoef(receipt.coef, coefViewId)}</dd>
          </div>
        )}
        <div>
          <dt>{t('coupon_receipt_stake')}</dt>
          <dd>{formatMoney(receipt.stakeMinor, currency, locale)}</dd>
        </div>
        <div>
          <dt>{t('coupon_receipt_payout')}</dt>
          <dd>{formatMoney(receipt.potentialPayoutMinor, currency, locale)}</dd>
        </div>
      </dl>
      <p className="coupon-status" data-testid="coupon-status" data-status-id={receipt.statusId} role="status">
        <span>{t('coupon_status_label')}</span> <strong>{t(statusKey)}</strong>
        {settled && receipt.payoutMinor !== null && <span className="coupon-payout"> {t('coupon_payout', { amount: formatMoney(receipt.payoutMinor, currency, locale) })}</span>}
      </p>
      <div className="coupon-actions">
        <a className="button button-secondary" href={`/${lng}/print-coupon/${receipt.couponId}`} target="_blank" rel="noopener">
          {t('coupon_print')}
        </a>
        <Button className="button" onPress={dismissReceipt}>
          {t('coupon_new')}
        </Button>
      </div>
    </section>
  );
}

/** Polls an open receipt every `periodMs` while the page is visible; refreshes the balance once it settles. */
function useReceiptPolling(receipt: Receipt | null, periodMs: number, authenticated: boolean): void {
  const couponId = receipt?.couponId;
  const open = receipt !== null && isOpenStatus(receipt.statusId);
  useEffect(() => {
    if (couponId === undefined || !open || !authenticated) return;
    let stopped = false;
    const poll = async () => {
      if (document.visibilityState !== 'visible') return;
      try {
        const body = await api().get<unknown>(`/web-api/coupon/${couponId}`);
        const parsed = receiptSchema.safeParse(body);
        if (stopped || !parsed.success) return;
        updateReceipt(parsed.data);
        if (!isOpenStatus(parsed.data.statusId)) void loadBalance().catch(() => {});
      } catch {
        // The next poll tries again.
      }
    };
    const timer = setInterval(() => void poll(), periodMs);
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void poll();
    };
    // The player's stream says a coupon settled: read this one now.
    const onSettled = (event: Event) => {
      if ((event as CustomEvent<CouponSettledDetail>).detail?.couponId === couponId) void poll();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener(COUPON_SETTLED_EVENT, onSettled);
    return () => {
      stopped = true;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener(COUPON_SETTLED_EVENT, onSettled);
    };
  }, [couponId, open, periodMs, authenticated]);
}

/** A react-aria switch as the coupon settings draw it. */
function CouponSwitch({ isSelected, onChange, label, testId }: { isSelected: boolean; onChange(on: boolean): void; label: string; testId?: string }) {
  return (
    <SwitchField isSelected={isSelected} onChange={onChange} data-testid={testId}>
      <SwitchButton className="coupon-switch">
        <span className="coupon-switch-track" aria-hidden="true">
          <span className="coupon-switch-thumb" />
        </span>
        {label}
      </SwitchButton>
    </SwitchField>
  );
}

/** Props of {@link ChoiceSelect}. */
interface ChoiceSelectProps {
  className: string;
  /** Visible label; or `ariaLabel` when the context names it. */
  label?: string;
  ariaLabel?: string;
  /** Help text under the select. */
  description?: string | undefined;
  value: number;
  onChange(id: number): void;
  options: readonly { id: number; text: string }[];
}

/** A react-aria Select of numbered options, as every select of the coupon draws it. */
function ChoiceSelect({ className, label, ariaLabel, description, value, onChange, options }: ChoiceSelectProps) {
  return (
    <Select className={className} aria-label={ariaLabel} value={String(value)} onChange={(key: Key | null) => key !== null && onChange(Number(key))}>
      {label !== undefined && <Label className="coupon-label">{label}</Label>}
      <Button className="coupon-select-button">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {description !== undefined && <Text slot="description" className="coupon-hint">{description}</Text>}
      <Popover className="coupon-popover">
        <ListBox className="coupon-listbox">
          {options.map((o) => (
            <ListBoxItem key={o.id} id={String(o.id)} className="coupon-option" textValue={o.text}>
              {o.text}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}

/** A message after a placement attempt. */
interface Notice {
  kind: 'error' | 'info';
  text: string;
  /** Offer the login dialog. */
  login?: boolean;
}

function CouponView({
  lng, locale, config, bonusBet, currency: guestCurrency, playerId,
  streamUrl = '/bff-api/feed/stream', gameUrl = '/bff-api/feed/game/', pollMs = RECEIPT_POLL_MS,
}: Omit<CouponProps, 'messages'>) {
  useSignals();
  const t = useT();
  useState(() => initAuth(playerId));
  const authenticated = (auth.value ?? { authenticated: playerId !== null }).authenticated;
  const state = coupon.value;
  const settings = couponSettings.value;
  const coefViewId = settings.coefViewId;
  const accounts = authenticated ? betAccounts(balance.value) : [];
  const account = authenticated ? playingAccount(balance.value, state.accountId) : null;
  const iso = account?.iso ?? guestCurrency;
  const exponent = currencyExponent(iso);
  const money = useMemo(() => ({ iso, exponent }), [iso, exponent]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [placing, setPlacing] = useState(false);
  const [amountDraft, setAmountDraft] = useState<string | null>(null);
  const [oneClickDraft, setOneClickDraft] = useState<string | null>(null);
  const [askOneClick, setAskOneClick] = useState(false);
  const putTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => watchCouponStorage(), []);

  // Settings: a player's from the server, a guest's from localStorage.
  useEffect(() => {
    setSettingsOwner(authenticated ? 'player' : 'guest');
    if (!authenticated) return;
    let cancelled = false;
    api()
      .get<unknown>('/web-api/coupon/settings')
      .then((body) => {
        if (!cancelled) replaceSettings(parseCouponSettings(body));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [authenticated]);

  useEffect(() => {
    if (authenticated && balance.peek() === null) void loadBalance().catch(() => {});
  }, [authenticated]);

  // The player's free bets (promo codes of spec §3 coupon `promoCodes`): a code typed that names
  // one sets the stake to its amount, which is what the server requires.
  const [freeBets, setFreeBets] = useState<{ code: string; amountMinor: number; currency: string }[]>([]);
  const [promoError, setPromoError] = useState<string | null>(null);
  useEffect(() => {
    if (!authenticated) return;
    let cancelled = false;
    api().get<{ freeBets: { code: string; amountMinor: number; currency: string }[] }>('/web-api/bonuses/free-bets')
      .then((body) => { if (!cancelled) setFreeBets(body.freeBets); })
      .catch(() => {});
    return () => { cancelled = true; };
  }, [authenticated, state.successCoupon?.couponId]);

  useEffect(() => () => clearTimeout(putTimer.current), []);

  const gameIds = [...new Set(state.bets.map((b) => b.permanentId))].sort((a, b) => a - b).join(',');
  const stream = useLivePrices(gameIds, streamUrl, gameUrl);
  useReceiptPolling(state.successCoupon, pollMs, authenticated);

  const balanceMinor = account ? balanceMinorOf(account, exponent) : undefined;
  const accountType = accountTypeOf(account);
  const manySingles = state.typeId === COUPON_TYPE.manySingles;
  const multiBlock = state.typeId === COUPON_TYPE.multiBlock;
  const system = state.typeId === COUPON_TYPE.system;
  // No promo code on many singles (spec §5): the field is disabled there and the code is not sent.
  const promoCode = manySingles ? '' : state.promoCode.trim();
  const freeBet = promoCode ? freeBets.find((f) => f.code === promoCode.toUpperCase() && f.currency === iso) : undefined;
  useEffect(() => setPromoError(null), [promoCode]);
  const applyPromo = async () => {
    setPromoError(null);
    try {
      const body = await api().post<{ freeBets: { code: string; amountMinor: number; currency: string }[] }>('/web-api/bonuses/free-bets', { code: promoCode });
      setFreeBets(body.freeBets);
    } catch (error) {
      const reason = isApiError(error) ? (error.errors[0]?.meta as { reason?: string } | undefined)?.reason : undefined;
      setPromoError(t(reason && reason !== 'bonus_active' ? `coupon_error_promo_code_${reason}` : 'coupon_error_promo_code_unknown'));
    }
  };
  useEffect(() => {
    if (freeBet && !PER_BET_AMOUNT_TYPES.has(state.typeId) && !PER_LINE_TYPES.has(state.typeId)) setAmount(minorToText(freeBet.amountMinor, exponent));
  }, [freeBet?.code, state.typeId, exponent]);
  const figures = couponFigures({
    typeId: state.typeId, bets: state.bets, amount: state.amount, amountByBetId: state.amountByBetId, amountByBlockId: state.amountByBlockId,
    systemValue: state.systemValue, promoCode, manuallyDeletedBonusBet: state.manuallyDeletedBonusBet, bonusBetFeature: bonusBet, config,
    currency: money, accountType, balanceMinor: freeBet ? undefined : balanceMinor,
  });
  const step = couponAmountStep(settings, iso);
  const initialText = String(initialAmountOf(iso));
  const perBet = PER_BET_AMOUNT_TYPES.has(state.typeId);
  const firstProblem = figures.problems[0];
  const disabledReason = firstProblem ? problemText(t, firstProblem, iso) : !authenticated ? t('coupon_login_to_bet') : null;
  // The brand's limits are major-unit texts; shown with the one money formatter (currency sign, its decimals, the page language).
  const limitText = (major: string | undefined) => (major === undefined ? undefined : formatMoney(amountMinor(major, currencyExponent(iso)), { iso, exponent: currencyExponent(iso) }, locale));
  const minText = limitText(config.minAmountCouponTypes.includes(state.typeId) ? config.minAmountByCurrency[iso] : undefined);
  const maxText = limitText(accountType !== 'bonus' && config.maxAmountCouponTypes.includes(state.typeId) ? config.maxAmountByCurrency[iso] : undefined);
  const types = availableTypes(state.bets.length);
  const options = systemValues(figures.legs);
  const blocks = usedBlocks(state.bets);
  const blockCount = Math.min(state.bets.length, MAX_BLOCKS);
  const oneClickOn = config.isOneClickEnabled && authenticated && settings.isActiveOneClick;
  const bonusOneClick = accountType === 'bonus';
  const oneClickStored = bonusOneClick ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;

  /** Sends a logged-in player's settings (`PUT /web-api/coupon/settings`), after `delayMs` for typing; the latest settings win. */
  const saveSettings = (delayMs = 0) => {
    if (!authenticated) return;
    clearTimeout(putTimer.current);
    const send = () => void api().request('PUT', '/web-api/coupon/settings', { json: settingsBody(couponSettings.peek()) }).catch(() => {});
    if (delayMs > 0) putTimer.current = setTimeout(send, delayMs);
    else send();
  };

  const changeAction = (value: string) => {
    const action = Number(value) as ChangeCoefAction;
    if (action !== 0 && action !== 1 && action !== 2) return;
    setChangeCoefAction(action);
    saveSettings();
  };

  const onOneClick = (on: boolean) => {
    const { outcome } = switchOneClick(on);
    // Spec §4: with bets in the coupon, switching one-click on asks first (and then clears the coupon).
    if (outcome === 'ask') {
      setAskOneClick(true);
      return;
    }
    setNotice(null);
    saveSettings();
  };

  const confirmOneClick = () => {
    switchOneClick(true, true);
    setAskOneClick(false);
    setNotice(null);
    saveSettings();
  };

  const onOneClickAmount = (text: string) => {
    setOneClickDraft(text);
    if (setOneClickAmount(normaliseAmount(text), bonusOneClick)) saveSettings(500);
  };

  const onDropOnScore = (on: boolean) => {
    setDropOnScore(on);
    saveSettings();
  };

  const onAmount = (text: string) => {
    setAmountDraft(text);
    setAmount(normaliseAmount(text));
  };

  /** The account to bet from, loading the balance when it is not known yet. */
  const accountToBet = async (): Promise<AccountView | null> => {
    const chosen = coupon.peek().accountId;
    const from = playingAccount(balance.peek(), chosen);
    if (from) return from;
    try {
      return playingAccount(await loadBalance(), chosen);
    } catch {
      return null;
    }
  };

  /** Places a coupon (`POST /web-api/coupon/place`): the coupon's own submission and one-click bets alike. */
  const send = async (body: Omit<PlaceCouponRequest, 'refId'>, refId: string) => {
    setPlacing(true);
    try {
      const answer = await api().post<unknown>('/web-api/coupon/place', { ...body, refId });
      const parsed = placeCouponResponse.safeParse(answer);
      const receipt = parsed.success ? parsed.data.receipt : (answer as { receipt: Receipt }).receipt;
      couponPlaced(receipt);
      setAmountDraft(null);
      void loadBalance().catch(() => {});
    } catch (error) {
      setNotice(refusal(error));
    } finally {
      setPlacing(false);
    }
  };

  const place = async () => {
    setNotice(null);
    if (!authenticated) {
      requestLogin();
      return;
    }
    if (figures.problems.length > 0) return;
    const from = await accountToBet();
    if (!from) {
      setNotice({ kind: 'error', text: t('coupon_no_account') });
      return;
    }
    const body = placementRequest(state, figures, {
      accountId: from.id, changeCoefAction: settings.changeCoefAction, coefViewId, bonusBetFeature: bonusBet, exponent, promoCode,
    });
    await send(body, submissionRefId(JSON.stringify(body)));
  };

  /**
   * One-click betting (spec §4, §5): the pressed outcome is placed at once as a single with the
   * one-click stake (the account's; the currency's initial amount when none), a new refId per
   * press, through the same placement as the coupon. The coupon shows the receipt or the refusal.
   */
  const placeOneClick = async (bet: NewBet) => {
    setNotice(null);
    const from = await accountToBet();
    if (!from) {
      setNotice({ kind: 'error', text: t('coupon_no_account') });
      return;
    }
    const current = couponSettings.peek();
    const currency = { iso: from.iso, exponent: currencyExponent(from.iso) };
    const stake = (from.type === ACCOUNT_TYPE.bonus ? current.bonusAccountOneClickAmount : current.oneClickAmount) ?? String(initialAmountOf(from.iso));
    const single = couponFigures({
      typeId: COUPON_TYPE.single, bets: [{ kind: 0, blockId: 0, isBanker: false, ...bet, addedAt: Date.now() }], amount: stake, amountByBetId: {},
      systemValue: COUPON_DEFAULTS.systemValue, promoCode: '', manuallyDeletedBonusBet: false, bonusBetFeature: false, config, currency,
      accountType: accountTypeOf(from), balanceMinor: balanceMinorOf(from, currency.exponent), isOneClick: true,
    });
    const problem = single.problems[0];
    if (problem) {
      setNotice({ kind: 'error', text: problemText(t, problem, currency.iso) });
      return;
    }
    await send(
      {
        typeId: COUPON_TYPE.single,
        accountId: from.id,
        changeCoefAction: current.changeCoefAction,
        coefViewId: current.coefViewId,
        bets: [{ key: bet.key, gameId: bet.gameId, coef: roundCoef(bet.coef) }],
        amount: formatMinor(single.stakes.amountMinor!, currency.exponent),
        isOneClick: true,
      },
      nanoid(),
    );
  };
  const oneClickRef = useRef(placeOneClick);
  oneClickRef.current = placeOneClick;
  // While one-click betting is on, the outcome buttons of the page place through this coupon.
  useEffect(() => (oneClickOn ? setOneClickPlacer((bet) => void oneClickRef.current(bet)) : undefined), [oneClickOn]);

  /** What a refusal of the placement means for the coupon, and what to tell the player. */
  const refusal = (error: unknown): Notice => {
    if (!isApiError(error)) return { kind: 'error', text: t('coupon_place_failed') };
    const meta = (error.errors[0]?.meta ?? {}) as Record<string, unknown>;
    if (error.status === 401) return { kind: 'error', text: t('coupon_login_to_bet'), login: true };
    switch (error.code) {
      case 'coef_changed': {
        const moved = Array.isArray(meta.bets) ? (meta.bets as { key?: unknown; coef?: unknown }[]) : [];
        updateCoefs(moved.filter((b) => typeof b.key === 'string' && typeof b.coef === 'number').map((b) => ({ key: b.key as string, coef: b.coef as number })));
        return { kind: 'info', text: t('coupon_odds_changed') };
      }
      case 'market_unavailable':
        if (typeof meta.key === 'string') setBetLocked(meta.key, true);
        dropSubmission();
        return { kind: 'error', text: t(meta.reason === 'market_locked' ? 'coupon_market_locked' : 'coupon_market_unavailable') };
      case 'coupon_invalid': {
        dropSubmission();
        const problems = Array.isArray(meta.problems) ? (meta.problems as Partial<CouponProblem>[]) : [];
        const first = problems.find((p) => typeof p.i18nKey === 'string');
        return { kind: 'error', text: first ? problemText(t, { i18nKey: first.i18nKey!, ...(first.params ? { params: first.params } : {}) }, iso) : error.message };
      }
      case 'insufficient_funds':
        return { kind: 'error', text: t('coupon_insufficient_funds') };
      case 'idempotency_conflict':
        dropSubmission();
        return { kind: 'error', text: t('coupon_retry_conflict') };
      case 'network_error':
      case 'timeout':
        return { kind: 'error', text: t('coupon_place_failed') };
      default:
        if (error.status >= 500 || error.status === 0) return { kind: 'error', text: t('coupon_place_failed') };
        dropSubmission();
        return { kind: 'error', text: error.message || t('main_query_error') };
    }
  };

  const accountName = (a: AccountView) => t(ACCOUNT_TYPE_KEYS[a.type] ?? ACCOUNT_TYPE_KEYS[0]!, { iso: a.iso });
  const receipt = state.successCoupon;
  const count = state.bets.length;
  const noticeView = notice && (
    <p className={`coupon-message coupon-message-${notice.kind}`} data-testid="coupon-message" role="alert">
      {notice.text}
    </p>
  );
  return (
    <div className="coupon" data-testid="coupon" data-type-id={state.typeId} data-bets={count} data-stream={stream} data-one-click={oneClickOn || undefined}>
      <h2 className="coupon-title">
        {t('coupon_title')} {count > 0 && <span className="coupon-count">{count}</span>}
      </h2>
      {account && accounts.length > 1 && settings.isSelectAccountShown && (
        <ChoiceSelect
          className="coupon-account"
          label={t('coupon_account')}
          description={accountType === 'bonus' ? t('coupon_bonus_no_max') : undefined}
          value={account.id}
          onChange={setAccount}
          options={accounts.map((a) => ({ id: a.id, text: t('coupon_account_option', { name: accountName(a), balance: a.labelWithSymbol }) }))}
        />
      )}
      {receipt && count === 0 ? (
        <>
          <ReceiptView receipt={receipt} lng={lng} locale={locale} coefViewId={coefViewId} />
          {noticeView}
        </>
      ) : count === 0 ? (
        <>
          <p className="coupon-empty">{t('coupon_empty')}</p>
          {noticeView}
        </>
      ) : (
        <>
          {types.length > 1 && (
            <ToggleButtonGroup
              className="coupon-types"
              aria-label={t('coupon_type')}
              selectionMode="single"
              disallowEmptySelection
              selectedKeys={[String(state.typeId)]}
              onSelectionChange={(keys) => {
                const [key] = [...keys];
                if (key !== undefined) chooseType(Number(key) as CouponTypeId);
              }}
            >
              {types.map((typeId) => (
                <ToggleButton key={typeId} id={String(typeId)} className="coupon-type">
                  {t(COUPON_TYPE_KEYS[typeId])}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
          <ul className="coupon-bets">
            {state.bets.map((bet) => (
              <BetItem
                key={bet.key}
                bet={bet}
                coefViewId={coefViewId}
                {...(perBet ? { amount: { value: state.amountByBetId[bet.key] ?? initialText, onChange: (text: string) => setBetAmount(bet.key, normaliseAmount(text)), step, exponent } } : {})}
                {...(system ? { banker: { selected: bet.isBanker, disabled: isBankerDisabled(state.bets, bet.key), onChange: (on: boolean) => setBanker(bet.key, on) } } : {})}
                {...(multiBlock ? { block: { blockId: bet.blockId, count: blockCount, onChange: (id: number) => setBetBlock(bet.key, id) } } : {})}
              />
            ))}
            {figures.bonusCoef !== null && (
              <li className="coupon-bet coupon-bonus" data-testid="coupon-bonus-bet">
                <div className="coupon-bet-head">
                  <span className="coupon-bet-game">{t('coupon_bonus_bet')}</span>
                  <Button className="coupon-remove" aria-label={t('coupon_bonus_bet_delete')} onPress={deleteBonusBet}>
                    ×
                  </Button>
                </div>
                <p className="coupon-bet-outcome">
                  <span className="coupon-bet-coef">{formatCoef(figures.bonusCoef, coefViewId)}</span>
                </p>
              </li>
            )}
          </ul>
          <Button className="coupon-clear" onPress={() => {
            clearCoupon();
            setNotice(null);
          }}>
            {t('coupon_clear')}
          </Button>
          {system && options.length > 0 && (
            <ChoiceSelect
              className="coupon-system"
              label={t('coupon_system_value')}
              value={figures.systemValue}
              onChange={setSystemValue}
              options={options.map((o) => ({ id: o.value, text: t('coupon_system_option', { value: o.value, legs: o.offset + 1, combo: o.combo }) }))}
            />
          )}
          {multiBlock &&
            blocks.map((id) => (
              <AmountField
                key={id}
                label={t('coupon_block_amount', { name: blockName(id) })}
                name={`amount-block-${id}`}
                value={state.amountByBlockId[String(id)] ?? initialText}
                onChange={(text) => setBlockAmount(id, normaliseAmount(text))}
                step={step}
                exponent={exponent}
              />
            ))}
          {!perBet && !multiBlock && (
            <AmountField
              label={t(PER_LINE_TYPES.has(state.typeId) ? 'coupon_amount_per_line' : 'coupon_amount')}
              name="amount"
              value={amountDraft ?? state.amount ?? initialText}
              onChange={onAmount}
              step={step}
              exponent={exponent}
            />
          )}
          {(minText !== undefined || maxText !== undefined) && (
            <p className="coupon-limits">
              {minText !== undefined && <span className="coupon-min">{t('coupon_min_amount', { amount: minText })}</span>}
              {maxText !== undefined && <span className="coupon-max">{t('coupon_max_amount', { amount: maxText })}</span>}
            </p>
          )}
          <TextField className="coupon-promo" value={manySingles ? '' : state.promoCode} onChange={setPromoCode} isDisabled={manySingles} maxLength={32} autoComplete="off" name="promoCode">
            <Label className="coupon-label">{t('coupon_promo_code')}</Label>
            <Input className="coupon-text-input" />
            {manySingles && <Text slot="description" className="coupon-hint">{t('coupon_error_promo_code_not_allowed')}</Text>}
            {promoError && <Text slot="description" className="coupon-hint form-error" data-testid="coupon-promo-error">{promoError}</Text>}
            {freeBet && <Text slot="description" className="coupon-hint" data-testid="coupon-free-bet">{t('coupon_free_bet', { amount: formatMoney(freeBet.amountMinor, money, locale) })}</Text>}
          </TextField>
          {authenticated && promoCode.length >= 3 && !freeBet && (
            <Button className="button button-secondary coupon-promo-apply" onPress={() => void applyPromo()} data-testid="coupon-promo-apply">{t('bonus_promo_submit')}</Button>
          )}
          <dl className="coupon-summary">
            {figures.coef !== null && (
              <div>
                <dt>{t('coupon_total_coef')}</dt>
                <dd className="coupon-total-coef">{formatCoef(figures.coef, coefViewId)}</dd>
              </div>
            )}
            {figures.lines !== null && (
              <div>
                <dt>{t('coupon_lines')}</dt>
                <dd className="coupon-lines">{figures.lines}</dd>
              </div>
            )}
            {figures.totalStakeMinor !== null && figures.lines !== null && (
              <div>
                <dt>{t('coupon_total_stake')}</dt>
                <dd className="coupon-total-stake">{formatMoney(figures.totalStakeMinor, money, locale)}</dd>
              </div>
            )}
            {settings.isPossibleWinShown && (
              <div>
                <dt>{t('coupon_potential_win')}</dt>
                <dd data-testid="coupon-potential-win" data-minor={figures.potentialWinMinor ?? undefined}>
                  {figures.potentialWinMinor === null ? '—' : formatMoney(freeBet ? freeBetCredit(figures.potentialWinMinor, freeBet.amountMinor) : figures.potentialWinMinor, money, locale)}
                </dd>
              </div>
            )}
          </dl>
          <RadioGroup className="coupon-change-coef" value={String(settings.changeCoefAction)} onChange={changeAction}>
            <Label className="coupon-label">{t('coupon_change_coef_action')}</Label>
            {([CHANGE_COEF_ACTION.approve, CHANGE_COEF_ACTION.anyChange, CHANGE_COEF_ACTION.onRise] as const).map((action) => (
              <RadioField key={action} value={String(action)} className="radio-field">
                <RadioButton className="radio">
                  <span className="radio-dot" aria-hidden="true" />
                  {t(CHANGE_COEF_ACTION_KEYS[action])}
                </RadioButton>
              </RadioField>
            ))}
          </RadioGroup>
          {noticeView}
          {disabledReason && (
            <p className="coupon-disabled-reason" data-testid="coupon-disabled-reason" id="coupon-disabled-reason">
              {disabledReason}
            </p>
          )}
          <div className="coupon-actions">
            {(!authenticated || notice?.login) && (
              <Button className="button button-secondary" onPress={requestLogin}>
                {t('coupon_login')}
              </Button>
            )}
            <Button
              className="button coupon-place"
              data-testid="place-bet"
              isDisabled={disabledReason !== null}
              isPending={placing}
              aria-describedby={disabledReason ? 'coupon-disabled-reason' : undefined}
              onPress={() => void place()}
            >
              {t('coupon_place_bet')}
            </Button>
          </div>
        </>
      )}
      <section className="coupon-settings" aria-labelledby="coupon-settings-title">
        <h3 id="coupon-settings-title" className="coupon-settings-title">
          {t('coupon_settings')}
        </h3>
        <ChoiceSelect
          className="coupon-coef-view"
          label={t('coupon_coef_view')}
          value={coefViewId}
          onChange={(view: number) => {
            setCoefView(view);
            // A player's view is one of the saved settings (spec §3 coefViewId): every page uses it.
            if (authenticated) void api().post('/web-api/user/settings', { coefViewId: view }).catch(() => {});
          }}
          options={OFFERED_COEF_VIEWS.map((id) => ({ id, text: t(COEF_VIEW_KEYS[id]!) }))}
        />
        {config.isOneClickEnabled && authenticated && (
          <>
            <CouponSwitch isSelected={settings.isActiveOneClick} onChange={onOneClick} label={t('coupon_one_click')} testId="coupon-one-click" />
            {settings.isActiveOneClick && (
              <TextField className="coupon-one-click-amount" value={oneClickDraft ?? oneClickStored ?? initialText} onChange={onOneClickAmount} inputMode="decimal" autoComplete="off" name="oneClickAmount">
                <Label className="coupon-label">{t('coupon_one_click_amount')}</Label>
                <Input className="coupon-text-input" />
                <Text slot="description" className="coupon-hint">{t('coupon_one_click_hint')}</Text>
              </TextField>
            )}
          </>
        )}
        <CouponSwitch isSelected={settings.isDropOnScoreChange} onChange={onDropOnScore} label={t('coupon_drop_on_score_change')} />
      </section>
      <ModalOverlay className="modal-overlay" isOpen={askOneClick} onOpenChange={setAskOneClick} isDismissable>
        <Modal className="modal modal-small">
          <Dialog className="dialog" role="alertdialog" data-testid="coupon-one-click-confirm">
            <Heading slot="title" className="dialog-title">
              {t('coupon_one_click_confirm_title')}
            </Heading>
            <p>{t('coupon_one_click_confirm_text')}</p>
            <div className="dialog-actions">
              <Button className="button" onPress={confirmOneClick} autoFocus>
                {t('coupon_one_click_confirm')}
              </Button>
              <Button className="button button-secondary" onPress={() => setAskOneClick(false)}>
                {t('coupon_cancel')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </div>
  );
}

/** The coupon island. */
export default function Coupon({ messages, ...props }: CouponProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={messages}>
      <CouponView {...props} />
    </IslandI18n>
  );
}
