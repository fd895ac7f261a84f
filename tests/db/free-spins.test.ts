/**
 * Casino free spins on PGlite and PostgreSQL (template kind free_spins; bonus_wager,
 * bonus_spin_win, bonus_unwager and casino_win of drizzle/0039_free_spins.sql): a promo code
 * claimed by 10 parallel requests gives the spins once, their value on the bonus account; a spin is
 * only the bonus's slot at its stake (another game or stake is refused and moves nothing), is not
 * held back by real money, and of 25 spins sent at once exactly the 20 given are taken; real-money
 * stakes meanwhile count nothing; a rolled-back spin is given back; once every spin has its result
 * the winnings become the wagering base (× the multiplier), wagered like any bonus and converted to
 * real money on completion; spins that win nothing complete the bonus at the last result; unused
 * spins expire with their money going to the house; a bonus game's spins prize (addFreeSpins) gives
 * its count of spins once per key, or its value as bonus money to a player already wagering a bonus;
 * the birthday gift (25 spins) needs a date of birth on file 30 days before the birthday, is claimed
 * in the week from it once of 8 parallel claims, and again the next year; a date of birth is given
 * once and never under 18; the bank invariant holds throughout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { engines, type TestDatabase } from '../helpers/db.ts';
import { bettingDatabase } from '../helpers/betting.ts';
import { checkInvariant, invariantHolds } from '../helpers/invariant.ts';
import { brands } from '../../src/server/brands.ts';
import { createPlayer, playerAccountIds } from '../../src/server/ledger/accounts.ts';
import { accountBalance } from '../../src/server/ledger/ledger.ts';
import { deposit } from '../../src/server/payments/create.ts';
import { openGameSession } from '../../src/server/casino/launch.ts';
import { walletBet, walletRollback, walletWin } from '../../src/server/casino/wallet.ts';
import { addFreeSpins, claimBirthdayGift, claimPromoCode, ensureTemplates, freeSpinsOn, playerBonusViews, sweepBonuses } from '../../src/server/bonus/engine.ts';
import { bonusEvents, playerBonuses } from '../../src/server/db/schema.ts';
import { GAME_SERVER_PROVIDER as P } from '../../schemas/game-server.ts';
import { setBirthDate } from '../../src/server/office/birth-date.ts';

const ENGINES = await engines();
const NOW = Date.UTC(2026, 10, 21, 12, 0, 0);
const DAY_MS = 86_400_000;
const main = brands.byId.get('main')!;
const template = main.bonusTemplates.find((t) => t.code === 'free-spins-20')!;
const SPINS = template.spins!.count;
const STAKE = template.fixedAwardMinor!;
const CODE = template.promoCode!;

describe.each(ENGINES)('free spins on %s', (kind) => {
  let t: TestDatabase;
  const gameIds = new Map<string, number>();
  let serial = 0;

  async function newPlayer(depositMinor: number) {
    const playerId = await createPlayer(t.db, 'main', 'RUB');
    const ids = await playerAccountIds(t.db, playerId);
    if (depositMinor > 0) await deposit(t.db, { playerId, accountId: ids.main, amountMinor: depositMinor, providerId: 'test', idempotencyKey: `spins-dep-${kind}-${++serial}` });
    return { playerId, ...ids };
  }
  const bonusOf = async (playerId: number) => (await t.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, playerId)).orderBy(playerBonuses.id))[0]!;
  /** A game session's bet, win and rollback calls as a provider sends them. */
  async function session(playerId: number, accountId: number, game: string) {
    const { token } = await openGameSession(t.db, { playerId, brandId: 'main', gameId: gameIds.get(game)!, accountId, country: null, now: NOW });
    const base = { token, user: String(playerId), game_code: game, currency: 'RUB' };
    return {
      bet: (uuid: string, amount: number) => walletBet(t.db, P, { ...base, request_uuid: `r-${uuid}`, transaction_uuid: uuid, round: `round-${uuid}`, round_closed: false, amount }, NOW),
      win: (uuid: string, amount: number) => walletWin(t.db, P, { ...base, request_uuid: `rw-${uuid}`, transaction_uuid: `${uuid}-win`, round: `round-${uuid}`, round_closed: true, amount, reference_transaction_uuid: uuid }, NOW),
      rollback: (uuid: string) => walletRollback(t.db, P, { ...base, request_uuid: `rr-${uuid}`, transaction_uuid: `${uuid}-rb`, round: `round-${uuid}`, round_closed: true, reference_transaction_uuid: uuid }, NOW),
    };
  }

  beforeAll(async () => {
    ({ t } = await bettingDatabase(kind, NOW, [], 'free-spins'));
    await ensureTemplates(t.db, main);
    const rows = (await t.db.execute(sql`select id, code from casino_games where provider_id = ${P}`)) as unknown as { rows: { id: string; code: string }[] };
    for (const row of rows.rows) gameIds.set(row.code, Number(row.id));
  }, 120_000);
  afterAll(() => t.dispose());

  it('gives the spins once to 10 parallel claims, takes only the slot at its stake, 20 of 25 parallel spins, and wagers the winnings', async () => {
    const p = await newPlayer(100_000);
    const claims = await Promise.allSettled(Array.from({ length: 10 }, () => claimPromoCode(t.db, main, p.playerId, CODE, NOW)));
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(claims.filter((c) => c.status === 'rejected').map((c) => (c as PromiseRejectedResult).reason.extra?.reason)).toEqual(Array(9).fill('already_used'));
    let bonus = await bonusOf(p.playerId);
    expect(bonus).toMatchObject({ kind: 'free_spins', status: 'active', awardMinor: SPINS * STAKE, spinsTotal: SPINS, spinsLeft: SPINS, spinStakeMinor: STAKE, wagerRequiredMinor: 0 });
    expect(bonus.spinGameId).toBe(gameIds.get(template.spins!.game));
    expect(await accountBalance(t.db, p.bonus)).toBe(SPINS * STAKE);
    expect(await freeSpinsOn(t.db, p.playerId, gameIds.get(template.spins!.game)!)).toMatchObject({ left: SPINS, stakeMinor: STAKE, accountId: p.bonus });
    expect(await freeSpinsOn(t.db, p.playerId, gameIds.get('desert-caravan')!)).toBeNull();

    const slot = await session(p.playerId, p.bonus, template.spins!.game);
    const other = await session(p.playerId, p.bonus, 'desert-caravan');
    const real = await session(p.playerId, p.main, template.spins!.game);
    // Another game, or another stake, from the bonus account: refused, nothing moves.
    expect((await other.bet(`fs-other-${kind}`, STAKE)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect((await slot.bet(`fs-stake-${kind}`, STAKE + 1)).status).toBe('RS_ERROR_LIMIT_REACHED');
    expect(await accountBalance(t.db, p.bonus)).toBe(SPINS * STAKE);
    // Real money on the slot meanwhile counts nothing and uses no spin.
    expect((await real.bet(`fs-real-${kind}`, 5_000)).status).toBe('RS_OK');
    expect(await bonusOf(p.playerId)).toMatchObject({ spinsLeft: SPINS, wagerDoneMinor: 0 });

    // 25 spins at once, though the main account could pay each: the 20 given are taken; the bonus account is then empty.
    const uuids = Array.from({ length: SPINS + 5 }, (_, i) => `fs-${kind}-${i}`);
    const answers = await Promise.all(uuids.map((u) => slot.bet(u, STAKE)));
    const taken = uuids.filter((_, i) => answers[i]!.status === 'RS_OK');
    expect(taken).toHaveLength(SPINS);
    expect(answers.filter((a) => a.status === 'RS_ERROR_NOT_ENOUGH_MONEY')).toHaveLength(5);
    expect(await accountBalance(t.db, p.bonus)).toBe(0);
    bonus = await bonusOf(p.playerId);
    expect(bonus).toMatchObject({ spinsLeft: 0, spinsSettled: 0, wagerRequiredMinor: 0 });

    // Results: spin 0 wins 2,500, spin 1 wins 1,500, the rest nothing; spin 2 is rolled back first and given back.
    expect((await slot.rollback(taken[2]!)).status).toBe('RS_OK');
    expect(await bonusOf(p.playerId)).toMatchObject({ spinsLeft: 1 });
    expect(await accountBalance(t.db, p.bonus)).toBe(STAKE);
    expect((await slot.win(taken[0]!, 2_500)).status).toBe('RS_OK');
    expect((await slot.win(taken[1]!, 1_500)).status).toBe('RS_OK');
    for (const uuid of taken.slice(3)) expect((await slot.win(uuid, 0)).status).toBe('RS_OK');
    // The same win sent again is answered as before and counted once.
    expect((await slot.win(taken[0]!, 2_500)).status).toBe('RS_OK');
    expect(await bonusOf(p.playerId)).toMatchObject({ spinsLeft: 1, spinsSettled: SPINS - 1, spinsWonMinor: 4_000, wagerRequiredMinor: 0, status: 'active' });
    const replay = `fs-${kind}-again`;
    expect((await slot.bet(replay, STAKE)).status).toBe('RS_OK');
    expect((await slot.win(replay, 1_000)).status).toBe('RS_OK');
    bonus = await bonusOf(p.playerId);
    const won = 5_000;
    expect(bonus).toMatchObject({ spinsLeft: 0, spinsSettled: SPINS, spinsWonMinor: won, wagerRequiredMinor: won * template.wagerMultiplier, wagerDoneMinor: 0, status: 'active' });
    expect(await accountBalance(t.db, p.bonus)).toBe(won);
    const view = (await playerBonusViews(t.db, p.playerId, 'en', 'en'))[0]!;
    expect(view.spins).toMatchObject({ total: SPINS, left: 0, wonMinor: won, stakeMinor: STAKE });

    // Now the winnings wager like any bonus: real money first, slots count 100 %; completion converts them.
    const mainBefore = await accountBalance(t.db, p.main);
    expect((await real.bet(`fs-wager-${kind}-1`, 30_000)).status).toBe('RS_OK');
    expect(await bonusOf(p.playerId)).toMatchObject({ wagerDoneMinor: 30_000, status: 'active' });
    expect(await accountBalance(t.db, p.bonus)).toBe(won);
    expect((await real.bet(`fs-wager-${kind}-2`, 20_000)).status).toBe('RS_OK');
    expect(await bonusOf(p.playerId)).toMatchObject({ wagerDoneMinor: won * template.wagerMultiplier, status: 'completed', endReason: 'wagered' });
    expect(await accountBalance(t.db, p.bonus)).toBe(0);
    expect(await accountBalance(t.db, p.main)).toBe(mainBefore - 50_000 + won);
    const kinds = (await t.db.select({ kind: bonusEvents.kind }).from(bonusEvents).where(eq(bonusEvents.playerBonusId, bonus.id))).map((e) => e.kind);
    expect(kinds.filter((k) => k === 'spin')).toHaveLength(SPINS + 1);
    expect(kinds.filter((k) => k === 'unspin')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'spin_win')).toHaveLength(SPINS);
    expect(kinds).toContain('convert');
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('completes with nothing to convert when no spin wins, and expires unused spins to the house', async () => {
    const loser = await newPlayer(0);
    await claimPromoCode(t.db, main, loser.playerId, CODE, NOW);
    const slot = await session(loser.playerId, loser.bonus, template.spins!.game);
    for (let i = 0; i < SPINS; i++) {
      expect((await slot.bet(`fl-${kind}-${i}`, STAKE)).status).toBe('RS_OK');
      expect((await slot.win(`fl-${kind}-${i}`, 0)).status).toBe('RS_OK');
    }
    expect(await bonusOf(loser.playerId)).toMatchObject({ status: 'completed', spinsWonMinor: 0, wagerRequiredMinor: 0 });
    expect(await accountBalance(t.db, loser.bonus)).toBe(0);
    expect(await accountBalance(t.db, loser.main)).toBe(0);

    const idle = await newPlayer(0);
    await claimPromoCode(t.db, main, idle.playerId, CODE, NOW);
    const some = await session(idle.playerId, idle.bonus, template.spins!.game);
    expect((await some.bet(`fi-${kind}-0`, STAKE)).status).toBe('RS_OK');
    expect((await some.win(`fi-${kind}-0`, 3_000)).status).toBe('RS_OK');
    expect(await sweepBonuses(t.db, NOW + (template.validDays + 1) * DAY_MS, idle.playerId)).toBe(1);
    expect(await bonusOf(idle.playerId)).toMatchObject({ status: 'expired', spinsLeft: SPINS - 1 });
    expect(await accountBalance(t.db, idle.bonus)).toBe(0);
    expect(await accountBalance(t.db, idle.main)).toBe(0);
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('pays a bonus game spins prize once per key as spins, or as bonus money to a player wagering a bonus', async () => {
    const game = main.bonusGames.find((g) => (g.prizeSpins ?? []).some((n) => n > 0))!;
    const index = game.prizeSpins!.findIndex((n) => n > 0);
    const count = game.prizeSpins![index]!;
    const value = game.prizesMinor[index]!;
    const fresh = await newPlayer(0);
    const give = () => t.db.transaction((tx) => addFreeSpins(tx, main, fresh.playerId, count, value, `bonus-game:test-${kind}-1`, game.spinsTemplate!, game.prizeTemplate, NOW));
    const first = await give();
    expect(await give()).toBe(first);
    const bonus = await bonusOf(fresh.playerId);
    expect(bonus).toMatchObject({ id: first, kind: 'free_spins', spinsTotal: count, spinsLeft: count, awardMinor: value, status: 'active' });
    expect(await accountBalance(t.db, fresh.bonus)).toBe(value);

    const wagering = await newPlayer(0);
    await claimPromoCode(t.db, main, wagering.playerId, 'SPORT300', NOW);
    const held = await bonusOf(wagering.playerId);
    for (let i = 0; i < 2; i++) await t.db.transaction((tx) => addFreeSpins(tx, main, wagering.playerId, count, value, `bonus-game:test-${kind}-2`, game.spinsTemplate!, game.prizeTemplate, NOW));
    expect(await bonusOf(wagering.playerId)).toMatchObject({ id: held.id, kind: 'no_deposit', awardMinor: held.awardMinor + value });
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });

  it('gives the birthday gift in the birthday week once of 8 parallel claims, and again next year', async () => {
    const gift = main.bonusTemplates.find((x) => x.occasion === 'birthday')!;
    const p = await newPlayer(0);
    const refusal = (error: unknown) => (error as { code?: string; extra?: { reason?: string } });
    await expect(claimBirthdayGift(t.db, main, p.playerId, gift.code, NOW)).rejects.toMatchObject({ code: 'promo_code_invalid', extra: { reason: 'birth_date_missing' } });
    await expect(setBirthDate(t.db, p.playerId, '2010-01-01', NOW)).rejects.toMatchObject({ code: 'setting_invalid', extra: { reason: 'under_age' } });
    await expect(setBirthDate(t.db, p.playerId, '1990-02-30', NOW)).rejects.toMatchObject({ code: 'setting_invalid', extra: { reason: 'invalid' } });
    // NOW is 21 November 2026; the birthday is 25 December.
    await setBirthDate(t.db, p.playerId, '1990-12-25', NOW);
    await expect(setBirthDate(t.db, p.playerId, '1990-11-21', NOW)).rejects.toMatchObject({ code: 'conflict' });
    await expect(claimBirthdayGift(t.db, main, p.playerId, gift.code, Date.UTC(2026, 11, 24, 23))).rejects.toMatchObject({ extra: { reason: 'not_birthday' } });
    await expect(claimBirthdayGift(t.db, main, p.playerId, 'free-spins-20', Date.UTC(2026, 11, 25))).rejects.toMatchObject({ extra: { reason: 'unknown' } });
    const day = Date.UTC(2026, 11, 27, 10);
    const claims = await Promise.allSettled(Array.from({ length: 8 }, () => claimBirthdayGift(t.db, main, p.playerId, gift.code, day)));
    expect(claims.filter((c) => c.status === 'fulfilled')).toHaveLength(1);
    expect(claims.flatMap((c) => (c.status === 'rejected' ? [refusal(c.reason).extra?.reason] : []))).toEqual(Array(7).fill('already_used'));
    const bonus = await bonusOf(p.playerId);
    expect(bonus).toMatchObject({ kind: 'free_spins', status: 'active', spinsTotal: gift.spins!.count, awardKey: expect.stringMatching(/:2026$/) });
    expect(await accountBalance(t.db, p.bonus)).toBe(gift.spins!.count * gift.fixedAwardMinor!);
    // Next year, the bonus given up in between, the gift is there again.
    await t.db.transaction(async (tx) => { await tx.execute(sql`select bonus_close(${bonus.id}::bigint, 'cancelled', 'player', 'player', ${new Date(day).toISOString()}::timestamptz)`); });
    await claimBirthdayGift(t.db, main, p.playerId, gift.code, Date.UTC(2027, 11, 25));
    expect((await t.db.select().from(playerBonuses).where(eq(playerBonuses.playerId, p.playerId))).map((b) => b.awardKey.slice(-4))).toEqual(['2026', '2027']);

    // A date of birth given less than 30 days before the birthday waits for the next one.
    const late = await newPlayer(0);
    await setBirthDate(t.db, late.playerId, '1985-12-01', NOW);
    await expect(claimBirthdayGift(t.db, main, late.playerId, gift.code, Date.UTC(2026, 11, 2))).rejects.toMatchObject({ extra: { reason: 'not_birthday' } });
    expect(invariantHolds(await checkInvariant(t.db))).toBe(true);
  });
});
