/**
 * Responsible-gaming limits: the pure rules of spec §3 (Limit entity), §4 (Limit states), §5
 * (option lists), §9 (limit types, pending approval 86400 s), and of the regulators the operator
 * follows (UKGC RTS 12 "Financial limits" and RTS 13 "Time-outs and reality checks"; MGA Player
 * Protection Directive):
 *
 * - a new limit, or a decrease of one, applies at once;
 * - an increase or a removal waits 24 hours ({@link PENDING_SECONDS}) as a PENDING change and then
 *   needs the player's confirmation (limit action 1 approve; 0 reject cancels it at any time);
 * - with several limits of one kind (e.g. daily and weekly deposit), every one is checked: the
 *   lowest remaining amount applies ({@link bindingLimit});
 * - self-exclusion (30) and the deposit time-out (33) cannot be cancelled or shortened; a longer
 *   period replaces the current one at once;
 * - money limits count in periods anchored at the moment the limit was first set: the period of an
 *   instant is `[anchor + k·P, anchor + (k+1)·P)`; a decrease or a confirmed increase keeps the
 *   anchor, so what was already spent in the current period still counts.
 *
 * Times are UTC ms on the feed clock (src/server/feed/clock.ts), passed in as `now`.
 */
import { DAY_MS } from '../time.ts';

/** Limit type ids of spec §9. */
export const LIMIT_TYPE = {
  wagerDay: 1, wagerWeek: 2, wagerMonth: 3,
  lossDay: 10, lossWeek: 11, lossMonth: 12,
  depositDay: 20, depositWeek: 21, depositMonth: 22,
  selfExclusion: 30, session: 31, realityCheck: 32, depositTimeout: 33, extra: 37,
} as const;

/** A limit type id. */
export type LimitType = (typeof LIMIT_TYPE)[keyof typeof LIMIT_TYPE];

/** Every limit type id. */
export const LIMIT_TYPES: readonly LimitType[] = Object.values(LIMIT_TYPE);

/** Limit states of spec §4. */
const LIMIT_STATES = ['PENDING', 'ACTIVE', 'INACTIVE'] as const;
/** A limit state. */
export type LimitState = (typeof LIMIT_STATES)[number];

/** Limit actions of spec §4: reject 0, approve 1. */
const LIMIT_ACTION = { reject: 0, approve: 1 } as const;

/** How long an increase or removal waits before it can be confirmed, seconds (spec §9). */
export const PENDING_SECONDS = 86_400;

/** The "no limit" value of a deposit limit (spec §5), major units. */
export const NO_LIMIT_VALUE = 999_999_999;

/** Option lists of spec §5. */
const LIMIT_OPTIONS = {
  /** Self-exclusion, days (360/365, 720/730, … are both offered, as the spec lists them). */
  selfExclusionDays: [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825],
  /** Session limit, whole hours 1..24, or -1 (not set). */
  sessionHours: [-1, ...Array.from({ length: 24 }, (_, i) => i + 1)],
  /** Reality check interval, minutes. */
  realityCheckMinutes: [5, 10, 15, 30, 45, 60],
  /** Deposit time-out, days. */
  timeoutDays: [1, 7, 30],
} as const;

/** What a limit type limits. */
export type LimitKind = 'wager' | 'loss' | 'deposit' | 'exclusion' | 'session' | 'reality' | 'timeout' | 'extra';

/** The kind of a limit type. */
export function limitKind(type: LimitType): LimitKind {
  if (type <= 3) return 'wager';
  if (type <= 12) return 'loss';
  if (type <= 22) return 'deposit';
  if (type === 30) return 'exclusion';
  if (type === 31) return 'session';
  if (type === 32) return 'reality';
  if (type === 33) return 'timeout';
  return 'extra';
}

/** True for a money limit (wagering, loss, deposit): value in minor units of a currency, counted per period. */
export function isMoneyLimit(type: LimitType): boolean {
  const kind = limitKind(type);
  return kind === 'wager' || kind === 'loss' || kind === 'deposit';
}

