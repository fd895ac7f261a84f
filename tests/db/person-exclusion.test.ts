/**
 * Exclusion is per person and reaches every session (src/server/responsible/person.ts,
 * drizzle/0044 rg_person_players and rg_spend), on PGlite and PostgreSQL. The same person has a
 * player row on brand main (A) and on brand vip (B), linked by the same VERIFIED e-mail; a
 * self-exclusion, a time-out or a staff ban set on A stops B's already open casino session and a
 * coupon placement on B, and ends B's player and game sessions. A player with the same e-mail that
 * is not verified, and another person, are not affected. Deposits are checked against every limit
 * before the provider is called (`checkDeposit`), and limit refusals state amounts in major units.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import mainBrand from '../../brands/main/brand.json' with { type: 'json' };
import vipBrand from '../../brands/vip/brand.json' with { type: 'json' };
import { brandSchema } from '../../schemas/brand.ts';
import type { PlaceCouponRequest } from '../../schemas/coupon-api.ts';
import { engines, type TestDatabase } from '../helpers/db.ts';
import { bettingDatabase } from '../helpers/betting.ts';
import { listGames, marketsAt, type Feed } from '../../src/server/feed/service.ts';
import { placeCoupon } from '../../src/server/bets/place.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { createTestProvider, type PaymentProvider } from '../../src/server/payments/provider.ts';
import { checkDeposit, deposit } from '../../src/server/payments/create.ts';
import { casinoSessions, payments, players, rgLimits, staff, testProviderPayments, verificationDocuments } from '../../src/server/db/schema.ts';
import { setLimits } from '../../src/server/responsible/service.ts';
import { lockPerson, samePersonIds } from '../../src/server/responsible/person.ts';
import { createSession } from '../../src/server/auth/sessions.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { walletBet } from '../../src/server/casino/wallet.ts';
import { banPlayer } from '../../src/server/staff/players.ts';
import type { StaffPrincipal } from '../../src/server/staff/sessions.ts';
import { AppError } from '../../src/server/errors.ts';
import { GROUP, TYPE } from '../../src/domain/feed/odds-model.ts';
import { tFor } from '../../src/i18n/index.ts';
import { DEFAULT_SPORTS_PRICING as PRICING } from '../../schemas/sports-pricing.ts';

const ENGINES = await engines();
const brandOf = (json: unknown) => {
  const parsed = brandSchema.parse(json);
  return { features: parsed.features, siteConfig: parsed.siteConfig!, sportsPricing: parsed.sportsPricing };
};
const MAIN = brandOf(mainBrand);
const VIP = brandOf(vipBrand);
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const P = 'betportal-games';
const t = tFor('main', 'en');

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** A player row on one brand with its funded main account, a player session and an open casino session. */
interface Row {
  playerId: number;
  accountId: number;
  brandId: 'main' | 'vip';
  sessionToken: string;
  gameToken: string;
}

