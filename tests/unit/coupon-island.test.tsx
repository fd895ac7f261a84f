// @vitest-environment jsdom
/**
 * The coupon island (src/islands/Coupon.tsx) in jsdom with real user events. The network is
 * stubbed at its boundary: `fetch` answers the portal's endpoints with Response objects, and
 * EventSource is the stories' stand-in stream.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Coupon, { COUPON_KEYS, couponFigures } from '../../src/islands/Coupon.tsx';
import { addBet, coupon, couponSettings, resetCouponStore, COUPON_SETTINGS_STORAGE_KEY, type NewBet } from '../../src/client/coupon-store.ts';
import { resetSession } from '../../src/client/session.ts';
import { floorMinor, potentialPayout } from '../../src/domain/coupon/arithmetic.ts';
import { FakeEventSource } from '../../.storybook/feed-fixtures.ts';
import { OPEN_LOGIN_EVENT } from '../../src/islands/auth/navigation.ts';
import brand from '../../brands/main/brand.json' with { type: 'json' };
import en from '../../src/i18n/locales/en.json' with { type: 'json' };
import { placeCouponRequest, type Receipt } from '../../schemas/coupon-api.ts';

const messages = Object.fromEntries(COUPON_KEYS.map((k) => [k, (en as Record<string, string>)[k]!]));
const config = brand.siteConfig.coupon;

/** The home win of game `permanentId` at `coef`. */
function homeWin(permanentId: number, coef: number): NewBet {
  return {
    key: `${permanentId}:1:1:`, gameId: `${permanentId}:31`, permanentId, gameName: `Home ${permanentId} \u2013 Away ${permanentId}`,
    champName: 'Premier League', groupId: 1, typeId: 1, label: 'market_outcome_home', coef, isLive: false, isLocked: false,
  };
}

/** Game details the feed answers, by permanent id. */
let prices = new Map<number, number>();
/** Requests the stubbed network received. */
let requests: { method: string; path: string; body: unknown }[] = [];
/** What `POST /web-api/coupon/place` answers, in turn (the last one repeats). */
let placeAnswers: ((body: PlaceBody) => Response | Promise<Response>)[] = [];
/** What `GET /web-api/coupon/{id}` answers. */
let receiptAnswer: Receipt | null = null;

