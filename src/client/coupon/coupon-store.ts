/**
 * The coupon (bet slip) on the client (spec §3 Coupon state, Coupon settings,
 * Change-of-odds action; §4 rules of state and bonus bet; §9 coupon defaults): one signals store
 * shared by every island of the page. The outcome buttons add and remove bets, the coupon island
 * shows and places them.
 *
 * - State: tab (default 1), the coupon type (automatic: 1 bet → single, 2 or more → express,
 *   unless the player chose another type the bet count allows), the bets with what the coupon
 *   shows of each (game, champ, outcome label key and parameter, coefficient with the direction
 *   of its last change, live and locked flags), the stakes as the player typed them (major units;
 *   null or absent = the currency's initial amount of spec §9), the system value (default 2), the promo code,
 *   the receipt of the last placed coupon (`successCoupon`), `manuallyDeletedBonusBet`, and the
 *   `refId` of the submission under way (reused by a retry of the same coupon).
 * - Settings: spec §3 Coupon settings in the shape of `GET/PUT /web-api/coupon/settings`
 *   (schemas/coupon-api.ts), default change-of-odds action 2 (accept on rise), plus the
 *   coefficient view (spec §3 coefViewId, §9 views), which the settings API does not carry: it is
 *   kept in the browser under its own key for guests and players alike, and the outcome buttons
 *   of every page show their prices in it.
 * - One-click betting (spec §4, §5): while the coupon island has registered a placer
 *   ({@link setOneClickPlacer}), an outcome button's press ({@link pressOutcome}) places a single
 *   at once instead of adding the bet.
 *
 * Both are kept in localStorage (versioned keys, parsed defensively: anything unexpected is
 * dropped, never thrown), so the coupon survives reloads and follows other tabs (`storage`
 * events). The coefficient updates of live data (SSE messages, re-fetched game details) are pure
 * functions here, so they are tested without a browser.
 */
import { computed, signal } from '@preact/signals-react';
import { nanoid } from 'nanoid';
import { couponSettingsSchema, receiptSchema, type CouponSettingsBody, type Receipt } from '../../../schemas/coupon-api.ts';
import { COUPON_DEFAULTS, COUPON_TYPE, COUPON_TYPE_IDS, type ChangeCoefAction, type CouponTypeId } from '../../domain/coupon/types.ts';
import { LEG_LIMITS } from '../../domain/coupon/validation.ts';
import { defaultCouponSettings, deleteBet, enableOneClick, setDropOnScoreChange } from '../../domain/coupon/state-rules.ts';
import { COEF_VIEW, type CoefViewId } from '../../domain/coupon/odds-format.ts';
import { readUserPrefs } from '../shell/user-prefs.ts';
import { GROUP, TYPE } from '../../domain/feed/odds-model.ts';
import { trendOf } from '../../domain/feed/live-sync.ts';
import { isOutcomeKey, isReplayId, parseOutcomeKey, parseReplayId } from '../../domain/feed/outcome-key.ts';
import type { LiveMessage } from '../../../schemas/live-message.ts';
import type { GameDetail } from '../../../schemas/game.ts';
import { readItem, removeItem, writeItem } from '../shell/storage.ts';
import { COEF_VIEW_STORAGE_KEY, COUPON_CHANGE_EVENT, COUPON_STORAGE_KEY } from './coupon-summary.ts';

/** The storage keys live in coupon-summary.ts, which the page's small scripts read without this store. */
export { COEF_VIEW_STORAGE_KEY, COUPON_STORAGE_KEY };
/** localStorage key of a guest's coupon settings. */
export const COUPON_SETTINGS_STORAGE_KEY = 'portal_coupon_settings_v1';
/** Version of the stored coupon state. */
const COUPON_STATE_VERSION = 1;
/** Most bets a coupon holds (schemas/coupon-api.ts `bets` max 30). */
export const MAX_COUPON_BETS = 30;
/** Outcome key of the express bonus bet (spec §4), as {@link deleteBet} sees it. */
const BONUS_BET_KEY = 'bonus';

/** Coupon types the coupon offers, in the order of its type switch. */
const OFFERED_TYPES: readonly CouponTypeId[] = [
  COUPON_TYPE.single,
  COUPON_TYPE.express,
  COUPON_TYPE.system,
  COUPON_TYPE.manySingles,
  COUPON_TYPE.chain,
  COUPON_TYPE.multiBlock,
  COUPON_TYPE.conditional,
  COUPON_TYPE.antiExpress,
  COUPON_TYPE.lucky,
  COUPON_TYPE.patent,
];

/** Coupon types with one stake per bet (`amountByBetId`). */
export const PER_BET_AMOUNT_TYPES: ReadonlySet<number> = new Set([COUPON_TYPE.conditional, COUPON_TYPE.manySingles]);

/** Coefficient views the odds format select offers (spec §9: 0 decimal, 1 fractional, 2 american, 4 Hong Kong, 5 Indonesian, 6 Malay). */
export const OFFERED_COEF_VIEWS: readonly CoefViewId[] = [
  COEF_VIEW.decimal,
  COEF_VIEW.fractional,
  COEF_VIEW.american,
  COEF_VIEW.hongKong,
  COEF_VIEW.indonesian,
  COEF_VIEW.malay,
];