describe.each(ENGINES)('exclusion per person on %s', (kind) => {
  let db: TestDatabase;
  let feed: Feed;
  let gameId: number;
  let n = 0;

  /**
   * A player of `brandId` (RUB on main, EUR on vip: the brands' currencies) with `email` and
   * activation type `activation` (1: e-mail verified, 0: not), 500.00 deposited, a player session
   * and an open casino session of the dice game.
   */
  async function row(brandId: 'main' | 'vip', email: string, activation: number): Promise<Row> {
    const playerId = await createPlayer(db.db, brandId, brandId === 'main' ? 'RUB' : 'EUR');
    await db.db.update(players).set({ email, activationType: activation }).where(eq(players.id, playerId));
    const { main } = await playerAccountIds(db.db, playerId);
    await deposit(db.db, { playerId, accountId: main, amountMinor: 50_000, providerId: 'test', idempotencyKey: `px-${kind}-${playerId}-seed`, now: NOW });
    const { token: sessionToken } = await createSession(db.db, playerId, brandId, false);
    const { token: gameToken } = await openGameSession(db.db, { playerId, brandId, gameId, accountId: main, country: null, now: NOW });
    return { playerId, accountId: main, brandId, sessionToken, gameToken };
  }

  /**
   * A person (A on main and B on vip, the same verified e-mail), a main row whose e-mail is also
   * on a vip row that did not verify it (not linked), and a stranger on vip.
   */
  async function person() {
    const email = `person-${kind}-${++n}@example.com`;
    const a = await row('main', email, 1);
    const b = await row('vip', email, 1);
    // Same e-mail as a verified main row, but NOT verified on vip: not linked.
    const otherEmail = `unverified-${kind}-${n}@example.com`;
    const verifiedElsewhere = await row('main', otherEmail, 1);
    const unverified = await row('vip', otherEmail, 0);
    // Another person altogether.
    const stranger = await row('vip', `stranger-${kind}-${n}@example.com`, 1);
    return { a, b, verifiedElsewhere, unverified, stranger };
  }

  /** A wallet bet of 10.00 from the row's open casino session. */
  const bet = (r: Row, uuid: string, now = NOW + 60_000) =>
    walletBet(db.db, P, { request_uuid: `r-${uuid}`, transaction_uuid: `${kind}-${uuid}`, token: r.gameToken, user: String(r.playerId), round: `round-${uuid}`, round_closed: false, game_code: 'dice', currency: r.brandId === 'main' ? 'RUB' : 'EUR', amount: 1_000 }, now);

  /** A single of 10.00 on a line game's home win, placed on the row's brand. */
  const place = (r: Row, now = NOW + 60_000) => {
    const game = listGames(feed, 'line', now, PRICING, { limit: 10 })[0]!;
    const match = feed.byId.get(game.permanentId)!;
    const market = marketsAt(feed, match, now, game.start * 1000, PRICING).find((m) => m.groupId === GROUP.result && m.typeId === TYPE.home)!;
    const request: PlaceCouponRequest = { refId: `px-${kind}-${++n}-coupon`, typeId: 0, accountId: r.accountId, amount: '10', changeCoefAction: 1, bets: [{ key: `${game.permanentId}:${GROUP.result}:${TYPE.home}:`, gameId: game.id, coef: market.coef }] };
    return placeCoupon(db.db, { playerId: r.playerId, brand: r.brandId === 'main' ? MAIN : VIP, feed, now }, request);
  };

  const liveSessions = async (r: Row) =>
    (await db.db.execute(sql`select count(*)::int as n from sessions where player_id = ${r.playerId} and revoked_at is null`) as unknown as { rows: { n: number }[] }).rows[0]!.n;
  const openGames = async (r: Row, at = NOW + 60_000) =>
    (await db.db.execute(sql`select count(*)::int as n from casino_sessions where player_id = ${r.playerId} and expires_at > ${new Date(at).toISOString()}::timestamptz`) as unknown as { rows: { n: number }[] }).rows[0]!.n;

  /** The row's game sessions made valid again by data: a session the exclusion did not reach (the refusal must come from rg_spend). */
  const reopenGames = (r: Row) => db.db.update(casinoSessions).set({ expiresAt: new Date(NOW + 3_600_000) }).where(eq(casinoSessions.playerId, r.playerId));

  /** Every unlinked row still bets, places coupons and keeps its sessions. */
  async function unaffected(...rows: Row[]) {
    for (const r of rows) {
      expect(await liveSessions(r), `player ${r.playerId} keeps its player session`).toBe(1);
      expect(await openGames(r), `player ${r.playerId} keeps its game session`).toBe(1);
      expect((await bet(r, `free-${r.playerId}-${++n}`)).status).toBe('RS_OK');
      await place(r);
    }
  }

  beforeAll(async () => {
    ({ t: db, feed } = await bettingDatabase(kind, NOW, [], 'px'));
    const rows = (await db.db.execute(sql`select id from casino_games where code = 'dice'`)) as unknown as { rows: { id: string }[] };
    gameId = Number(rows.rows[0]!.id);
  }, 120_000);
  afterAll(() => db.dispose());

  it('links rows by verified e-mail only: not an unverified one, not another person', async () => {
    const { a, b, verifiedElsewhere, unverified, stranger } = await person();
    expect(await samePersonIds(db.db, b.playerId)).toEqual([a.playerId, b.playerId]);
    expect(await samePersonIds(db.db, unverified.playerId)).toEqual([unverified.playerId]);
    expect(await samePersonIds(db.db, verifiedElsewhere.playerId)).toEqual([verifiedElsewhere.playerId]);
    expect(await samePersonIds(db.db, stranger.playerId)).toEqual([stranger.playerId]);
  });

  it('links by verified phone and by the same approved identity document, transitively; a pending document or unverified phone links nothing', async () => {
    const tag = `${kind}-${++n}`;
    const make = async (brandId: 'main' | 'vip', fields: { email?: string; phone?: string; activationType: number }) => {
      const id = await createPlayer(db.db, brandId, brandId === 'main' ? 'RUB' : 'EUR');
      await db.db.update(players).set(fields).where(eq(players.id, id));
      return id;
    };
    const phone = `+7900${kind === 'pg' ? 1 : 2}${String(n).padStart(5, '0')}`;
    // A (main) ~ B (vip) by the verified e-mail; B ~ C (main) by the verified phone: A, B, C are one person.
    const a = await make('main', { email: `chain-${tag}@example.com`, activationType: 1 });
    const b = await make('vip', { email: `chain-${tag}@example.com`, phone, activationType: 2 });
    const c = await make('main', { phone, activationType: 3 });
    // The same phone, not verified (activation 1: e-mail only): not linked.
    const d = await make('vip', { email: `d-${tag}@example.com`, activationType: 1 });
    await db.db.update(players).set({ phone: `${phone}9` }).where(eq(players.id, d));
    const e = await make('main', { phone: `${phone}9`, activationType: 3 });
    expect(await samePersonIds(db.db, a)).toEqual([a, b, c]);
    expect(await samePersonIds(db.db, c)).toEqual([a, b, c]);
    expect(await samePersonIds(db.db, e)).toEqual([e]);
    // The same approved passport file links an otherwise unverified row; a pending one does not.
    const document = (playerId: number, brandId: string, status: 'approved' | 'pending', sha256: string) => db.db.insert(verificationDocuments).values({
      playerId, brandId, documentType: 'passport', contentType: 'image/png', sizeBytes: 1000, sha256, storageKey: `doc-${tag}-${playerId}-${status}`,
      status, reviewedAt: status === 'pending' ? null : new Date(NOW),
    });
    const sha = `${tag}`.padEnd(64, '0');
    const f = await make('vip', { activationType: 0 });
    await document(a, 'main', 'approved', sha);
    await document(f, 'vip', 'approved', sha);
    const g = await make('vip', { activationType: 0 });
    await document(g, 'vip', 'pending', sha);
    expect(await samePersonIds(db.db, f)).toEqual([a, b, c, f]);
    expect(await samePersonIds(db.db, g)).toEqual([g]);
  });

  it('a self-exclusion on main stops the open casino session and coupons on vip and ends every session of the person there', async () => {
    const { a, b, verifiedElsewhere, unverified, stranger } = await person();
    expect((await bet(b, `se-before-${b.playerId}`)).status).toBe('RS_OK');
    const before = await accountBalance(db.db, b.accountId);
    await setLimits(db.db, a.playerId, [{ limitType: 30, limitValue: 7 }], NOW + 30_000, t);
    // B's player session and casino session ended with the exclusion.
    expect(await liveSessions(b)).toBe(0);
    expect(await openGames(b)).toBe(0);
    // The open session's next bet is refused and moves nothing; the refused bet does not revive it.
    expect((await bet(b, `se-1-${b.playerId}`)).status).toBe('RS_ERROR_TOKEN_EXPIRED');
    expect(await openGames(b)).toBe(0);
    // A session the ending did not reach (e.g. one opened in a race): rg_spend refuses in the bet's statement.
    await reopenGames(b);
    for (let i = 0; i < 5; i++) expect((await bet(b, `se-2-${b.playerId}-${i}`)).status).toBe('RS_ERROR_USER_DISABLED');
    const coupon = await refusal(place(b));
    expect(coupon.code).toBe('limit_reached');
    expect(coupon.extra).toMatchObject({ limitType: 30, limitBalance: 0 });
    expect(await accountBalance(db.db, b.accountId)).toBe(before);
    await unaffected(verifiedElsewhere, unverified, stranger);
  });

  it('a time-out on main stops bets, coupons and deposits on vip and ends the person\'s other sessions', async () => {
    const { a, b, verifiedElsewhere, unverified, stranger } = await person();
    const before = await accountBalance(db.db, b.accountId);
    await setLimits(db.db, a.playerId, [{ limitType: 33, limitValue: 1 }], NOW + 30_000, t);
    expect(await liveSessions(b)).toBe(0);
    expect(await openGames(b)).toBe(0);
    await reopenGames(b);
    expect((await bet(b, `to-1-${b.playerId}`)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await refusal(place(b))).extra).toMatchObject({ limitType: 33 });
    // A time-out is a break from gambling: A's own bets stop too, not only deposits.
    await reopenGames(a);
    expect((await bet(a, `to-2-${a.playerId}`)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await refusal(place(a))).extra).toMatchObject({ limitType: 33 });
    expect((await refusal(checkDeposit(db.db, { playerId: b.playerId, accountId: b.accountId, amountMinor: 100, providerId: 'test', now: NOW + 60_000 }))).extra).toMatchObject({ limitType: 33 });
    expect(await accountBalance(db.db, b.accountId)).toBe(before);
    await unaffected(verifiedElsewhere, unverified, stranger);
    // After the day, the person plays again.
    expect((await place(b, NOW + 2 * 86_400_000)).couponId).toBeGreaterThan(0);
  });

  it('a staff ban on main stops bets, coupons and deposits on vip and ends every session of the person', async () => {
    const { a, b, verifiedElsewhere, unverified, stranger } = await person();
    const [member] = await db.db.insert(staff).values({ email: `risk-${kind}-${n}@console.test`, name: 'risk' }).returning({ id: staff.id });
    const actor: StaffPrincipal = { id: member!.id, email: 'risk@console.test', name: 'risk', grants: [{ brandId: '*', role: 'risk' }], sessionId: `s-${n}` };
    const before = await accountBalance(db.db, b.accountId);
    await banPlayer(db.db, { actor, clientAddress: '203.0.113.7', reason: 'multi-accounting' }, a.playerId, { banLevel: 5 }, NOW + 30_000);
    for (const r of [a, b]) {
      expect(await liveSessions(r)).toBe(0);
      expect(await openGames(r)).toBe(0);
    }
    await reopenGames(b);
    expect((await bet(b, `ban-1-${b.playerId}`)).status).toBe('RS_ERROR_USER_DISABLED');
    expect((await refusal(place(b))).code).toBe('player_banned');
    expect((await refusal(checkDeposit(db.db, { playerId: b.playerId, accountId: b.accountId, amountMinor: 100, providerId: 'test', now: NOW + 60_000 }))).code).toBe('player_banned');
    expect(await accountBalance(db.db, b.accountId)).toBe(before);
    await unaffected(verifiedElsewhere, unverified, stranger);
    // Lifting the ban lets the person play again.
    await banPlayer(db.db, { actor, clientAddress: '203.0.113.7', reason: 'cleared' }, a.playerId, { banLevel: 0 }, NOW + 40_000);
    await place(b);
  });

  it('an exclusion being written on main holds a bet on vip until it commits, and the bet is then refused', async () => {
    const { a, b } = await person();
    const before = await accountBalance(db.db, b.accountId);
    let locked!: () => void;
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    let commit!: () => void;
    const mayCommit = new Promise<void>((resolve) => (commit = resolve));
    // The exclusion as the limit service writes it: the person's locks, then the row; committed later.
    const excluding = db.db.transaction(async (tx) => {
      expect(await lockPerson(tx, a.playerId)).toEqual([a.playerId, b.playerId]);
      await tx.insert(rgLimits).values({ playerId: a.playerId, limitType: 30, state: 'ACTIVE', value: 7, startedAt: new Date(NOW), endsAt: new Date(NOW + 7 * 86_400_000) });
      locked();
      await mayCommit;
    });
    await isLocked;
    const betting = bet(b, `race-${b.playerId}`);
    if (kind === 'pg') {
      // The bet's statement waits on B's lock 'rg:{B}' (held by the exclusion) before it may commit.
      for (let i = 0; i < 200; i++) {
        const waiting = (await db.db.execute(sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted`)) as unknown as { rows: { n: number }[] };
        if (waiting.rows[0]!.n > 0) break;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
    commit();
    await excluding;
    expect((await betting).status).toBe('RS_ERROR_USER_DISABLED');
    expect(await accountBalance(db.db, b.accountId)).toBe(before);
  });

  it('a deposit over a deposit limit or the balance limit is refused before the provider: no payment, nothing sent', async () => {
    const started: number[] = [];
    const real = createTestProvider(db.db);
    const recording: PaymentProvider = { ...real, start: async (request) => (started.push(request.paymentId), real.start(request)) };
    const providers = { test: recording };
    const playerId = await createPlayer(db.db, 'main', 'RUB');
    const { main } = await playerAccountIds(db.db, playerId);
    await setLimits(db.db, playerId, [{ limitType: 20, limitValue: 50 }], NOW, t);
    await deposit(db.db, { playerId, accountId: main, amountMinor: 3_000, providerId: 'test', idempotencyKey: `px-${kind}-lim-0`, now: NOW }, { providers });
    expect(started).toHaveLength(1);
    const payments0 = (await db.db.select({ id: payments.id }).from(payments).where(eq(payments.playerId, playerId))).map((p) => p.id);

    // Over the daily deposit limit (30 of 50 used): refused in major units, before any provider call.
    const limit = await refusal(checkDeposit(db.db, { playerId, accountId: main, amountMinor: 2_100, providerId: 'test', now: NOW + 60_000 }, providers));
    expect(limit.code).toBe('limit_reached');
    expect(limit.extra).toMatchObject({ limitType: 20, limitValue: 50, limitBalance: 20, i18nKey: 'responsible_gaming_refused_deposit' });
    // Within it: accepted, and still nothing recorded (the check rolls back).
    await checkDeposit(db.db, { playerId, accountId: main, amountMinor: 2_000, providerId: 'test', now: NOW + 60_000 }, providers);
    const recorded = (await db.db.execute(sql`select count(*)::int as n from rg_activity where player_id = ${playerId}`)) as unknown as { rows: { n: number }[] };
    expect(recorded.rows[0]!.n).toBe(1);

    // Over the currency's maximum balance.
    const [saved] = ((await db.db.execute(sql`select max_deposit::text as d, max_balance::text as b from currencies where iso = 'RUB'`)) as unknown as { rows: { d: string; b: string }[] }).rows;
    await db.db.execute(sql`update currencies set max_deposit = 10000, max_balance = 10000 where iso = 'RUB'`);
    try {
      const balance = await refusal(checkDeposit(db.db, { playerId, accountId: main, amountMinor: 7_001, providerId: 'test', now: NOW + 60_000 }, providers));
      expect(balance.code).toBe('balance_limit');
      expect(balance.extra).toMatchObject({ max: '100.00', currency: 'RUB' });
    } finally {
      await db.db.execute(sql`update currencies set max_balance = ${saved!.b}::bigint, max_deposit = ${saved!.d}::bigint where iso = 'RUB'`);
    }
    expect((await db.db.select({ id: payments.id }).from(payments).where(eq(payments.playerId, playerId))).map((p) => p.id)).toEqual(payments0);
    expect(started).toHaveLength(1);
    const books = await db.db.select().from(testProviderPayments).where(inArray(testProviderPayments.paymentId, payments0));
    expect(books).toHaveLength(1);

    // The check at creation stays: the same deposit through `deposit` is refused there too.
    expect((await refusal(deposit(db.db, { playerId, accountId: main, amountMinor: 2_100, providerId: 'test', idempotencyKey: `px-${kind}-lim-1`, now: NOW + 60_000 }, { providers }))).extra)
      .toMatchObject({ limitType: 20, limitValue: 50, limitBalance: 20 });
    expect(started).toHaveLength(1);
  });

  it('a self-exclusion of the person on another brand refuses the deposit check', async () => {
    const { a, b } = await person();
    await setLimits(db.db, b.playerId, [{ limitType: 30, limitValue: 1 }], NOW, t);
    expect((await refusal(checkDeposit(db.db, { playerId: a.playerId, accountId: a.accountId, amountMinor: 100, providerId: 'test', now: NOW + 60_000 }))).extra).toMatchObject({ limitType: 30 });
  });
});
