// @vitest-environment jsdom
/**
 * The coupon store of the browser (src/client/coupon/coupon-store.ts): adding and removing bets, the
 * automatic coupon type and the player's choice, persistence in localStorage (round trip and a
 * defensive parse), the refId of a submission, the bonus bet mark, coefficient updates from live
 * data with their trend, and the settings of a guest.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  COEF_VIEW_STORAGE_KEY, COUPON_SETTINGS_STORAGE_KEY, COUPON_STORAGE_KEY, MAX_COUPON_BETS, addBet, availableTypes, betsAfterDetail,
  betsAfterMessage, betsWithCoefs, chooseType, clearCoupon, coupon, couponKeys, couponPlaced, couponSettings, deleteBonusBet,
  dropGameBets, dropSubmission, emptyCoupon, isBankerDisabled, isOneClickActive, loadCoupon, parseCoefView, parseCouponSettings,
  parseCouponState, pressOutcome, removeBet, replaceSettings, resetCouponStore, resolveTypeId, serializeCouponState, setAccount,
  setAmount, setBanker, setBetBlock, setBlockAmount, setChangeCoefAction, setCoefView, setDropOnScore, setOneClickAmount,
  setOneClickPlacer, settingsBody, submissionRefId, switchOneClick, toggleBet, updateCoefs, usedBlocks, type CouponBet, type NewBet,
} from '../../src/client/coupon/coupon-store.ts';
import { couponSettingsSchema } from '../../schemas/coupon-api.ts';
import type { LiveMessage } from '../../schemas/live-message.ts';
import type { Receipt } from '../../schemas/coupon-api.ts';

/** A bet on the home win (1X2) of game `permanentId`, replay cycle 31. */
function bet(permanentId: number, coef = 2, patch: Partial<NewBet> = {}): NewBet {
  return {
    key: `${permanentId}:1:1:`,
    gameId: `${permanentId}:31`,
    permanentId,
    gameName: `Home ${permanentId} \u2013 Away ${permanentId}`,
    champName: 'Premier League',
    groupId: 1,
    typeId: 1,
    label: 'market_outcome_home',
    coef,
    isLive: false,
    isLocked: false,
    ...patch,
  };
}

const stored = () => localStorage.getItem(COUPON_STORAGE_KEY);

beforeEach(() => resetCouponStore());
afterEach(() => resetCouponStore());

describe('bets', () => {
  it('adds, toggles and removes bets; the selected keys follow', () => {
    addBet(bet(1));
    addBet(bet(2, 1.5));
    expect(coupon.value.bets.map((b) => b.key)).toEqual(['1:1:1:', '2:1:1:']);
    expect(couponKeys.value.has('2:1:1:')).toBe(true);
    toggleBet(bet(2));
    expect(coupon.value.bets.map((b) => b.key)).toEqual(['1:1:1:']);
    toggleBet(bet(2));
    expect(coupon.value.bets).toHaveLength(2);
    removeBet('1:1:1:');
    expect(coupon.value.bets.map((b) => b.key)).toEqual(['2:1:1:']);
    expect(couponKeys.value.has('1:1:1:')).toBe(false);
  });

  it('keeps one entry per outcome (the newer price) and at most 30 bets', () => {
    addBet(bet(1, 2));
    addBet(bet(1, 2.5));
    expect(coupon.value.bets).toEqual([expect.objectContaining({ key: '1:1:1:', coef: 2.5, blockId: 0, isBanker: false, kind: 0 })]);
    for (let i = 2; i <= MAX_COUPON_BETS + 5; i++) addBet(bet(i));
    expect(coupon.value.bets).toHaveLength(MAX_COUPON_BETS);
    expect(addBet(bet(999))).toBe(false);
  });

  it('clears everything but the stake', () => {
    addBet(bet(1));
    setAmount('250');
    deleteBonusBet();
    clearCoupon();
    expect(coupon.value).toEqual({ ...emptyCoupon(), amount: '250' });
  });
});