/** Most blocks of a multi-bet by blocks the coupon offers (A..Z; the API takes block ids 0..99). */
export const MAX_BLOCKS = 26;

/** One bet of the coupon: the outcome and what the coupon shows of it. */
export interface CouponBet {
  /** Outcome key `permanentId:groupId:typeId:param` (the outcome button's data-outcome). */
  key: string;
  /** Replay id of the game instance `permanentId:cycle`. */
  gameId: string;
  permanentId: number;
  /** "Home – Away". */
  gameName: string;
  champName: string;
  /** Market group and outcome type ids. */
  groupId: number;
  typeId: number;
  /** Parameter of the outcome (line, handicap, home × 100 + away of a score); absent when none. */
  param?: number;
  /** i18n key of the outcome label ('-' for an outcome without a template). */
  label: string;
  /** Market kind (spec §3); 0 for this feed's markets. */
  kind: number;
  /** Decimal coefficient, 3 decimals at most. */
  coef: number;
  /** The game was in play (spec §4 Bet flags). */
  isLive: boolean;
  /** The market is suspended or gone (spec §4 Bet flags). */
  isLocked: boolean;
  /** When the bet was added, ms since the epoch (spec §3 addedAtByBetId). */
  addedAt: number;
  /** Block of a multi-bet by blocks; 0 otherwise. */
  blockId: number;
  /** Banker of a system. */
  isBanker: boolean;
  /** Direction of the last coefficient change, for the highlight. */
  trend?: 'up' | 'down';
}

/** What an outcome button gives the coupon. */
export type NewBet = Omit<CouponBet, 'addedAt' | 'blockId' | 'isBanker' | 'trend' | 'kind'> & Partial<Pick<CouponBet, 'kind' | 'blockId' | 'isBanker'>>;

/** The submission under way: its refId and the coupon it was made for. */
interface PendingSubmission {
  refId: string;
  /** The request without its refId, as JSON: a retry of the same coupon reuses the refId. */
  fingerprint: string;
}

/** Coupon state of spec §3 (the fields this coupon uses). */
export interface CouponState {
  /** Coupon tab (default 1, spec §9). */
  tab: number;
  /** The coupon type in effect. */
  typeId: CouponTypeId;
  /** The type the player chose, or null for the automatic one. */
  chosenTypeId: CouponTypeId | null;
  bets: CouponBet[];
  /** Stake as typed, major units; null = the currency's initial amount (spec §9). */
  amount: string | null;
  /** Stake of each bet by outcome key (conditional, many singles), major units; absent = the initial amount. */
  amountByBetId: Record<string, string>;
  /** Stake of each block (multi-bet by blocks), major units. */
  amountByBlockId: Record<string, string>;
  /** System value k (min 2, default 2). */
  systemValue: number;
  promoCode: string;
  /** Receipt of the coupon placed last, shown until the player starts a new one. */
  successCoupon: Receipt | null;
  /** The player deleted the bonus bet of the express (spec §4). */
  manuallyDeletedBonusBet: boolean;
  /** The submission under way (reused on retry until it succeeds or the coupon changes). */
  pending: PendingSubmission | null;
  /** The account the player chose to bet from (spec §3 Coupon state accountId); null = the active one. */
  accountId: number | null;
}

/** The coupon settings of spec §3: the API's shape plus the coefficient view (client-side). */
export type CouponSettingsState = CouponSettingsBody & {
  /** Coefficient view of spec §3 coefViewId / §9 (0 decimal by default). */
  coefViewId: CoefViewId;
};

/** An empty coupon (spec §9 defaults). */
export function emptyCoupon(): CouponState {
  return {
    tab: COUPON_DEFAULTS.tab,
    typeId: COUPON_TYPE.single,
    chosenTypeId: null,
    bets: [],
    amount: null,
    amountByBetId: {},
    amountByBlockId: {},
    systemValue: COUPON_DEFAULTS.systemValue,
    promoCode: '',
    successCoupon: null,
    manuallyDeletedBonusBet: false,
    pending: null,
    accountId: null,
  };
}

/** Default coupon settings in the API's shape: the one default of guests and players (state-rules defaultCouponSettings). */
export function defaultSettingsBody(): CouponSettingsBody {
  return defaultCouponSettings();
}

/** Default coupon settings (spec §3/§9: change-of-odds action 2, decimal odds). */
function defaultSettings(): CouponSettingsState {
  return { ...defaultSettingsBody(), coefViewId: COEF_VIEW.decimal };
}

/** The settings as `PUT /web-api/coupon/settings` takes them (without the client-side coefficient view). */
export function settingsBody(settings: CouponSettingsState | CouponSettingsBody): CouponSettingsBody {
  const { coefViewId: _view, ...body } = settings as CouponSettingsState;
  return body;
}

// ---------------------------------------------------------------------------------------------
// Coupon type

