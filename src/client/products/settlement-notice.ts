/**
 * The notice a player gets when a lotto ticket, toto coupon or virtual sports bet of theirs is
 * settled (the player's stream, src/client/auth/session.ts `PRODUCT_SETTLED_EVENT`). The header's
 * AuthPanel, on every page of a logged-in player, pushes it to the notifications region (spec §9:
 * a default notice, closing by itself after 10000 ms).
 */
import type { TFunction } from 'i18next';
import type { ProductSettledDetail } from '../auth/session.ts';
import { BET_STATUS } from '../../domain/coupon/types.ts';
import type { Notice } from '../shell/notifications.ts';

/** Dictionary keys of the notice. */
export const SETTLEMENT_NOTICE_KEYS = [
  'product_ticket_lotto', 'product_ticket_toto', 'product_ticket_virtual', 'product_settled_won', 'product_settled_lost', 'product_settled_returned',
] as const;

/** Which sentence a settled status takes: won (any payout above a return), returned, or lost. */
export function settledOutcome(statusId: number, payoutMinor: number): 'won' | 'lost' | 'returned' {
  if (statusId === BET_STATUS.return || statusId === BET_STATUS.forcedReturn) return 'returned';
  return payoutMinor > 0 ? 'won' : 'lost';
}

/**
 * The notice of a settled ticket; its id is `{kind}:{id}`, so the same settlement reported twice
 * (a reconnected stream) shows once.
 * @param t the island's translation function over {@link SETTLEMENT_NOTICE_KEYS}
 */
export function settlementNotice(detail: ProductSettledDetail, t: TFunction): Notice {
  const ticket = t(`product_ticket_${detail.kind}`, { id: detail.id });
  return { id: `${detail.kind}:${detail.id}`, kind: 'default', text: t(`product_settled_${settledOutcome(detail.statusId, detail.payoutMinor)}`, { ticket }) };
}