describe('coupon type', () => {
  it('is single for one bet and express for more, automatically', () => {
    expect(coupon.value.typeId).toBe(0);
    addBet(bet(1));
    expect(coupon.value.typeId).toBe(0);
    addBet(bet(2));
    expect(coupon.value.typeId).toBe(1);
    removeBet('2:1:1:');
    expect(coupon.value.typeId).toBe(0);
  });

  it("keeps the player's choice while the bet count allows it", () => {
    for (const id of [1, 2, 3]) addBet(bet(id));
    chooseType(2);
    expect(coupon.value).toMatchObject({ typeId: 2, chosenTypeId: 2 });
    removeBet('3:1:1:');
    // A system needs 3 bets: back to express, the choice is remembered…
    expect(coupon.value).toMatchObject({ typeId: 1, chosenTypeId: 2 });
    addBet(bet(4));
    // …and applies again with 3 bets.
    expect(coupon.value.typeId).toBe(2);
    clearCoupon();
    expect(coupon.value).toMatchObject({ typeId: 0, chosenTypeId: null });
  });

  it('many singles stays with one bet; a type the count does not allow is refused', () => {
    addBet(bet(1));
    addBet(bet(2));
    chooseType(9);
    removeBet('2:1:1:');
    expect(coupon.value.typeId).toBe(9);
    chooseType(8); // patent needs exactly 3
    expect(coupon.value.typeId).toBe(9);
  });

  it('offers the types each bet count allows', () => {
    expect(availableTypes(1)).toEqual([0, 9]);
    // Multi-bet by blocks (4) from 2 bets.
    expect(availableTypes(2)).toEqual([1, 9, 3, 4, 5, 6]);
    expect(availableTypes(3)).toEqual([1, 2, 9, 3, 4, 5, 6, 8]);
    expect(availableTypes(4)).toEqual([1, 2, 9, 3, 4, 5, 6, 7]);
    expect(resolveTypeId(0, 2)).toBe(0);
    expect(resolveTypeId(5, 7)).toBe(7);
    expect(resolveTypeId(7, 7)).toBe(1);
  });
});

describe('persistence', () => {
  it('round-trips the coupon through localStorage', () => {
    addBet(bet(1, 1.85, { param: 2.5, groupId: 17, typeId: 9, key: '1:17:9:2.5', label: 'market_outcome_over' }));
    addBet(bet(2, 3.1, { isLive: true }));
    chooseType(9);
    setAmount('12.5');
    const before = coupon.value;
    expect(JSON.parse(stored()!)).toMatchObject({ version: 1, typeId: 9 });
    coupon.value = emptyCoupon();
    loadCoupon();
    expect(coupon.value).toEqual(before);
    expect(parseCouponState(serializeCouponState(before))).toEqual(before);
  });

  it('parses defensively: bad JSON, another version or bad fields give defaults, never a throw', () => {
    expect(parseCouponState(null)).toEqual(emptyCoupon());
    expect(parseCouponState('{not json')).toEqual(emptyCoupon());
    expect(parseCouponState(JSON.stringify({ version: 2, bets: [bet(1)] }))).toEqual(emptyCoupon());
    expect(parseCouponState('[]')).toEqual(emptyCoupon());
    const good = { ...bet(1), addedAt: 1, blockId: 0, isBanker: false, kind: 0 };
    const state = parseCouponState(JSON.stringify({
      version: 1,
      typeId: 7,
      chosenTypeId: 'express',
      bets: [good, good, { ...good, key: '2:1:1:' }, { ...good, key: 'x' }, { ...good, key: '3:1:1:', permanentId: 3, gameId: '3:31', coef: 0.5 }, null, 'bet'],
      amount: 42,
      amountByBetId: { '1:1:1:': '10', bad: '5' },
      systemValue: 99,
      successCoupon: { couponId: 'no' },
      pending: { refId: 'short', fingerprint: '{}' },
    }));
    // The second copy, the bet of another game under game 1's key, the bad key and the price below 1 are dropped.
    expect(state.bets.map((b) => b.key)).toEqual(['1:1:1:']);
    expect(state).toMatchObject({ typeId: 0, chosenTypeId: null, amount: null, amountByBetId: { '1:1:1:': '10' }, systemValue: 2, successCoupon: null, pending: null });
  });
});

describe('submission refId', () => {
  it('is reused by a retry of the same coupon and renewed when the coupon changes', () => {
    addBet(bet(1));
    const first = submissionRefId('{"a":1}');
    expect(first).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(submissionRefId('{"a":1}')).toBe(first);
    // It survives a reload.
    loadCoupon();
    expect(submissionRefId('{"a":1}')).toBe(first);
    const other = submissionRefId('{"a":2}');
    expect(other).not.toBe(first);
    setAmount('300');
    expect(coupon.value.pending).toBeNull();
    expect(submissionRefId('{"a":2}')).not.toBe(other);
    dropSubmission();
    expect(coupon.value.pending).toBeNull();
  });
});