/** Whether `typeId` takes `count` bets (validation's leg limits). */
function typeAllows(typeId: number, count: number): boolean {
  const limits = LEG_LIMITS[typeId];
  return limits !== undefined && count >= limits[0] && count <= limits[1];
}

/** The types the coupon offers for `count` bets. */
export function availableTypes(count: number): CouponTypeId[] {
  return OFFERED_TYPES.filter((typeId) => typeAllows(typeId, count));
}

/**
 * The coupon type for `count` bets: the player's choice while the count allows it, otherwise
 * single for one bet (or none) and express for more.
 */
export function resolveTypeId(count: number, chosen: CouponTypeId | null): CouponTypeId {
  if (chosen !== null && count > 0 && typeAllows(chosen, count)) return chosen;
  return count <= 1 ? COUPON_TYPE.single : COUPON_TYPE.express;
}

// ---------------------------------------------------------------------------------------------
// Defensive parsing

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isFiniteNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isTypeId = (value: unknown): value is CouponTypeId => (COUPON_TYPE_IDS as readonly unknown[]).includes(value);
/** Longest stake text kept (what the player typed, checked when the coupon is validated). */
const MAX_AMOUNT_TEXT = 20;

function text(value: unknown, max = 200): string | null {
  return typeof value === 'string' && value.length <= max ? value : null;
}

/** A stake as typed (trimmed, at most {@link MAX_AMOUNT_TEXT} characters); null when not a string. */
function amountText(value: unknown): string | null {
  return typeof value === 'string' ? value.trim().slice(0, MAX_AMOUNT_TEXT) : null;
}

function amounts(value: unknown, isKey: (key: string) => boolean): Record<string, string> {
  if (!isRecord(value)) return {};
  const out: Record<string, string> = {};
  for (const [key, amount] of Object.entries(value)) {
    const a = amountText(amount);
    if (isKey(key) && a !== null) out[key] = a;
  }
  return out;
}

/** A stored bet, or null when any field is missing or wrong. */
function parseBet(value: unknown): CouponBet | null {
  if (!isRecord(value)) return null;
  const key = text(value.key);
  const gameId = text(value.gameId);
  const gameName = text(value.gameName);
  const champName = text(value.champName);
  const label = text(value.label);
  if (key === null || !isOutcomeKey(key) || gameId === null || !isReplayId(gameId)) return null;
  if (gameName === null || champName === null || label === null) return null;
  const { permanentId, groupId, typeId, param, kind, coef, addedAt, blockId } = value;
  if (!Number.isSafeInteger(permanentId) || !Number.isInteger(groupId) || !Number.isInteger(typeId)) return null;
  if (parseOutcomeKey(key).permanentId !== permanentId || parseReplayId(gameId).permanentId !== permanentId) return null;
  if (param !== undefined && !isFiniteNumber(param)) return null;
  if (!isFiniteNumber(coef) || coef <= 1 || coef > 100_000) return null;
  if (typeof value.isLive !== 'boolean' || typeof value.isLocked !== 'boolean') return null;
  const trend = value.trend === 'up' || value.trend === 'down' ? value.trend : undefined;
  return {
    key,
    gameId,
    permanentId: permanentId as number,
    gameName,
    champName,
    groupId: groupId as number,
    typeId: typeId as number,
    ...(param === undefined ? {} : { param: param as number }),
    label,
    kind: Number.isInteger(kind) ? (kind as number) : 0,
    coef,
    isLive: value.isLive,
    isLocked: value.isLocked,
    addedAt: isFiniteNumber(addedAt) ? addedAt : 0,
    blockId: Number.isInteger(blockId) && (blockId as number) >= 0 && (blockId as number) <= 99 ? (blockId as number) : 0,
    isBanker: value.isBanker === true,
    ...(trend ? { trend } : {}),
  };
}

/**
 * The coupon state of a stored JSON text: the fields that parse are kept, anything else takes
 * its default; another version, bad JSON or a non-object gives the empty coupon. Never throws.
 */
export function parseCouponState(raw: string | null): CouponState {
  const empty = emptyCoupon();
  if (raw === null) return empty;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return empty;
  }
  if (!isRecord(value) || value.version !== COUPON_STATE_VERSION) return empty;
  const bets: CouponBet[] = [];
  for (const item of Array.isArray(value.bets) ? value.bets : []) {
    const bet = parseBet(item);
    if (bet && bets.length < MAX_COUPON_BETS && !bets.some((b) => b.key === bet.key)) bets.push(bet);
  }
  const chosenTypeId = isTypeId(value.chosenTypeId) && OFFERED_TYPES.includes(value.chosenTypeId) ? value.chosenTypeId : null;
  const receipt = value.successCoupon === null || value.successCoupon === undefined ? null : receiptSchema.safeParse(value.successCoupon);
  const pending = isRecord(value.pending) && typeof value.pending.refId === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(value.pending.refId) && typeof value.pending.fingerprint === 'string'
    ? { refId: value.pending.refId, fingerprint: value.pending.fingerprint }
    : null;
  const systemValue = Number.isInteger(value.systemValue) && (value.systemValue as number) >= 2 && (value.systemValue as number) <= 30 ? (value.systemValue as number) : empty.systemValue;
  return {
    tab: Number.isInteger(value.tab) ? (value.tab as number) : empty.tab,
    typeId: resolveTypeId(bets.length, chosenTypeId),
    chosenTypeId,
    bets,
    amount: amountText(value.amount),
    amountByBetId: amounts(value.amountByBetId, isOutcomeKey),
    amountByBlockId: amounts(value.amountByBlockId, (key) => /^\d{1,2}$/.test(key)),
    systemValue,
    promoCode: text(value.promoCode, 32) ?? '',
    successCoupon: receipt?.success ? receipt.data : null,
    manuallyDeletedBonusBet: value.manuallyDeletedBonusBet === true,
    pending,
    accountId: Number.isSafeInteger(value.accountId) && (value.accountId as number) > 0 ? (value.accountId as number) : null,
  };
}