interface PlaceBody {
  refId: string;
  typeId: number;
  amount?: string;
  changeCoefAction: number;
  bets: { key: string; gameId: string; coef: number }[];
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const balance = { balance: 1000, bonus: 0, all_accounts: [{ id: 7, type: 0, iso: 'RUB', money: 1000, moneyMinor: 100000, labelWithSymbol: 'RUB 1,000.00', isActive: true }] };

function receiptFor(body: PlaceBody, statusId = -1): Receipt {
  return {
    couponId: 9001, refId: body.refId, typeId: body.typeId, systemValue: null, combinations: 1, coef: 2, bonusCoef: null, accountId: 7,
    currency: { iso: 'RUB', exponent: 2 }, stake: body.amount ?? '150', stakeMinor: 15000, potentialPayout: '300.00', potentialPayoutMinor: 30000,
    changeCoefAction: body.changeCoefAction, placedAt: '2026-11-21T15:00:00.000Z', statusId,
    payout: statusId === 1 ? '300.00' : null, payoutMinor: statusId === 1 ? 30000 : null, settledAt: statusId === 1 ? '2026-11-21T17:00:00.000Z' : null,
    bets: body.bets.map((b) => ({
      key: b.key, gameId: b.gameId, permanentId: Number(b.key.split(':')[0]), gameName: 'Home \u2013 Away', champId: 101, champName: 'Premier League',
      start: 1_800_000_000, groupId: 1, typeId: 1, param: null, label: 'market_outcome_home', coef: b.coef, isLive: false, blockId: 0, isBanker: false,
      statusId, score: statusId === 1 ? { home: 2, away: 0 } : null, halfTimeScore: null,
    })),
  };
}

async function network(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const request = input instanceof Request ? input : new Request(new URL(String(input), location.href), init);
  const { pathname } = new URL(request.url);
  const body = request.method === 'GET' ? undefined : await request.clone().json().catch(() => undefined);
  requests.push({ method: request.method, path: pathname, body });
  const game = /^\/bff-api\/feed\/game\/(\d+)$/.exec(pathname);
  if (game) {
    const id = Number(game[1]);
    const coef = prices.get(id);
    if (coef === undefined) return json({ errors: [{ status: '404', code: 'not_found' }] }, 404);
    return json({ game: { id: `${id}:31`, permanentId: id, status: 'line' }, groups: [{ groupId: 1, markets: [{ groupId: 1, typeId: 1, coef, isLocked: false }] }] });
  }
  switch (pathname) {
    case '/web-api/user/gettoken':
      return json({ token: 'test-token' });
    case '/web-api/user/balance':
      return json(balance);
    case '/web-api/coupon/settings':
      return request.method === 'PUT' ? json(body) : json({ ...couponSettings.peek(), changeCoefAction: 2 });
    case '/web-api/coupon/place': {
      const answer = placeAnswers.length > 1 ? placeAnswers.shift()! : placeAnswers[0]!;
      return answer(body as PlaceBody);
    }
    case '/web-api/coupon/9001':
      return receiptAnswer ? json(receiptAnswer) : json({ errors: [{ status: '404', code: 'not_found' }] }, 404);
    default:
      return json({ errors: [{ status: '404', code: 'not_found', detail: `No API at ${pathname}` }] }, 404);
  }
}

function renderCoupon(props: { playerId?: number | null; pollMs?: number } = {}) {
  return render(
    <Coupon lng="en" locale="en" messages={messages} config={config} bonusBet currency="RUB" playerId={props.playerId ?? null} {...(props.pollMs ? { pollMs: props.pollMs } : {})} />,
  );
}

const placeBodies = () => requests.filter((r) => r.path === '/web-api/coupon/place').map((r) => r.body as PlaceBody);

beforeEach(() => {
  resetCouponStore();
  resetSession();
  prices = new Map();
  requests = [];
  placeAnswers = [];
  receiptAnswer = null;
  vi.stubGlobal('fetch', vi.fn(network));
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  resetCouponStore();
  resetSession();
});

describe('Coupon island', () => {
  it('renders the bets, the total odds and the potential win the domain arithmetic gives', async () => {
    prices = new Map([[1, 2], [2, 1.5]]);
    addBet(homeWin(1, 2));
    addBet(homeWin(2, 1.5));
    renderCoupon();
    const root = screen.getByTestId('coupon');
    expect(root.getAttribute('data-type-id')).toBe('1');
    expect([...root.querySelectorAll('[data-coupon-bet]')].map((b) => b.getAttribute('data-coupon-bet'))).toEqual(['1:1:1:', '2:1:1:']);
    expect(within(root).getByText('Home 1 \u2013 Away 1')).toBeTruthy();
    expect(root.querySelector('.coupon-total-coef')?.textContent).toBe('3.00');
    // RUB 150 (the initial amount) × 2 × 1.5.
    const expected = floorMinor(potentialPayout(1, [{ coefMilli: 2000 }, { coefMilli: 1500 }], { amountMinor: 15000 }));
    expect(expected).toBe(45000);
    const win = screen.getByTestId('coupon-potential-win');
    expect(win.getAttribute('data-minor')).toBe('45000');
    expect(win.textContent).toMatch(/^RUB\s450\.00$/);
    // The coupon follows its games on the stream.
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/bff-api/feed/stream?games=1,2'));
  });

  it('shows why the place button is disabled for a stake under the minimum', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    renderCoupon({ playerId: 42 });
    const amount = screen.getByLabelText(en.coupon_amount) as HTMLInputElement;
    expect(amount.value).toBe('150');
    await user.clear(amount);
    await user.type(amount, '5');
    expect(coupon.value.amount).toBe('5');
    expect(screen.getByTestId('coupon-disabled-reason').textContent).toBe('The minimum stake is 10.00 RUB.');
    expect(screen.getByTestId('place-bet').hasAttribute('disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: en.coupon_amount_increase.replace('{{step}}', '100') }));
    expect(amount.value).toBe('105');
    await waitFor(() => expect(screen.queryByTestId('coupon-disabled-reason')).toBeNull());
  });

  it('sets the change-of-odds action with the radio group (default: accept higher odds)', async () => {
    const user = userEvent.setup();
    addBet(homeWin(1, 2));
    prices = new Map([[1, 2]]);
    renderCoupon();
    const group = screen.getByRole('radiogroup', { name: en.coupon_change_coef_action });
    expect((within(group).getByRole('radio', { name: en.coupon_change_coef_rise }) as HTMLInputElement).checked).toBe(true);
    await user.click(within(group).getByRole('radio', { name: en.coupon_change_coef_any }));
    expect(couponSettings.value.changeCoefAction).toBe(1);
    expect(JSON.parse(localStorage.getItem(COUPON_SETTINGS_STORAGE_KEY)!).changeCoefAction).toBe(1);
  });

  it('switches the coupon type', async () => {
    const user = userEvent.setup();
    for (const id of [1, 2, 3]) {
      prices.set(id, 2);
      addBet(homeWin(id, 2));
    }
    renderCoupon();
    await user.click(screen.getByRole('radio', { name: en.coupon_type_2 }));
    expect(screen.getByTestId('coupon').getAttribute('data-type-id')).toBe('2');
    expect(screen.getByRole('button', { name: new RegExp(en.coupon_system_value) })).toBeTruthy();
  });

  it('takes the new coefficient of a coef_changed answer, highlights it, and places with a new refId', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    placeAnswers = [
      () => json({ errors: [{ status: '409', code: 'coef_changed', title: 'coef changed', detail: 'The odds have changed.', meta: { bets: [{ key: '1:1:1:', requested: 2, coef: 2.2 }] } }] }, 409),
      (body) => json({ couponId: 9001, receipt: receiptFor(body) }),
    ];
    renderCoupon({ playerId: 42 });
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    expect((await screen.findByTestId('coupon-message')).textContent).toBe(en.coupon_odds_changed);
    const item = document.querySelector('[data-coupon-bet="1:1:1:"]')!;
    expect(item.getAttribute('data-trend')).toBe('up');
    expect(item.querySelector('.coupon-bet-coef')?.textContent).toMatch(/^2\.20/);
    await user.click(screen.getByTestId('place-bet'));
    const receipt = await screen.findByTestId('coupon-receipt');
    expect(receipt.getAttribute('data-coupon-id')).toBe('9001');
    const [first, second] = placeBodies();
    expect(first!.bets[0]!.coef).toBe(2);
    expect(second!.bets[0]!.coef).toBe(2.2);
    expect(second!.refId).not.toBe(first!.refId);
    expect(first).toMatchObject({ typeId: 0, amount: '150.00', changeCoefAction: 2, accountId: 7 });
    // The body is what the placement API accepts.
    expect(placeCouponRequest.safeParse(first).success).toBe(true);
    expect(placeCouponRequest.safeParse(second).success).toBe(true);
  });

  it('offers the login dialog when the session has ended (401)', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    placeAnswers = [() => json({ errors: [{ status: '401', code: 'unauthorized', title: 'unauthorized', detail: 'Log in first.' }] }, 401)];
    renderCoupon({ playerId: 42 });
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    expect((await screen.findByTestId('coupon-message')).textContent).toBe(en.coupon_login_to_bet);
    const opened = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(OPEN_LOGIN_EVENT, opened);
    await user.click(screen.getByRole('button', { name: en.coupon_login }));
    window.removeEventListener(OPEN_LOGIN_EVENT, opened);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(coupon.value.bets).toHaveLength(1);
  });

  it('retries a failed submission with the same refId, then shows the receipt and its settled status', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    placeAnswers = [
      () => Promise.reject(new TypeError('fetch failed')),
      (body) => {
        receiptAnswer = receiptFor(body, 1);
        return json({ couponId: 9001, receipt: receiptFor(body) });
      },
    ];
    renderCoupon({ playerId: 42, pollMs: 30 });
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    expect((await screen.findByTestId('coupon-message')).textContent).toBe(en.coupon_place_failed);
    await user.click(screen.getByTestId('place-bet'));
    const receipt = await screen.findByTestId('coupon-receipt');
    const [first, second] = placeBodies();
    expect(second!.refId).toBe(first!.refId);
    expect(within(receipt).getByRole('link', { name: en.coupon_print }).getAttribute('href')).toBe('/en/print-coupon/9001');
    const balanceCalls = () => requests.filter((r) => r.path === '/web-api/user/balance').length;
    const before = balanceCalls();
    await waitFor(() => expect(screen.getByTestId('coupon-status').getAttribute('data-status-id')).toBe('1'));
    expect(screen.getByTestId('coupon-status').textContent).toContain(en.bet_status_win);
    await waitFor(() => expect(balanceCalls()).toBeGreaterThan(before));
    expect(coupon.value.bets).toEqual([]);
  });

