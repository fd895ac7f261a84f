/**
 * Player support in the staff console (item 6; roles `support`, `risk`): the shapes the
 * player search, the player's page and the approvals page show (shared by their loaders in
 * src/server/staff/players.ts and adjustments.ts, the console API and the islands), and the ban
 * levels the console offers (spec §4 Ban). Money is always in minor units with the currency's ISO
 * code and exponent, so the islands format it exactly (src/domain/money.ts).
 */
import type { ManagerCandidate, PersonalManagerView } from '../office/manager.ts';
import type { PlayerBonusView } from '../../../schemas/bonus.ts';
import type { PlayerHistoryEntry } from '../../../schemas/audit.ts';
import { DEDUCE_BAN_LEVEL, DEDUCE_BAN_LEVEL_V1 } from '../player/ban.ts';

/** How the search reads its text: one field, or every field at once (`any`). */
export const PLAYER_SEARCH_FIELDS = ['any', 'id', 'email', 'phone', 'login'] as const;
/** A search field. */
export type PlayerSearchField = (typeof PLAYER_SEARCH_FIELDS)[number];

/**
 * Ban levels the console offers (spec §4 Ban: banned above 0; a banned player may only open the
 * routes allowed when banned, and the withdrawal route only at level 45, or 53 under ban version 1).
 * - `0` not banned (lifts a ban);
 * - `1` banned, no withdrawal;
 * - {@link DEDUCE_BAN_LEVEL} (45) banned, may still withdraw (ban version other than 1);
 * - {@link DEDUCE_BAN_LEVEL_V1} (53) banned, may still withdraw under ban version 1.
 * The API takes any level 0–100 (other levels act as `1`).
 */
export const BAN_LEVEL_CHOICES = [0, 1, DEDUCE_BAN_LEVEL, DEDUCE_BAN_LEVEL_V1] as const;
/** Largest ban level the console sets. */
export const MAX_BAN_LEVEL = 100;
/** Largest ban version the console sets. */
export const MAX_BAN_VERSION = 9;

/** A currency of an amount. */
export interface MoneyUnit {
  /** ISO 4217 code. */
  iso: string;
  /** Minor-unit exponent. */
  exponent: number;
}

/** A player as the search lists it. */
export interface PlayerSummary {
  id: number;
  brandId: string;
  login: string | null;
  email: string | null;
  phone: string | null;
  banLevel: number;
  /** ISO time of the registration. */
  createdAt: string;
}

/** A player's account with its balance. */
interface PlayerAccountView extends MoneyUnit {
  id: number;
  /** Spec §3 account type: 0 main, 4 bonus, 9 extra currency. */
  type: number;
  label: string;
  /** Balance, minor units. */
  balance: number;
  isFrozen: boolean;
  isActive: boolean;
  /** ISO time it was closed, or null while open. */
  closedAt: string | null;
}

/** One posting of a ledger entry on one of the player's accounts. */
interface PlayerLedgerRow extends MoneyUnit {
  /** Posting id. */
  id: number;
  entryId: number;
  kind: string;
  idempotencyKey: string;
  accountId: number;
  /** Signed amount, minor units (credit > 0). */
  amount: number;
  /** ISO time. */
  at: string;
}

/** A coupon of the player. */
interface PlayerCouponRow extends MoneyUnit {
  id: number;
  /** Coupon type id of spec §3 (0 single, 1 express, ...). */
  typeId: number;
  stake: number;
  potentialPayout: number;
  /** Payout once settled, minor units. */
  payout: number | null;
  /** Bet status id of spec §4 (−1 open). */
  statusId: number;
  placedAt: string;
  settledAt: string | null;
}

/** A payment of the player. */
interface PlayerPaymentRow extends MoneyUnit {
  id: number;
  direction: 'deposit' | 'withdrawal';
  provider: string;
  amount: number;
  status: 'pending' | 'success' | 'fail' | 'cancel';
  accountId: number;
  createdAt: string;
  updatedAt: string;
}