/** True for a limit that runs for a fixed number of days and cannot be cancelled (30, 33). */
function isFixedTerm(type: LimitType): boolean {
  return type === LIMIT_TYPE.selfExclusion || type === LIMIT_TYPE.depositTimeout;
}

/** Period of a money limit, ms: 24 h, 7 days or 30 days by the last digit of the type (x0/1/2 or 1/2/3). */
export function periodMs(type: LimitType): number {
  const index = limitKind(type) === 'wager' ? type - 1 : type % 10;
  return [DAY_MS, 7 * DAY_MS, 30 * DAY_MS][index]!;
}

/** Unit of a limit's value as the API reports it (`measure`): the currency code for money. */
export function measureOf(type: LimitType, currencyIso: string): string {
  if (isMoneyLimit(type)) return currencyIso;
  return { exclusion: 'days', timeout: 'days', session: 'hours', reality: 'minutes', extra: 'none' }[limitKind(type) as 'exclusion'];
}

/** The values offered for a type (spec §5), or null for a money limit (any amount up to {@link NO_LIMIT_VALUE}). */
export function availableValues(type: LimitType): readonly number[] | null {
  switch (limitKind(type)) {
    case 'exclusion': return LIMIT_OPTIONS.selfExclusionDays;
    case 'session': return LIMIT_OPTIONS.sessionHours;
    case 'reality': return LIMIT_OPTIONS.realityCheckMinutes;
    case 'timeout': return LIMIT_OPTIONS.timeoutDays;
    default: return null;
  }
}

/**
 * Limit types a player may set on this portal. Type 37 ("extra") is listed by spec §9 without
 * saying what it limits, so it is recognised but not offered (setting it is refused as not available).
 */
export const OFFERED_LIMIT_TYPES: readonly LimitType[] = LIMIT_TYPES.filter((t) => t !== LIMIT_TYPE.extra);

/** Why a limit value is refused (the field is named by the caller). */
export type ValueProblem = 'not_offered' | 'not_in_list' | 'not_positive' | 'too_large';

/**
 * Checks a requested value (major units for money, else the unit of {@link measureOf}).
 * `-1` (session) and {@link NO_LIMIT_VALUE} (money) mean "no limit": a removal.
 */
export function valueProblem(type: LimitType, value: number): ValueProblem | null {
  if (!OFFERED_LIMIT_TYPES.includes(type)) return 'not_offered';
  const list = availableValues(type);
  if (list) return list.includes(value) ? null : 'not_in_list';
  if (!Number.isFinite(value) || value <= 0) return 'not_positive';
  if (value > NO_LIMIT_VALUE) return 'too_large';
  return null;
}

/** True when a value means "no limit" (a removal of the limit). */
export function isNoLimit(type: LimitType, value: number): boolean {
  return (isMoneyLimit(type) && value === NO_LIMIT_VALUE) || (type === LIMIT_TYPE.session && value === -1);
}

/** A stored limit row as the rules see it (value: minor units for money, else its measure; null: a pending removal). */
export interface LimitRecord {
  id: number;
  type: LimitType;
  state: LimitState;
  value: number | null;
  /** ACTIVE: period anchor (money) or start; PENDING: when the change was asked. */
  startedAt: number;
  /** Fixed-term limits: when they end. */
  endsAt: number | null;
}

/** What setting a value does to the player's limits of that type. */
export type SetDecision =
  | { kind: 'create'; value: number; startedAt: number; endsAt: number | null }
  | { kind: 'replace'; value: number; startedAt: number; endsAt: number | null }
  | { kind: 'pending'; value: number | null }
  | { kind: 'unchanged' }
  | { kind: 'refused'; reason: 'cannot_shorten' | 'cannot_cancel' };

/** Ms of a fixed-term limit of `value` days. */
function termMs(value: number): number {
  return value * DAY_MS;
}

/**
 * The effective state of a row at `now`: an ACTIVE fixed-term limit past its end is INACTIVE.
 */
export function effectiveState(row: LimitRecord, now: number): LimitState {
  if (row.state === 'ACTIVE' && row.endsAt !== null && now >= row.endsAt) return 'INACTIVE';
  return row.state;
}