describe('bonus bet and receipt', () => {
  it('deleting the bonus bet marks it (spec §4)', () => {
    for (const id of [1, 2, 3]) addBet(bet(id));
    deleteBonusBet();
    expect(coupon.value.manuallyDeletedBonusBet).toBe(true);
    expect(coupon.value.bets).toHaveLength(3);
  });

  it('a placed coupon leaves the bets for its receipt; a new bet puts the receipt away', () => {
    addBet(bet(1));
    couponPlaced({ couponId: 5 } as Receipt);
    expect(coupon.value.bets).toEqual([]);
    expect(coupon.value.successCoupon?.couponId).toBe(5);
    addBet(bet(2));
    expect(coupon.value.successCoupon).toBeNull();
  });
});

describe('coefficients from live data', () => {
  const full = (b: NewBet): CouponBet => ({ kind: 0, blockId: 0, isBanker: false, addedAt: 0, ...b });
  const message = (patch: Partial<LiveMessage>): LiveMessage => ({ game: 1, id: '1:31', seq: 5, kind: 'odds', at: 0, sentAt: 0, score: { home: 0, away: 0 }, periodId: 1, minute: 10, ...patch }) as LiveMessage;

  it('updates a coefficient with its trend; the same price keeps the last trend', () => {
    addBet(bet(1, 2));
    addBet(bet(2, 3));
    updateCoefs([{ key: '1:1:1:', coef: 2.2 }, { key: '2:1:1:', coef: 2.8 }]);
    expect(coupon.value.bets.map((b) => [b.coef, b.trend])).toEqual([[2.2, 'up'], [2.8, 'down']]);
    updateCoefs([{ key: '1:1:1:', coef: 2.2 }]);
    expect(coupon.value.bets[0]!.trend).toBe('up');
    expect(betsWithCoefs(coupon.value.bets, [{ key: '1:1:1:', coef: 0.5 }])[0]!.coef).toBe(2.2);
    expect(JSON.parse(stored()!).bets[0]).toMatchObject({ coef: 2.2, trend: 'up' });
  });

  it('a live message prices the 1X2 bets, locks on a goal, opens on new odds, and asks for a re-fetch of others', () => {
    const bets = [full(bet(1, 2)), full(bet(1, 3, { key: '1:17:9:2.5', groupId: 17, typeId: 9, param: 2.5 })), full(bet(2, 4))];
    const odds = betsAfterMessage(bets, message({ main: [1.8, 3.4, 4.5] }));
    expect(odds.refetch).toBe(true);
    expect(odds.bets[0]).toMatchObject({ coef: 1.8, trend: 'down', isLocked: false });
    expect(odds.bets[1]).toBe(bets[1]);
    expect(odds.bets[2]).toBe(bets[2]);
    const goal = betsAfterMessage(odds.bets, message({ kind: 'goal', seq: 6 }));
    expect(goal.bets.slice(0, 2).every((b) => b.isLocked)).toBe(true);
    expect(goal.refetch).toBe(false);
    const resumed = betsAfterMessage(goal.bets, message({ kind: 'resume', seq: 7, main: [2.1, 3, 4] }));
    expect(resumed.bets[0]).toMatchObject({ coef: 2.1, trend: 'up', isLocked: false });
    const kickoff = betsAfterMessage(bets, message({ kind: 'kickoff', seq: 1, main: [2, 3, 4] }));
    expect(kickoff.bets[0]).toMatchObject({ isLive: true, coef: 2 });
    const otherReplay = betsAfterMessage(bets, message({ id: '1:32' }));
    expect(otherReplay.bets.slice(0, 2).every((b) => b.isLocked)).toBe(true);
  });

  it("a re-fetched game gives each bet its market's price; a missing market or a finished game locks it", () => {
    const bets = [full(bet(1, 2)), full(bet(1, 3, { key: '1:17:9:2.5', groupId: 17, typeId: 9, param: 2.5 })), full(bet(2, 4))];
    const detail = { game: { id: '1:31', permanentId: 1, status: 'live' as const }, groups: [{ markets: [{ groupId: 1, typeId: 1, coef: 2.5, isLocked: false }] }] };
    const after = betsAfterDetail(bets, detail);
    expect(after[0]).toMatchObject({ coef: 2.5, trend: 'up', isLocked: false, isLive: true });
    expect(after[1]).toMatchObject({ isLocked: true, coef: 3 });
    expect(after[2]).toBe(bets[2]);
    const finished = betsAfterDetail(bets, { ...detail, game: { ...detail.game, status: 'finished' } });
    expect(finished.slice(0, 2).every((b) => b.isLocked)).toBe(true);
  });
});

