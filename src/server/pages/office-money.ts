/**
 * Loaders of the office pages about the profile and money (spec §2 Personal office `account`,
 * `historypay`, `recharge`, `deduce`); the office frame around them is the page renderer's (src/server/pages/office-frame.ts).
 * The resolver sends guests to the login form first; a loader without a player answers 404.
 */
import { eq } from 'drizzle-orm';
import type { OfficeAccount, OfficeAccountPageData, PaymentHistoryPageData, PaymentHistoryRow, PaymentPageData } from '../../domain/pages/office-money.ts';
import { ACCOUNT_TYPE, addableCurrencies, currencyExponent, formatMinor, majorToMinor } from '../../domain/money.ts';
import { queryInteger } from '../../../schemas/primitives.ts';
import { LANGUAGES } from '../../../schemas/language.ts';
import { players, PAYMENT_STATUS, type PaymentStatus } from '../db/schema.ts';
import { db } from '../endpoint.ts';
import { getBalance } from '../ledger/accounts.ts';
import { paymentHistory } from '../payments/history.ts';
import { rechargeAllowed } from '../office/shell.ts';
import { NOT_FOUND, pageData, type PageContext, type PageLoader } from './load.ts';

/** Payments per history page. */
const PAYMENT_HISTORY_PAGE_SIZE = 20;

const STATUS_BY_ID = new Map<number, PaymentStatus>(Object.entries(PAYMENT_STATUS).map(([status, id]) => [id, status as PaymentStatus]));

/** The player's open accounts for the page, in the page's locale. */
async function accountsOf(ctx: PageContext, playerId: number): Promise<OfficeAccount[]> {
  const balance = await getBalance(await db(), playerId, LANGUAGES[ctx.lng].htmlLang);
  return balance.all_accounts.map((a) => ({ id: a.id, type: a.type, iso: a.iso, moneyMinor: a.moneyMinor, labelWithSymbol: a.labelWithSymbol, isActive: a.isActive, isFrozen: a.isFrozen }));
}

/**
 * `office/account`: the page names no player (its islands load the profile and the accounts), so
 * the loader reads nothing of the player and the page is shared between players.
 */
export const loadOfficeAccount: PageLoader<OfficeAccountPageData> = () => pageData({ kind: 'office-account' });

/** `office/historypay?direction=deposit|withdrawal&page=N`: unknown values fall back to both directions and page 1. */
export const loadPaymentHistory: PageLoader<PaymentHistoryPageData> = async (ctx) => {
  if (ctx.playerId === undefined) return NOT_FOUND;
  const database = await db();
  const directionText = ctx.query.get('direction');
  const direction = directionText === 'deposit' || directionText === 'withdrawal' ? directionText : null;
  const pageNumber = queryInteger(1, 10_000).safeParse(ctx.query.get('page') ?? '1');
  const page = pageNumber.success ? pageNumber.data : 1;
  const result = await paymentHistory(database, ctx.playerId, { page, perPage: PAYMENT_HISTORY_PAGE_SIZE, ...(direction ? { direction } : {}) });
  const pages = Math.max(1, Math.ceil(result.total_count / PAYMENT_HISTORY_PAGE_SIZE));
  const href = (d: 'deposit' | 'withdrawal' | null, p: number) => {
    const query = new URLSearchParams();
    if (d) query.set('direction', d);
    if (p > 1) query.set('page', String(p));
    const text = query.toString();
    return `/${ctx.lng}/office/historypay${text ? `?${text}` : ''}`;
  };
  const rows: PaymentHistoryRow[] = result.entities.map((e) => {
    const exponent = currencyExponent(e.currency);
    return {
      id: e.id,
      direction: e.money_deposit_id === null ? 'withdrawal' : 'deposit',
      status: STATUS_BY_ID.get(e.status_id) ?? 'pending',
      amountText: `${formatMinor(majorToMinor(e.summ, exponent), exponent)} ${e.currency}`,
      createdAt: new Date(e.timestamp * 1000).toISOString(),
    };
  });
  return pageData({
    kind: 'payment-history',
    rows,
    total: result.total_count,
    page,
    pages,
    direction,
    filters: ([null, 'deposit', 'withdrawal'] as const).map((d) => ({ direction: d, href: href(d, 1), active: d === direction })),
    previous: page > 1 ? href(direction, Math.min(page - 1, pages)) : null,
    next: page < pages ? href(direction, page + 1) : null,
  });
};

/** The recharge and deduce pages: the accounts payments can use (main and currency accounts). */
function paymentPage(kind: 'recharge' | 'deduce'): PageLoader<PaymentPageData> {
  return async (ctx) => {
    if (ctx.playerId === undefined) return NOT_FOUND;
    const accounts = (await accountsOf(ctx, ctx.playerId)).filter((a) => a.type !== ACCOUNT_TYPE.bonus).map((a) => ({ ...a, exponent: currencyExponent(a.iso) }));
    const database = await db();
    const [player] = await database.select({ id: players.id, banLevel: players.banLevel }).from(players).where(eq(players.id, ctx.playerId));
    if (!player) return NOT_FOUND;
    return pageData({ kind, rechargeAllowed: await rechargeAllowed(database, player), accounts });
  };
}

/** `office/recharge`. */
export const loadRecharge = paymentPage('recharge');
/** `office/deduce` (the resolver lets a banned player in only at the deduce ban level). */
export const loadDeduce = paymentPage('deduce');