/** The JSON text stored for a coupon state. */
export function serializeCouponState(state: CouponState): string {
  return JSON.stringify({ version: COUPON_STATE_VERSION, ...state });
}

/**
 * Coupon settings in the API's shape from stored JSON (or an API answer); the defaults for
 * anything that does not parse. A stray `coefViewId` is ignored (it has its own key).
 */
export function parseCouponSettings(raw: unknown): CouponSettingsBody {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return defaultSettingsBody();
    }
  }
  if (isRecord(value) && 'coefViewId' in value) value = settingsBody(value as CouponSettingsState);
  const parsed = couponSettingsSchema.safeParse(value);
  return parsed.success ? parsed.data : defaultSettingsBody();
}

/** Whether a value is a coefficient view id of spec §9 ({@link COEF_VIEW}). */
function isCoefViewId(value: unknown): value is CoefViewId {
  return (Object.values(COEF_VIEW) as unknown[]).includes(value);
}

/** The coefficient view of a stored text; decimal (0) for anything else. */
export function parseCoefView(raw: string | null): CoefViewId {
  const value = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return isCoefViewId(value) ? value : COEF_VIEW.decimal;
}

// ---------------------------------------------------------------------------------------------
// The store

/** The coupon state of this page. */
export const coupon = signal<CouponState>(emptyCoupon());
/** The coupon settings of this page. */
export const couponSettings = signal<CouponSettingsState>(defaultSettings());
/** Outcome keys in the coupon (the outcome buttons' selected state). */
export const couponKeys = computed(() => new Set(coupon.value.bets.map((bet) => bet.key)));

/** Whether the settings are the player's (server) or a guest's (localStorage). */
let settingsOwner: 'guest' | 'player' = 'guest';

function commit(next: CouponState): void {
  coupon.value = next;
  writeItem(COUPON_STORAGE_KEY, serializeCouponState(next));
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(COUPON_CHANGE_EVENT));
}

/** A state with its bets replaced: the type follows, stakes of removed bets go, a placed receipt is put away. */
function withBets(state: CouponState, bets: CouponBet[]): CouponState {
  const keys = new Set(bets.map((bet) => bet.key));
  const amountByBetId = Object.fromEntries(Object.entries(state.amountByBetId).filter(([key]) => keys.has(key)));
  const chosenTypeId = bets.length === 0 ? null : state.chosenTypeId;
  const base = bets.length === 0 ? { ...emptyCoupon(), amount: state.amount, accountId: state.accountId } : state;
  return { ...base, bets, amountByBetId, chosenTypeId, typeId: resolveTypeId(bets.length, chosenTypeId), successCoupon: null, pending: null };
}

/** Loads the coupon and a guest's settings from localStorage (the page's first client render). */
export function loadCoupon(): void {
  coupon.value = parseCouponState(readItem(COUPON_STORAGE_KEY));
  // A logged-in player's saved view (office settings, on <html>) wins over this browser's last choice.
  const saved = readUserPrefs().coefViewId;
  if (saved !== null && isCoefViewId(saved)) writeItem(COEF_VIEW_STORAGE_KEY, String(saved));
  const coefViewId = saved !== null && isCoefViewId(saved) ? saved : parseCoefView(readItem(COEF_VIEW_STORAGE_KEY));
  const body = settingsOwner === 'guest' ? parseCouponSettings(readItem(COUPON_SETTINGS_STORAGE_KEY)) : settingsBody(couponSettings.peek());
  couponSettings.value = { ...body, coefViewId };
}

/** Whether an outcome is in the coupon. */
function hasBet(key: string): boolean {
  return coupon.peek().bets.some((bet) => bet.key === key);
}

/**
 * Adds a bet (replacing the same outcome's older entry); ignored once the coupon holds
 * {@link MAX_COUPON_BETS}. Starting a new coupon puts the last receipt away.
 * @param now when it was added, ms
 * @returns false when the coupon is full
 */