  it('asks a guest to log in instead of placing', () => {
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    renderCoupon();
    expect(screen.getByTestId('coupon-disabled-reason').textContent).toBe(en.coupon_login_to_bet);
    expect(screen.getByRole('button', { name: en.coupon_login })).toBeTruthy();
  });

  it('locks a bet whose game is gone and follows live prices', async () => {
    addBet(homeWin(1, 2));
    addBet(homeWin(5, 3));
    prices = new Map([[1, 2]]);
    renderCoupon();
    await waitFor(() => expect(document.querySelector('[data-coupon-bet="5:1:1:"]')?.hasAttribute('data-locked')).toBe(true));
    await waitFor(() => expect(FakeEventSource.last?.url).toBe('/bff-api/feed/stream?games=1,5'));
    act(() => {
      FakeEventSource.last!.push({ game: 1, id: '1:31', seq: 3, kind: 'odds', at: 0, score: [0, 0], periodId: 1, minute: 5, main: [1.8, 3.5, 4.2] });
    });
    await waitFor(() => expect(document.querySelector('[data-coupon-bet="1:1:1:"]')?.getAttribute('data-trend')).toBe('down'));
    expect(coupon.value.bets[0]).toMatchObject({ coef: 1.8, isLive: false });
  });
});

describe('couponFigures', () => {
  const base = {
    amount: null, amountByBetId: {}, systemValue: 2, promoCode: '', manuallyDeletedBonusBet: false, bonusBetFeature: true, config,
    currency: { iso: 'RUB', exponent: 2 }, accountType: 'main' as const, balanceMinor: undefined,
  };
  const bets = [1, 2, 3].map((id) => ({ ...homeWin(id, 2), addedAt: 0, blockId: 0, isBanker: false, kind: 0 }));

  it('adds the bonus bet to an express of 3 (spec §4: 1.03) unless it was deleted', () => {
    const withBonus = couponFigures({ ...base, typeId: 1, bets });
    expect(withBonus.bonusCoef).toBe(1.03);
    // 150 × 8 × 1.03 = 1236.
    expect(withBonus.potentialWinMinor).toBe(123600);
    const deleted = couponFigures({ ...base, typeId: 1, bets, manuallyDeletedBonusBet: true });
    expect(deleted.bonusCoef).toBeNull();
    expect(deleted.potentialWinMinor).toBe(120000);
  });

  it('a system 2 of 3 has 3 lines and stakes 3 × the amount', () => {
    const system = couponFigures({ ...base, typeId: 2, bets, amount: '10' });
    expect(system).toMatchObject({ lines: 3, totalStakeMinor: 3000, coef: null, systemValue: 2, problems: [] });
  });

  it('reports a missing stake before anything else about amounts', () => {
    const figures = couponFigures({ ...base, typeId: 0, bets: bets.slice(0, 1), amount: '' });
    expect(figures.problems[0]?.code).toBe('amount_missing');
    expect(figures.potentialWinMinor).toBeNull();
  });
});