/**
 * Decides what a request to set `value` (already in the stored unit: minor units for money; null
 * for "no limit") does, given the current ACTIVE row of the type (if any, effective at `now`).
 * - no active limit: a new limit at once ("no limit" changes nothing);
 * - fixed-term (30, 33): a period ending later replaces it at once; one ending earlier, or a
 *   removal, is refused (cannot be cancelled);
 * - otherwise a lower value replaces it at once (the period anchor kept), the same value changes
 *   nothing, a higher value or a removal becomes a PENDING change.
 */
export function decideSet(type: LimitType, value: number | null, active: LimitRecord | undefined, now: number): SetDecision {
  const live = active && effectiveState(active, now) === 'ACTIVE' ? active : undefined;
  if (isFixedTerm(type)) {
    if (value === null) return { kind: 'refused', reason: 'cannot_cancel' };
    const endsAt = now + termMs(value);
    if (!live) return { kind: 'create', value, startedAt: now, endsAt };
    if (endsAt <= live.endsAt!) return { kind: 'refused', reason: 'cannot_shorten' };
    return { kind: 'replace', value, startedAt: now, endsAt };
  }
  if (!live) return value === null ? { kind: 'unchanged' } : { kind: 'create', value, startedAt: now, endsAt: null };
  if (value === null) return { kind: 'pending', value: null };
  if (value === live.value) return { kind: 'unchanged' };
  if (value < live.value!) return { kind: 'replace', value, startedAt: live.startedAt, endsAt: null };
  return { kind: 'pending', value };
}

/** When a pending change may be confirmed: asked + 86400 s (spec §4 "deadline of start plus 86400 s"). */
export function approvableAt(pending: LimitRecord): number {
  return pending.startedAt + PENDING_SECONDS * 1000;
}

/** What a limit action (spec §4: 0 reject, 1 approve) on a PENDING change does. */
export type ActionDecision =
  | { kind: 'apply'; value: number | null }
  | { kind: 'cancel' }
  | { kind: 'refused'; reason: 'not_pending' | 'too_early' };

/** Decides a limit action on a row: reject cancels a pending change at any time; approve applies it from {@link approvableAt} on. */
export function decideAction(row: LimitRecord, action: 0 | 1, now: number): ActionDecision {
  if (row.state !== 'PENDING') return { kind: 'refused', reason: 'not_pending' };
  if (action === LIMIT_ACTION.reject) return { kind: 'cancel' };
  if (now < approvableAt(row)) return { kind: 'refused', reason: 'too_early' };
  return { kind: 'apply', value: row.value };
}

/** What deleting a limit row does (spec §4: 30 and 33 cannot be cancelled; a PENDING change can). */
export type DeleteDecision = { kind: 'cancel' } | { kind: 'pending_removal' } | { kind: 'refused'; reason: 'cannot_cancel' | 'not_active' };

/** Decides DELETE of a row: a pending change is cancelled at once; an active limit becomes a pending removal; 30/33 are refused. */
export function decideDelete(row: LimitRecord, now: number): DeleteDecision {
  const state = effectiveState(row, now);
  if (state === 'PENDING') return { kind: 'cancel' };
  if (state !== 'ACTIVE') return { kind: 'refused', reason: 'not_active' };
  if (isFixedTerm(row.type)) return { kind: 'refused', reason: 'cannot_cancel' };
  return { kind: 'pending_removal' };
}

/** The current period of a money limit anchored at `anchor`: `[start, end)` holding `now`. */
export function currentPeriod(type: LimitType, anchor: number, now: number): { start: number; end: number } {
  const p = periodMs(type);
  const k = Math.max(0, Math.floor((now - anchor) / p));
  return { start: anchor + k * p, end: anchor + (k + 1) * p };
}

/** A money limit with what was used of it in its current period, minor units. */
export interface LimitUse {
  type: LimitType;
  value: number;
  used: number;
}

/** Remaining amount of a limit, minor units (never below 0). */
function remaining(use: LimitUse): number {
  return Math.max(0, use.value - use.used);
}