export function addBet(bet: NewBet, now: number = Date.now()): boolean {
  const state = coupon.peek();
  const others = state.bets.filter((b) => b.key !== bet.key);
  if (others.length >= MAX_COUPON_BETS) return false;
  const added: CouponBet = { kind: 0, blockId: 0, isBanker: false, ...bet, addedAt: now };
  delete added.trend;
  commit(withBets(state, [...others, added]));
  return true;
}

/** Removes a bet (spec §4: through the rules of state). */
export function removeBet(key: string): void {
  const state = coupon.peek();
  if (!state.bets.some((bet) => bet.key === key)) return;
  const next = deleteBet(state, key);
  commit(withBets({ ...state, manuallyDeletedBonusBet: next.manuallyDeletedBonusBet }, next.bets));
}

/** Adds or removes a bet (an outcome button's press). */
export function toggleBet(bet: NewBet, on: boolean = !hasBet(bet.key)): void {
  if (on) addBet(bet);
  else removeBet(bet.key);
}

/** Empties the coupon (bets, stakes of bets, promo code, bonus bet mark, receipt); the stake and the account stay. */
export function clearCoupon(): void {
  const state = coupon.peek();
  commit({ ...emptyCoupon(), amount: state.amount, accountId: state.accountId });
}

/** The player chooses a coupon type (kept while the bet count allows it). */
export function chooseType(typeId: CouponTypeId): void {
  const state = coupon.peek();
  if (!typeAllows(typeId, state.bets.length)) return;
  commit({ ...state, chosenTypeId: typeId, typeId, pending: null });
}

/** Sets the coupon's stake (major units, as typed; null = the currency's initial amount). */
export function setAmount(amount: string | null): void {
  commit({ ...coupon.peek(), amount: amountText(amount), pending: null });
}

/** Sets the stake of one bet (conditional, many singles; null = the initial amount). */
export function setBetAmount(key: string, amount: string | null): void {
  const state = coupon.peek();
  const amountByBetId = { ...state.amountByBetId };
  const a = amountText(amount);
  if (a === null) delete amountByBetId[key];
  else amountByBetId[key] = a;
  commit({ ...state, amountByBetId, pending: null });
}

/** Sets the system value k (2..30; the coupon offers 2..offset). */
export function setSystemValue(value: number): void {
  if (!Number.isInteger(value) || value < 2 || value > 30) return;
  commit({ ...coupon.peek(), systemValue: value, pending: null });
}

/** Sets the promo code. */
export function setPromoCode(code: string): void {
  commit({ ...coupon.peek(), promoCode: code.slice(0, 32), pending: null });
}

/**
 * Marks a bet as a banker of a system (spec §3 isActiveSystemBanker: part of every combination)
 * or takes the mark off. Which bets may become bankers is the coupon's call
 * ({@link isBankerDisabled}).
 */
export function setBanker(key: string, isBanker: boolean): void {
  const state = coupon.peek();
  if (!state.bets.some((bet) => bet.key === key && bet.isBanker !== isBanker)) return;
  commit({ ...state, bets: state.bets.map((bet) => (bet.key === key ? { ...bet, isBanker } : bet)), pending: null });
}

/**
 * Spec §3 Bet isDisabledBanker: a bet cannot become a banker when that would leave fewer than 3
 * non-banker bets (a system needs a value 2..offset). A banker can always be released.
 */
export function isBankerDisabled(bets: readonly Pick<CouponBet, 'key' | 'isBanker'>[], key: string): boolean {
  const bet = bets.find((b) => b.key === key);
  if (!bet || bet.isBanker) return false;
  return bets.filter((b) => !b.isBanker).length - 1 < 3;
}

/** Puts a bet in a block of a multi-bet by blocks (0 = A, 1 = B, …, below {@link MAX_BLOCKS}). */
export function setBetBlock(key: string, blockId: number): void {
  if (!Number.isInteger(blockId) || blockId < 0 || blockId >= MAX_BLOCKS) return;
  const state = coupon.peek();
  if (!state.bets.some((bet) => bet.key === key && bet.blockId !== blockId)) return;
  commit({ ...state, bets: state.bets.map((bet) => (bet.key === key ? { ...bet, blockId } : bet)), pending: null });
}

/** Sets the stake of a block (multi-bet by blocks; null = the initial amount). */
export function setBlockAmount(blockId: number, amount: string | null): void {
  if (!Number.isInteger(blockId) || blockId < 0 || blockId >= MAX_BLOCKS) return;
  const state = coupon.peek();
  const amountByBlockId = { ...state.amountByBlockId };
  const a = amountText(amount);
  if (a === null) delete amountByBlockId[String(blockId)];
  else amountByBlockId[String(blockId)] = a;
  commit({ ...state, amountByBlockId, pending: null });
}

/** The blocks of a multi-bet by blocks that hold bets, ascending. */
export function usedBlocks(bets: readonly Pick<CouponBet, 'blockId'>[]): number[] {
  return [...new Set(bets.map((bet) => bet.blockId))].sort((a, b) => a - b);
}