describe('settings', () => {
  it("defaults to accept on rise (2); a guest's choice is kept in localStorage", () => {
    expect(couponSettings.value.changeCoefAction).toBe(2);
    setChangeCoefAction(0);
    expect(couponSettings.value.changeCoefAction).toBe(0);
    expect(parseCouponSettings(localStorage.getItem(COUPON_SETTINGS_STORAGE_KEY)).changeCoefAction).toBe(0);
    expect(parseCouponSettings('{"changeCoefAction":7}').changeCoefAction).toBe(2);
    expect(parseCouponSettings('nope').changeCoefAction).toBe(2);
  });
});

describe('bankers of a system', () => {
  it('marks and releases a banker; a bet cannot become one when fewer than 3 others would be left (isDisabledBanker)', () => {
    for (const id of [1, 2, 3, 4]) addBet(bet(id));
    chooseType(2);
    expect(isBankerDisabled(coupon.value.bets, '1:1:1:')).toBe(false);
    setBanker('1:1:1:', true);
    expect(coupon.value.bets.map((b) => b.isBanker)).toEqual([true, false, false, false]);
    // 3 non-bankers left: a second banker would leave 2.
    expect(isBankerDisabled(coupon.value.bets, '2:1:1:')).toBe(true);
    expect(isBankerDisabled(coupon.value.bets, '1:1:1:')).toBe(false);
    setBanker('1:1:1:', false);
    expect(coupon.value.bets.every((b) => !b.isBanker)).toBe(true);
    setBanker('1:1:1:', true);
    loadCoupon();
    expect(coupon.value.bets[0]!.isBanker).toBe(true);
  });
});

describe('blocks of a multi-bet by blocks', () => {
  it('puts bets in blocks and keeps a stake per block, through a reload', () => {
    for (const id of [1, 2, 3, 4]) addBet(bet(id));
    chooseType(4);
    expect(coupon.value.typeId).toBe(4);
    setBetBlock('3:1:1:', 1);
    setBetBlock('4:1:1:', 1);
    setBetBlock('4:1:1:', 99); // beyond the blocks offered: ignored
    setBlockAmount(0, '100');
    setBlockAmount(1, '50');
    expect(usedBlocks(coupon.value.bets)).toEqual([0, 1]);
    expect(coupon.value.amountByBlockId).toEqual({ 0: '100', 1: '50' });
    loadCoupon();
    expect(coupon.value.bets.map((b) => b.blockId)).toEqual([0, 0, 1, 1]);
    expect(coupon.value.amountByBlockId).toEqual({ 0: '100', 1: '50' });
    setBlockAmount(1, null);
    expect(coupon.value.amountByBlockId).toEqual({ 0: '100' });
  });
});

describe('account to bet from', () => {
  it('is kept through a reload, a cleared coupon and a placement; junk is dropped', () => {
    addBet(bet(1));
    setAccount(12);
    loadCoupon();
    expect(coupon.value.accountId).toBe(12);
    clearCoupon();
    expect(coupon.value.accountId).toBe(12);
    couponPlaced({ couponId: 5 } as Receipt);
    expect(coupon.value.accountId).toBe(12);
    setAccount(null);
    expect(coupon.value.accountId).toBeNull();
    expect(parseCouponState(JSON.stringify({ version: 1, accountId: -3 })).accountId).toBeNull();
  });
});

