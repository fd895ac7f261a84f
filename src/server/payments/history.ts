/** A player's payment history (spec §3 Payment history entry, team-cash check). */
import { createHash } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { currencies, PAYMENT_STATUS, payments, type PaymentStatus } from '../db/schema.ts';
import { toMajor } from '../../domain/money.ts';

/** A payment history entry (spec §3, team-cash check). */
export interface PaymentHistoryEntry {
  id: number;
  status_id: number;
  message: string;
  /** i18n key of the status text. */
  translate_message: string;
  /** Check code of the receipt: first 16 hex digits of sha256(id, amount, currency, time). */
  skks_hash: string;
  /** Creation time, Unix seconds. */
  timestamp: number;
  /** Last status change, ISO 8601. */
  date_payment: string;
  status_title: string;
  /** Amount in major units; negative for withdrawals. */
  summ: number;
  /** The payment id for deposits, null for withdrawals. */
  money_deposit_id: number | null;
  /** Currency ISO code. */
  currency: string;
}

/**
 * A page of a player's payment history, newest first.
 * @param page 1-based page number; `perPage` 1..100
 */
export async function paymentHistory(
  db: Db,
  playerId: number,
  { page = 1, perPage = 20, direction }: { page?: number; perPage?: number; direction?: 'deposit' | 'withdrawal' } = {},
): Promise<{ entities: PaymentHistoryEntry[]; total_count: number }> {
  const where = and(eq(payments.playerId, playerId), direction ? eq(payments.direction, direction) : undefined);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(payments).where(where);
  const rows = await db
    .select({ payment: payments, currency: currencies })
    .from(payments)
    .innerJoin(currencies, eq(currencies.id, payments.currencyId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const titles: Record<PaymentStatus, string> = { pending: 'Pending', success: 'Success', fail: 'Failed', cancel: 'Cancelled' };
  return {
    total_count: count?.n ?? 0,
    entities: rows.map(({ payment, currency }) => ({
      id: payment.id,
      status_id: PAYMENT_STATUS[payment.status],
      message: payment.message,
      translate_message: `payment_status_${payment.status}`,
      skks_hash: createHash('sha256').update(`${payment.id}:${payment.amount}:${currency.iso}:${payment.createdAt.toISOString()}`).digest('hex').slice(0, 16),
      timestamp: Math.floor(payment.createdAt.getTime() / 1000),
      date_payment: payment.updatedAt.toISOString(),
      status_title: titles[payment.status],
      summ: toMajor(payment.direction === 'withdrawal' ? -payment.amount : payment.amount, currency.exponent),
      money_deposit_id: payment.direction === 'deposit' ? payment.id : null,
      currency: currency.iso,
    })),
  };
}