/** Chooses the account to bet from (null = the player's active account). */
export function setAccount(accountId: number | null): void {
  const state = coupon.peek();
  const next = accountId !== null && Number.isSafeInteger(accountId) && accountId > 0 ? accountId : null;
  if (state.accountId === next) return;
  commit({ ...state, accountId: next, pending: null });
}

/** Deletes the express bonus bet (spec §4: marked manually deleted, not added back). */
export function deleteBonusBet(): void {
  const state = coupon.peek();
  const next = deleteBet({ bets: [{ key: BONUS_BET_KEY, isBonusBet: true }], manuallyDeletedBonusBet: state.manuallyDeletedBonusBet }, BONUS_BET_KEY);
  commit({ ...state, manuallyDeletedBonusBet: next.manuallyDeletedBonusBet, pending: null });
}

/**
 * The refId of a submission of the coupon described by `fingerprint` (the request without its
 * refId): the pending one when the coupon is the same (a retry), else a new one.
 */
export function submissionRefId(fingerprint: string): string {
  const state = coupon.peek();
  if (state.pending && state.pending.fingerprint === fingerprint) return state.pending.refId;
  const refId = nanoid();
  commit({ ...state, pending: { refId, fingerprint } });
  return refId;
}

/** Forgets the pending submission (a refusal that the same coupon cannot get past). */
export function dropSubmission(): void {
  const state = coupon.peek();
  if (state.pending) commit({ ...state, pending: null });
}

/** A coupon was placed: its bets leave the coupon, the receipt shows. */
export function couponPlaced(receipt: Receipt): void {
  const state = coupon.peek();
  commit({ ...emptyCoupon(), amount: state.amount, accountId: state.accountId, successCoupon: receipt });
}

/** A newer receipt of the placed coupon (its settled status). */
export function updateReceipt(receipt: Receipt): void {
  const state = coupon.peek();
  if (state.successCoupon?.couponId !== receipt.couponId) return;
  commit({ ...state, successCoupon: receipt });
}

/** Puts the receipt away (a new coupon). */
export function dismissReceipt(): void {
  const state = coupon.peek();
  if (state.successCoupon) commit({ ...state, successCoupon: null });
}

// ---------------------------------------------------------------------------------------------
// Coefficients from live data

/** A bet with a new coefficient: the trend shows the direction of a change, an equal price keeps the last one. */
function withCoef(bet: CouponBet, coef: number): CouponBet {
  const trend = trendOf(bet.coef, coef);
  if (!trend) return bet;
  return { ...bet, coef, trend };
}

/** A coefficient update of one outcome. */
export interface CoefUpdate {
  key: string;
  coef: number;
  /** New locked flag; unchanged when absent. */
  isLocked?: boolean;
}

/** Bets after coefficient updates (each with its trend). */
export function betsWithCoefs(bets: readonly CouponBet[], updates: readonly CoefUpdate[]): CouponBet[] {
  const byKey = new Map(updates.map((u) => [u.key, u]));
  return bets.map((bet) => {
    const update = byKey.get(bet.key);
    if (!update || !isFiniteNumber(update.coef) || update.coef <= 1) return bet;
    const next = withCoef(bet, update.coef);
    return update.isLocked === undefined || update.isLocked === next.isLocked ? next : { ...next, isLocked: update.isLocked };
  });
}

/** Applies coefficient updates to the coupon (a coef_changed answer, live prices). */
export function updateCoefs(updates: readonly CoefUpdate[]): void {
  const state = coupon.peek();
  const bets = betsWithCoefs(state.bets, updates);
  if (bets.every((bet, i) => bet === state.bets[i])) return;
  commit({ ...state, bets, pending: null });
}

/** Replaces the bets with `update(bets)` when it changed any (live data; the type and stakes stay). */
export function updateBets(update: (bets: readonly CouponBet[]) => CouponBet[]): void {
  const state = coupon.peek();
  const bets = update(state.bets);
  if (bets.length === state.bets.length && bets.every((bet, i) => bet === state.bets[i])) return;
  const coefsMoved = bets.some((bet, i) => bet.coef !== state.bets[i]?.coef);
  commit({ ...state, bets, ...(coefsMoved ? { pending: null } : {}) });
}

/** Marks one bet locked or open. */
export function setBetLocked(key: string, isLocked: boolean): void {
  updateBets((bets) => bets.map((bet) => (bet.key === key && bet.isLocked !== isLocked ? { ...bet, isLocked } : bet)));
}

/** 1X2 outcome types of a live message's `main` prices, in their order. */
const MAIN_TYPES: readonly number[] = [TYPE.home, TYPE.draw, TYPE.away];

/**
 * The bets after a live message of the stream (schemas/live-message.ts):
 * - a message of another replay of the game: its bets are locked (that game instance is over);
 * - goal, suspend, finish: the game's bets are locked; kick-off: they become live;
 * - kick-off, resume, odds: the 1X2 bets take the message's prices (with their trend) and open;
 *   other bets of the game cannot be priced from the message: `refetch` asks for the game's detail.
 * @returns the bets (the same objects where nothing changed) and whether to re-fetch the game
 */