describe('odds format (coefficient view)', () => {
  it('is kept under its own key, never in the settings the API takes', () => {
    expect(couponSettings.value.coefViewId).toBe(0);
    setCoefView(1);
    expect(couponSettings.value.coefViewId).toBe(1);
    expect(localStorage.getItem(COEF_VIEW_STORAGE_KEY)).toBe('1');
    setChangeCoefAction(0);
    const stored = JSON.parse(localStorage.getItem(COUPON_SETTINGS_STORAGE_KEY)!);
    expect(stored).not.toHaveProperty('coefViewId');
    expect(couponSettingsSchema.safeParse(stored).success).toBe(true);
    expect(couponSettingsSchema.safeParse(settingsBody(couponSettings.value)).success).toBe(true);
    // A server answer keeps the view.
    replaceSettings(parseCouponSettings({ ...settingsBody(couponSettings.value), changeCoefAction: 1 }));
    expect(couponSettings.value).toMatchObject({ coefViewId: 1, changeCoefAction: 1 });
    setCoefView(3); // not a view of spec §9
    expect(couponSettings.value.coefViewId).toBe(1);
    couponSettings.value = { ...couponSettings.value, coefViewId: 0 };
    loadCoupon();
    expect(couponSettings.value.coefViewId).toBe(1);
  });

  it('parses defensively', () => {
    expect(parseCoefView(null)).toBe(0);
    expect(parseCoefView('2')).toBe(2);
    expect(parseCoefView('16')).toBe(16);
    expect(parseCoefView('3')).toBe(0);
    expect(parseCoefView('')).toBe(0);
    expect(parseCoefView('x')).toBe(0);
    // A stray view in stored settings does not make them unreadable.
    expect(parseCouponSettings(JSON.stringify({ ...settingsBody(couponSettings.value), changeCoefAction: 0, coefViewId: 2 })).changeCoefAction).toBe(0);
  });
});

describe('one-click betting (spec §4 rules of state)', () => {
  it('switches on at once with an empty coupon; with bets it asks, then clears the coupon', () => {
    expect(switchOneClick(true).outcome).toBe('enable');
    expect(couponSettings.value.isActiveOneClick).toBe(true);
    expect(switchOneClick(false).outcome).toBe('disable');
    addBet(bet(1));
    expect(switchOneClick(true).outcome).toBe('ask');
    expect(couponSettings.value.isActiveOneClick).toBe(false);
    expect(coupon.value.bets).toHaveLength(1);
    expect(switchOneClick(true, true).outcome).toBe('enable_and_clear');
    expect(couponSettings.value.isActiveOneClick).toBe(true);
    expect(coupon.value.bets).toEqual([]);
  });

  it('drop on score change turns one-click off, and drops the bets of a game', () => {
    switchOneClick(true);
    setDropOnScore(true);
    expect(couponSettings.value).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
    switchOneClick(true);
    setDropOnScore(false);
    expect(couponSettings.value).toMatchObject({ isDropOnScoreChange: false, isActiveOneClick: true });
    addBet(bet(1));
    addBet(bet(2));
    dropGameBets(1);
    expect(coupon.value.bets.map((b) => b.key)).toEqual(['2:1:1:']);
  });

  it('keeps a one-click stake only when it is an amount the API takes', () => {
    expect(setOneClickAmount('25')?.oneClickAmount).toBe('25');
    expect(setOneClickAmount('2.5', true)?.bonusAccountOneClickAmount).toBe('2.5');
    expect(setOneClickAmount('12.')).toBeNull();
    expect(setOneClickAmount('-3')).toBeNull();
    expect(couponSettings.value.oneClickAmount).toBe('25');
    expect(setOneClickAmount('')?.oneClickAmount).toBeNull();
    expect(parseCouponSettings(localStorage.getItem(COUPON_SETTINGS_STORAGE_KEY)).bonusAccountOneClickAmount).toBe('2.5');
  });

  it('an outcome press places through the registered placer instead of adding the bet', () => {
    const placer = vi.fn();
    pressOutcome(bet(1), true);
    expect(coupon.value.bets).toHaveLength(1);
    pressOutcome(bet(1), false);
    expect(coupon.value.bets).toHaveLength(0);
    const unregister = setOneClickPlacer(placer);
    expect(isOneClickActive()).toBe(true);
    pressOutcome(bet(2), true);
    expect(placer).toHaveBeenCalledWith(bet(2));
    expect(coupon.value.bets).toHaveLength(0);
    // A locked outcome is never placed.
    pressOutcome(bet(3, 2, { isLocked: true }), true);
    expect(placer).toHaveBeenCalledTimes(1);
    unregister();
    expect(isOneClickActive()).toBe(false);
  });
});