/**
 * The limit that binds `amount` (minor units), or null when every limit lets it through: of the
 * limits `amount` would pass, the one with the lowest remaining amount ("the lowest applies").
 */
export function bindingLimit(uses: readonly LimitUse[], amount: number): LimitUse | null {
  const passed = uses.filter((u) => u.used + amount > u.value);
  if (passed.length === 0) return null;
  return passed.reduce((a, b) => (remaining(b) < remaining(a) ? b : a));
}

/** Reality check: due when `interval` minutes have passed since the session started or the last "continue". */
export function realityCheckDue(lastCheckAt: number, intervalMinutes: number, now: number): boolean {
  return now >= lastCheckAt + intervalMinutes * 60_000;
}

/**
 * The facts of a limit refusal raised by the database (`rg_limit:{json}` of src/server/db/functions/rg_spend.sql),
 * as every limit refusal's `meta` carries them: amounts in MAJOR units of the limit's currency, the
 * unit `GET …/limits` answers in (e.g. 20 for 20.00 RUB).
 */
export interface LimitRefusalFacts {
  limitType: LimitType;
  /** Left in the period, major units (0 during a self-exclusion or time-out). */
  limitBalance?: number;
  /** The limit, major units. */
  limitValue?: number;
  /** When the period, self-exclusion or time-out ends, ISO 8601. */
  endsAt?: string;
  /** Currency id of the limit. */
  currencyId?: number;
}

/**
 * Reads the facts of a database limit refusal out of its message, or null when it is not one.
 * The database states amounts in minor units with the currency's `exponent`; they are returned in
 * major units (an amount without an exponent is left out rather than given in the wrong unit).
 */
export function parseLimitRefusal(message: string): LimitRefusalFacts | null {
  const at = message.indexOf('rg_limit:');
  if (at < 0) return null;
  const rest = message.slice(at + 'rg_limit:'.length);
  const end = rest.indexOf('}');
  if (end < 0) return null;
  try {
    const facts = JSON.parse(rest.slice(0, end + 1)) as Record<string, unknown>;
    if (typeof facts.limitType !== 'number' || !LIMIT_TYPES.includes(facts.limitType as LimitType)) return null;
    const endsAt = typeof facts.endsAt === 'string' ? new Date(facts.endsAt) : null;
    const exponent = typeof facts.exponent === 'number' && Number.isInteger(facts.exponent) ? facts.exponent : null;
    // 0 is 0 in any unit (the balance left during a self-exclusion or time-out).
    const major = (minor: unknown) => (typeof minor !== 'number' ? undefined : minor === 0 ? 0 : exponent === null ? undefined : minor / 10 ** exponent);
    const limitBalance = major(facts.limitBalance);
    const limitValue = major(facts.limitValue);
    return {
      limitType: facts.limitType as LimitType,
      ...(limitBalance !== undefined ? { limitBalance } : {}),
      ...(limitValue !== undefined ? { limitValue } : {}),
      ...(endsAt && !Number.isNaN(endsAt.getTime()) ? { endsAt: endsAt.toISOString() } : {}),
      ...(typeof facts.currencyId === 'number' ? { currencyId: facts.currencyId } : {}),
    };
  } catch {
    return null;
  }
}

/** The i18n key of a refusal: by the kind of the limit that refused the movement. */
export function refusalKey(type: LimitType): string {
  switch (limitKind(type)) {
    case 'exclusion': return 'responsible_gaming_refused_self_excluded';
    case 'timeout': return 'responsible_gaming_refused_timeout';
    case 'deposit': return 'responsible_gaming_refused_deposit';
    case 'loss': return 'responsible_gaming_refused_loss';
    default: return 'responsible_gaming_refused_wager';
  }
}

/** Self-exclusion reasons (GET reasons/selfexclude), ids with their i18n keys. */
export const SELF_EXCLUSION_REASONS: readonly { id: number; key: string }[] = [
  { id: 1, key: 'rg_reason_money' },
  { id: 2, key: 'rg_reason_time' },
  { id: 3, key: 'rg_reason_break' },
  { id: 4, key: 'rg_reason_other' },
];