export function betsAfterMessage(bets: readonly CouponBet[], message: LiveMessage): { bets: CouponBet[]; refetch: boolean } {
  let refetch = false;
  const priced = message.kind === 'kickoff' || message.kind === 'resume' || message.kind === 'odds';
  const closing = message.kind === 'goal' || message.kind === 'suspend' || message.kind === 'finish';
  const next = bets.map((bet) => {
    if (bet.permanentId !== message.game) return bet;
    if (bet.gameId !== message.id) return bet.isLocked ? bet : { ...bet, isLocked: true };
    let out = bet;
    if (message.kind === 'kickoff' && !out.isLive) out = { ...out, isLive: true };
    if (closing) return out.isLocked ? out : { ...out, isLocked: true };
    if (!priced) return out;
    const index = bet.groupId === GROUP.result ? MAIN_TYPES.indexOf(bet.typeId) : -1;
    const coef = index < 0 || !('main' in message) ? undefined : message.main?.[index];
    if (coef === undefined) {
      refetch = true;
      return out;
    }
    out = withCoef(out, coef);
    return out.isLocked ? { ...out, isLocked: false } : out;
  });
  return { bets: next, refetch };
}

/** The parts of a game detail (`GET /bff-api/feed/game/{id}`) the coupon reads. */
export interface CouponGameDetail {
  game: Pick<GameDetail['game'], 'id' | 'permanentId' | 'status'>;
  groups: readonly { markets: readonly Pick<GameDetail['groups'][number]['markets'][number], 'groupId' | 'typeId' | 'param' | 'coef' | 'isLocked'>[] }[];
}

/**
 * The bets after a re-fetched game detail: each bet of that game takes its market's price (with
 * its trend) and locked flag; a bet whose market is gone, whose game has finished or is another
 * replay is locked. Live follows the game's status.
 */
export function betsAfterDetail(bets: readonly CouponBet[], detail: CouponGameDetail): CouponBet[] {
  const markets = detail.groups.flatMap((g) => g.markets);
  return bets.map((bet) => {
    if (bet.permanentId !== detail.game.permanentId) return bet;
    if (bet.gameId !== detail.game.id || detail.game.status === 'finished') return bet.isLocked ? bet : { ...bet, isLocked: true };
    const market = markets.find((m) => m.groupId === bet.groupId && m.typeId === bet.typeId && (m.param ?? null) === (bet.param ?? null));
    if (!market) return bet.isLocked ? bet : { ...bet, isLocked: true };
    let out = withCoef(bet, market.coef);
    if (out.isLocked !== market.isLocked) out = { ...out, isLocked: market.isLocked };
    if (detail.game.status === 'live' && !out.isLive) out = { ...out, isLive: true };
    return out;
  });
}

/** Removes the bets of a game (drop on score change, spec §3: the score of that game changed). */
export function dropGameBets(permanentId: number): void {
  const state = coupon.peek();
  const bets = state.bets.filter((bet) => bet.permanentId !== permanentId);
  if (bets.length !== state.bets.length) commit(withBets(state, bets));
}

/** Bets of a game that no longer exists (404): locked. */
export function betsOfGoneGame(bets: readonly CouponBet[], permanentId: number): CouponBet[] {
  return bets.map((bet) => (bet.permanentId === permanentId && !bet.isLocked ? { ...bet, isLocked: true } : bet));
}

// ---------------------------------------------------------------------------------------------
// Settings

/** Sets the settings' owner: a logged-in player's come from the server, a guest's from localStorage. */
export function setSettingsOwner(owner: 'guest' | 'player'): void {
  settingsOwner = owner;
  if (owner === 'guest') couponSettings.value = { ...parseCouponSettings(readItem(COUPON_SETTINGS_STORAGE_KEY)), coefViewId: couponSettings.peek().coefViewId };
}

/**
 * Replaces the settings (a server answer, in the API's shape: the coefficient view stays as it
 * is unless `settings` carries one).
 */
export function replaceSettings(settings: CouponSettingsBody | CouponSettingsState): void {
  const coefViewId = 'coefViewId' in settings && isCoefViewId(settings.coefViewId) ? settings.coefViewId : couponSettings.peek().coefViewId;
  const body = settingsBody(settings);
  couponSettings.value = { ...body, coefViewId };
  if (settingsOwner === 'guest') writeItem(COUPON_SETTINGS_STORAGE_KEY, JSON.stringify(body));
}

/**
 * Changes the settings; a guest's are stored at once, a player's are returned for the caller to
 * send (`PUT /web-api/coupon/settings` with {@link settingsBody}).
 */
function patchSettings(patch: Partial<CouponSettingsState>): CouponSettingsState {
  const next = { ...couponSettings.peek(), ...patch };
  replaceSettings(next);
  return next;
}

/**
 * Sets the coefficient view (spec §3 coefViewId; §9 views). Kept in localStorage under its own
 * key for guests and players (the settings API does not carry it); an unknown id is ignored.
 */