/** A session of the player (no token or hash). */
interface PlayerSessionRow {
  /** Position in the list, newest first (1-based); sessions have no public id. */
  n: number;
  createdAt: string;
  lastSeenAt: string;
  absoluteExpiresAt: string;
  revokedAt: string | null;
  /** Not revoked, within its idle and absolute lifetime. */
  live: boolean;
}

/** Adjustment statuses. */
export type AdjustmentStatus = 'pending' | 'applied' | 'rejected';

/** A balance adjustment as the console shows it. */
export interface AdjustmentView extends MoneyUnit {
  id: number;
  playerId: number;
  brandId: string;
  accountId: number;
  /** Signed amount, minor units (credit > 0, debit < 0). */
  amount: number;
  reason: string;
  status: AdjustmentStatus;
  needsApproval: boolean;
  /** Why it needs approval (src/domain/money.ts `ADJUSTMENT_APPROVAL_RULES`); null when applied at once or requested before the rule was kept. */
  approvalRule: import('../money.ts').AdjustmentApprovalRule | null;
  requestedBy: number;
  requestedByEmail: string | null;
  decidedBy: number | null;
  decidedByEmail: string | null;
  decisionReason: string | null;
  /** The ledger entry once applied. */
  entryId: number | null;
  createdAt: string;
  decidedAt: string | null;
}

/** The player's details as the console shows them. */
export interface PlayerDetail {
  player: PlayerSummary & {
    countryCode: string | null;
    registrationType: string;
    activationType: number;
    banVersion: number;
    termsVersion: number;
    totpEnabled: boolean;
    userName: string | null;
  };
  accounts: PlayerAccountView[];
  /** Latest postings first (at most 200). */
  ledger: PlayerLedgerRow[];
  /** Latest first (at most 100). */
  coupons: PlayerCouponRow[];
  /** Latest first (at most 100). */
  payments: PlayerPaymentRow[];
  /** Latest first (at most 50). */
  sessions: PlayerSessionRow[];
  /** Latest first. */
  adjustments: AdjustmentView[];
  /** The player's personal manager (office `manager`), null when none. */
  manager: PersonalManagerView | null;
  /** The player's bonuses, newest first (at most 50; titles in English). */
  bonuses: PlayerBonusView[];
  /** The referral the player registered with (referring player, affiliate link, partner, sub-id), null when none. */
  referral: { referrerId: number | null; reflinkid: string | null; refPartnerId: string | null; subid: string | null } | null;
  /**
   * Staff actions on the player (audit log, key `player:{id}`, latest 100 first), including refused
   * access; null unless the staff member holds `audit.view` on the player's brand.
   */
  history: PlayerHistoryEntry[] | null;
}

/** What the staff member may do on the player's page (the server checks each again). */
interface PlayerPermissions {
  ban: boolean;
  endSessions: boolean;
  adjust: boolean;
  approve: boolean;
  /** Give or take away the personal manager (`players.manager`). */
  manager: boolean;
  /** Cancel a bonus with a reason (`players.bonus`). */
  bonus: boolean;
}

/** The player search page. */
export interface PlayersPageData {
  q: string;
  by: PlayerSearchField;
  /** Null before a search. */
  results: PlayerSummary[] | null;
}

/** The player's page. */
export interface PlayerPageData {
  detail: PlayerDetail;
  can: PlayerPermissions;
  /** The logged-in staff member (to tell their own pending adjustments). */
  staffId: number;
  /** Four-eyes threshold per account currency, minor units (ISO → amount). */
  thresholds: Record<string, number>;
  /** Who may be the player's manager; empty unless `can.manager`. */
  managerCandidates: ManagerCandidate[];
}

/** The approvals page. */
export interface ApprovalsPageData {
  pending: AdjustmentView[];
  staffId: number;
}