export function setCoefView(viewId: number): CouponSettingsState {
  if (!isCoefViewId(viewId)) return couponSettings.peek();
  writeItem(COEF_VIEW_STORAGE_KEY, String(viewId));
  couponSettings.value = { ...couponSettings.peek(), coefViewId: viewId };
  return couponSettings.peek();
}

/** What switching one-click betting did: asked first (nothing changed), switched it, or switched it on and cleared the coupon. */
export type OneClickOutcome = 'ask' | 'enable' | 'enable_and_clear' | 'disable';

/**
 * Switches one-click betting (spec §4 Coupon rules of state, state-rules `enableOneClick`): on
 * with an empty coupon at once; on with bets only once the player confirmed, and then the coupon
 * is cleared; off at once.
 * @param confirmed the player confirmed clearing the coupon
 * @returns what happened; on `'ask'` nothing changed
 */
export function switchOneClick(on: boolean, confirmed = false): { outcome: OneClickOutcome; settings: CouponSettingsState } {
  if (!on) return { outcome: 'disable', settings: patchSettings({ isActiveOneClick: false }) };
  const outcome = enableOneClick({ betCount: coupon.peek().bets.length }, confirmed);
  if (outcome === 'ask') return { outcome, settings: couponSettings.peek() };
  if (outcome === 'enable_and_clear') clearCoupon();
  return { outcome, settings: patchSettings({ isActiveOneClick: true }) };
}

/** Sets drop on score change (spec §4: switching it on turns one-click off). */
export function setDropOnScore(on: boolean): CouponSettingsState {
  const current = couponSettings.peek();
  const next = setDropOnScoreChange({ isDropOnScoreChange: current.isDropOnScoreChange, isActiveOneClick: current.isActiveOneClick }, on);
  return patchSettings(next);
}

/**
 * Sets the one-click stake (major units as the API takes them, `150` or `2.5`; null = the
 * currency's initial amount), of the bonus account when `bonus`. A text that is not such an
 * amount is refused (returns null) so the stored settings always parse.
 */
export function setOneClickAmount(amount: string | null, bonus = false): CouponSettingsState | null {
  const text = amount === null ? null : amount.trim();
  const value = text === null || text === '' ? null : text;
  if (value !== null && !/^\d{1,12}(\.\d{1,3})?$/.test(value)) return null;
  return patchSettings(bonus ? { bonusAccountOneClickAmount: value } : { oneClickAmount: value });
}

// ---------------------------------------------------------------------------------------------
// One-click betting

/** Places a single of one outcome at once (the coupon island's placement while one-click is on). */
export type OneClickPlacer = (bet: NewBet) => void;

let oneClickPlacer: OneClickPlacer | null = null;

/**
 * Registers the placer of one-click bets (the coupon island, while one-click betting is on and the
 * brand allows it); the returned function unregisters it.
 */
export function setOneClickPlacer(placer: OneClickPlacer): () => void {
  oneClickPlacer = placer;
  return () => {
    if (oneClickPlacer === placer) oneClickPlacer = null;
  };
}

/** Whether an outcome button's press places a bet at once. */
export function isOneClickActive(): boolean {
  return oneClickPlacer !== null;
}

/**
 * An outcome button's press: with one-click betting on, the outcome is placed at once as a single
 * (the coupon shows the receipt or the refusal); otherwise the bet is added or removed.
 */
export function pressOutcome(bet: NewBet, on: boolean): void {
  if (oneClickPlacer && on && !bet.isLocked) {
    oneClickPlacer(bet);
    return;
  }
  toggleBet(bet, on);
}

/** Sets the change-of-odds action (spec §3: 0 approve, 1 any change, 2 accept on rise). */
export function setChangeCoefAction(action: ChangeCoefAction): CouponSettingsState {
  return patchSettings({ changeCoefAction: action });
}

// ---------------------------------------------------------------------------------------------
// Page wiring

/**
 * Follows the coupon of other tabs (localStorage `storage` events) until the returned function
 * is called.
 */
export function watchCouponStorage(): () => void {
  if (typeof window === 'undefined') return () => {};
  const onStorage = (event: StorageEvent) => {
    if (event.key === COUPON_STORAGE_KEY) coupon.value = parseCouponState(event.newValue);
    else if (event.key === COUPON_SETTINGS_STORAGE_KEY && settingsOwner === 'guest') couponSettings.value = { ...parseCouponSettings(event.newValue), coefViewId: couponSettings.peek().coefViewId };
    else if (event.key === COEF_VIEW_STORAGE_KEY) couponSettings.value = { ...couponSettings.peek(), coefViewId: parseCoefView(event.newValue) };
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Resets the store and its storage (tests and stories mount several pages in one document). */
export function resetCouponStore(): void {
  removeItem(COUPON_STORAGE_KEY);
  removeItem(COUPON_SETTINGS_STORAGE_KEY);
  removeItem(COEF_VIEW_STORAGE_KEY);
  settingsOwner = 'guest';
  oneClickPlacer = null;
  coupon.value = emptyCoupon();
  couponSettings.value = defaultSettings();
}

// The page's coupon is read once, when the module first loads in the browser.
if (typeof window !== 'undefined') loadCoupon();
