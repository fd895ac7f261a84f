// @vitest-environment jsdom
/**
 * The coupon island (src/islands/coupon/Coupon.tsx) in jsdom with real user events. The network is
 * stubbed at its boundary: `fetch` answers the portal's endpoints with Response objects, and
 * EventSource is the stories' stand-in stream.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import Coupon, { COUPON_KEYS, couponFigures } from '../../src/islands/coupon/Coupon.tsx';
import {
  addBet, chooseType, coupon, couponSettings, resetCouponStore, setCoefView, COEF_VIEW_STORAGE_KEY, COUPON_SETTINGS_STORAGE_KEY, type NewBet,
} from '../../src/client/coupon/coupon-store.ts';
import { OutcomeButton, type OutcomeGame } from '../../src/islands/sports/OutcomeButton.tsx';
import { IslandI18n } from '../../src/islands/shell/i18n.tsx';
import type { OutcomeState } from '../../src/domain/feed/live-sync.ts';
import { resetSession } from '../../src/client/auth/session.ts';
import { floorMinor, potentialPayout } from '../../src/domain/coupon/arithmetic.ts';
import { FakeEventSource } from '../../.storybook/feed-fixtures.ts';
import { OPEN_LOGIN_EVENT } from '../../src/client/auth/navigation.ts';
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
  accountId: number;
  amount?: string;
  amountByBlockId?: Record<string, string>;
  systemValue?: number;
  promoCode?: string;
  isOneClick?: boolean;
  coefViewId?: number;
  changeCoefAction: number;
  bets: { key: string; gameId: string; coef: number; isBanker?: boolean; blockId?: number }[];
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const mainAccount = { id: 7, type: 0, iso: 'RUB', money: 1000, moneyMinor: 100000, labelWithSymbol: 'RUB 1,000.00', isActive: true };
/** What `GET /web-api/user/balance` answers. */
let balance: { balance: number; bonus: number; all_accounts: (typeof mainAccount)[] } = { balance: 1000, bonus: 0, all_accounts: [mainAccount] };

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

function renderCoupon(props: { loggedIn?: boolean; pollMs?: number } = {}) {
  return render(
    <Coupon lng="en" locale="en" messages={messages} config={config} bonusBet currency="RUB" loggedIn={props.loggedIn ?? false} {...(props.pollMs ? { pollMs: props.pollMs } : {})} />,
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
  balance = { balance: 1000, bonus: 0, all_accounts: [mainAccount] };
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
    renderCoupon({ loggedIn: true });
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
    expect(screen.getByLabelText(en.coupon_amount)).toBeTruthy();
    await user.click(screen.getByRole('radio', { name: en.coupon_type_2 }));
    expect(screen.getByTestId('coupon').getAttribute('data-type-id')).toBe('2');
    expect(screen.getByRole('button', { name: new RegExp(en.coupon_system_value) })).toBeTruthy();
    // A system's stake is per line: the field says so.
    expect(screen.getByLabelText(en.coupon_amount_per_line)).toBeTruthy();
    expect(screen.queryByLabelText(en.coupon_amount)).toBeNull();
  });

  it('takes the new coefficient of a coef_changed answer, highlights it, and places with a new refId', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    placeAnswers = [
      () => json({ errors: [{ status: '409', code: 'coef_changed', title: 'coef changed', detail: 'The odds have changed.', meta: { bets: [{ key: '1:1:1:', requested: 2, coef: 2.2 }] } }] }, 409),
      (body) => json({ couponId: 9001, receipt: receiptFor(body) }),
    ];
    renderCoupon({ loggedIn: true });
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

  it('lists the bonus-bet leg on the receipt of an express that got one, so the legs shown multiply to the total', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 2], [2, 2], [3, 2]]);
    for (const id of [1, 2, 3]) addBet(homeWin(id, 2));
    placeAnswers = [(body) => json({ couponId: 9001, receipt: { ...receiptFor(body), coef: 8.24, bonusCoef: 1.03, potentialPayoutMinor: 123600, potentialPayout: '1236.00' } })];
    renderCoupon({ loggedIn: true });
    expect((await screen.findByTestId('coupon-bonus-bet')).textContent).toContain('1.03');
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    const receipt = await screen.findByTestId('coupon-receipt');
    const coefs = [...receipt.querySelectorAll('.coupon-receipt-bet .coupon-bet-coef')].map((node) => Number(node.textContent));
    expect(coefs).toEqual([2, 2, 2, 1.03]);
    expect(within(receipt).getByTestId('coupon-receipt-bonus-bet').textContent).toContain(en.coupon_bonus_bet);
    expect(Math.round(coefs.reduce((p, c) => p * c, 1) * 1000) / 1000).toBe(8.24);
  });

  it('offers the login dialog when the session has ended (401)', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    placeAnswers = [() => json({ errors: [{ status: '401', code: 'unauthorized', title: 'unauthorized', detail: 'Log in first.' }] }, 401)];
    renderCoupon({ loggedIn: true });
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
    let placed: Parameters<typeof receiptFor>[0] | null = null;
    placeAnswers = [
      () => Promise.reject(new TypeError('fetch failed')),
      (body) => {
        placed = body;
        // Open at first: the settlement comes after the balance calls are counted below.
        receiptAnswer = receiptFor(body);
        return json({ couponId: 9001, receipt: receiptFor(body) });
      },
    ];
    renderCoupon({ loggedIn: true, pollMs: 30 });
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
    receiptAnswer = receiptFor(placed!, 1);
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
      FakeEventSource.last!.push({ game: 1, id: '1:31', seq: 3, kind: 'odds', at: 0, sentAt: 0, score: { home: 0, away: 0 }, periodId: 1, minute: 5, main: [1.8, 3.5, 4.2] });
    });
    await waitFor(() => expect(document.querySelector('[data-coupon-bet="1:1:1:"]')?.getAttribute('data-trend')).toBe('down'));
    expect(coupon.value.bets[0]).toMatchObject({ coef: 1.8, isLive: false });
  });
});

/** Opens a react-aria Select by its label and picks an option. */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string | RegExp, option: string | RegExp, root: HTMLElement = document.body) {
  await user.click(within(root).getByRole('button', { name: label instanceof RegExp ? label : new RegExp(label) }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** The 1X2 row of a line game as the pages give it to an outcome button. */
const pageGame: OutcomeGame = { permanentId: 8, id: '8:31', home: 'Home 8', away: 'Away 8', champName: 'Premier League', status: 'line' };
const pageOutcome = (coef: number): OutcomeState => ({ groupId: 1, typeId: 1, label: 'market_outcome_home', coef, isLocked: false });

function renderOutcome(coef: number) {
  return render(
    <IslandI18n lng="en" locale="en" messages={messages}>
      <div data-testid="page">
        <OutcomeButton game={pageGame} outcome={pageOutcome(coef)} />
      </div>
    </IslandI18n>,
  );
}

describe('Coupon island: system bankers', () => {
  it('a banker changes the system sizes and combinations offered, and is sent per bet', async () => {
    const user = userEvent.setup();
    for (const id of [1, 2, 3, 4]) {
      prices.set(id, 2);
      addBet(homeWin(id, 2));
    }
    chooseType(2);
    placeAnswers = [(body) => json({ couponId: 9001, receipt: receiptFor(body) })];
    renderCoupon({ loggedIn: true });
    await pick(user, en.coupon_system_value, '3 of 4 (4 bets)');
    expect(screen.getByRole('button', { name: new RegExp(en.coupon_system_value) }).textContent).toContain('3 of 4 (4 bets)');
    expect(document.querySelector('.coupon-lines')?.textContent).toBe('4');
    const banker = (key: string) => within(document.querySelector(`[data-coupon-bet="${key}"]`) as HTMLElement).getByRole('checkbox');
    await user.click(banker('1:1:1:'));
    expect(coupon.value.bets[0]!.isBanker).toBe(true);
    expect(document.querySelector('[data-coupon-bet="1:1:1:"]')?.getAttribute('data-banker')).toBe('true');
    // 3 bets left to combine: only 2 of 3 (3 bets); the value follows, and no second banker (isDisabledBanker).
    await user.click(screen.getByRole('button', { name: new RegExp(en.coupon_system_value) }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['2 of 3 (3 bets)']);
    await user.keyboard('{Escape}');
    expect(document.querySelector('.coupon-lines')?.textContent).toBe('3');
    expect((banker('2:1:1:') as HTMLInputElement).disabled).toBe(true);
    // 3 lines × 150 × (2 × 2 × 2 with the banker's 2): 3 × 150 × 8.
    expect(screen.getByTestId('coupon-potential-win').getAttribute('data-minor')).toBe('360000');
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    await screen.findByTestId('coupon-receipt');
    const [body] = placeBodies();
    expect(body).toMatchObject({ typeId: 2, systemValue: 2, amount: '150.00' });
    expect(body!.bets.map((b) => b.isBanker)).toEqual([true, false, false, false]);
    expect(placeCouponRequest.safeParse(body).success).toBe(true);
  });
});

describe('Coupon island: multi-bet by blocks', () => {
  it('puts bets in blocks, takes a stake per block, shows the domain potential win and sends blockId and amountByBlockId', async () => {
    const user = userEvent.setup();
    const coefs: [number, number][] = [[1, 2], [2, 1.5], [3, 3], [4, 1.2]];
    for (const [id, coef] of coefs) {
      prices.set(id, coef);
      addBet(homeWin(id, coef));
    }
    placeAnswers = [(body) => json({ couponId: 9001, receipt: receiptFor(body) })];
    renderCoupon({ loggedIn: true });
    await user.click(screen.getByRole('radio', { name: en.coupon_type_4 }));
    expect(screen.getByTestId('coupon').getAttribute('data-type-id')).toBe('4');
    for (const id of [3, 4]) {
      const item = document.querySelector(`[data-coupon-bet="${id}:1:1:"]`) as HTMLElement;
      await pick(user, /Block of/, 'Block B', item);
      expect(item.getAttribute('data-block-id')).toBe('1');
    }
    // The blocks offered go up to the number of bets.
    await user.click(within(document.querySelector('[data-coupon-bet="1:1:1:"]') as HTMLElement).getByRole('button', { name: /Block of/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Block A', 'Block B', 'Block C', 'Block D']);
    await user.keyboard('{Escape}');
    const stakeA = screen.getByLabelText('Stake on block A') as HTMLInputElement;
    const stakeB = screen.getByLabelText('Stake on block B') as HTMLInputElement;
    expect(screen.queryByLabelText(en.coupon_amount)).toBeNull();
    await user.clear(stakeA);
    await user.type(stakeA, '100');
    await user.clear(stakeB);
    await user.type(stakeB, '50');
    const expected = floorMinor(potentialPayout(4, [{ coefMilli: 2000, blockId: 0 }, { coefMilli: 1500, blockId: 0 }, { coefMilli: 3000, blockId: 1 }, { coefMilli: 1200, blockId: 1 }], { amountByBlockId: { 0: 10000, 1: 5000 } }));
    // 100 × 2 × 1.5 + 50 × 3 × 1.2 = 300 + 180.
    expect(expected).toBe(48000);
    expect(screen.getByTestId('coupon-potential-win').getAttribute('data-minor')).toBe(String(expected));
    expect(document.querySelector('.coupon-total-stake')?.textContent).toMatch(/150\.00/);
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    await screen.findByTestId('coupon-receipt');
    const [body] = placeBodies();
    expect(body!.typeId).toBe(4);
    expect(body!.bets.map((b) => b.blockId)).toEqual([0, 0, 1, 1]);
    expect(body!.amountByBlockId).toEqual({ 0: '100.00', 1: '50.00' });
    expect(body!.amount).toBeUndefined();
    expect(placeCouponRequest.safeParse(body).success).toBe(true);
  });

  it('a block with one bet is not placeable and says why', async () => {
    const user = userEvent.setup();
    for (const id of [1, 2, 3]) {
      prices.set(id, 2);
      addBet(homeWin(id, 2));
    }
    renderCoupon({ loggedIn: true });
    await user.click(screen.getByRole('radio', { name: en.coupon_type_4 }));
    await pick(user, /Block of/, 'Block B', document.querySelector('[data-coupon-bet="3:1:1:"]') as HTMLElement);
    expect(screen.getByTestId('coupon-disabled-reason').textContent).toBe('Add at least 2 bets for this coupon type.');
  });
});

describe('Coupon island: promo code', () => {
  it('is sent with the coupon, and not offered on many singles (with the reason)', async () => {
    const user = userEvent.setup();
    for (const id of [1, 2]) {
      prices.set(id, 2);
      addBet(homeWin(id, 2));
    }
    placeAnswers = [(body) => json({ couponId: 9001, receipt: receiptFor(body) })];
    renderCoupon({ loggedIn: true });
    const promo = screen.getByLabelText(en.coupon_promo_code) as HTMLInputElement;
    await user.type(promo, 'AUTUMN10');
    expect(coupon.value.promoCode).toBe('AUTUMN10');
    await user.click(screen.getByRole('radio', { name: en.coupon_type_9 }));
    const disabled = screen.getByLabelText(en.coupon_promo_code) as HTMLInputElement;
    expect(disabled.disabled).toBe(true);
    expect(disabled.value).toBe('');
    expect(screen.getByText(en.coupon_error_promo_code_not_allowed)).toBeTruthy();
    // The code typed before does not block many singles; it is not sent.
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    await screen.findByTestId('coupon-receipt');
    await user.click(screen.getByRole('button', { name: en.coupon_new }));
    addBet(homeWin(1, 2));
    addBet(homeWin(2, 2));
    await waitFor(() => expect(screen.getByTestId('coupon').getAttribute('data-type-id')).toBe('1'));
    await user.type(screen.getByLabelText(en.coupon_promo_code), 'AUTUMN10');
    await user.click(screen.getByTestId('place-bet'));
    await waitFor(() => expect(placeBodies()).toHaveLength(2));
    const [manySingles, express] = placeBodies();
    expect(manySingles).toMatchObject({ typeId: 9 });
    expect(manySingles).not.toHaveProperty('promoCode');
    expect(express).toMatchObject({ typeId: 1, promoCode: 'AUTUMN10' });
  });
});

describe('Coupon island: one-click betting', () => {
  it('asks before clearing the coupon, then an outcome press places a single with the one-click stake', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 2], [8, 1.8]]);
    addBet(homeWin(1, 2));
    placeAnswers = [(body) => json({ couponId: 9001, receipt: receiptFor(body) })];
    renderCoupon({ loggedIn: true });
    renderOutcome(1.8);
    const oneClick = screen.getByRole('switch', { name: en.coupon_one_click });
    await user.click(oneClick);
    // Spec §4: with bets in the coupon it asks first; nothing changes until confirmed.
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(en.coupon_one_click_confirm_text)).toBeTruthy();
    expect(coupon.value.bets).toHaveLength(1);
    expect(couponSettings.value.isActiveOneClick).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: en.coupon_one_click_confirm }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(coupon.value.bets).toEqual([]);
    expect(couponSettings.value.isActiveOneClick).toBe(true);
    expect(screen.getByTestId('coupon').hasAttribute('data-one-click')).toBe(true);
    // A player's settings go to the server (in the API's shape: no client-side view).
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && (r.body as { isActiveOneClick?: boolean }).isActiveOneClick === true)).toBe(true));
    const put = requests.filter((r) => r.method === 'PUT').at(-1)!.body as Record<string, unknown>;
    expect(put).not.toHaveProperty('coefViewId');
    const stake = screen.getByLabelText(en.coupon_one_click_amount) as HTMLInputElement;
    expect(stake.value).toBe('150');
    await user.clear(stake);
    await user.type(stake, '25');
    expect(couponSettings.value.oneClickAmount).toBe('25');
    const button = screen.getByTestId('page').querySelector('[data-outcome="8:1:1:"]') as HTMLElement;
    await user.click(button);
    const receipt = await screen.findByTestId('coupon-receipt');
    expect(receipt.getAttribute('data-coupon-id')).toBe('9001');
    // The bet was placed, not added.
    expect(coupon.value.bets).toEqual([]);
    await user.click(button);
    await waitFor(() => expect(placeBodies()).toHaveLength(2));
    const [first, second] = placeBodies();
    expect(first).toMatchObject({ typeId: 0, isOneClick: true, amount: '25.00', accountId: 7, bets: [{ key: '8:1:1:', gameId: '8:31', coef: 1.8 }] });
    expect(placeCouponRequest.safeParse(first).success).toBe(true);
    // One refId per press.
    expect(second!.refId).not.toBe(first!.refId);
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT' && (r.body as { oneClickAmount?: string }).oneClickAmount === '25')).toBe(true));
  });

  it('shows a refusal of a one-click bet in the coupon', async () => {
    const user = userEvent.setup();
    placeAnswers = [() => json({ errors: [{ status: '409', code: 'insufficient_funds', title: 'insufficient funds', detail: 'Not enough money.' }] }, 409)];
    renderCoupon({ loggedIn: true });
    renderOutcome(1.8);
    await user.click(screen.getByRole('switch', { name: en.coupon_one_click }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(screen.getByTestId('page').querySelector('[data-outcome="8:1:1:"]') as HTMLElement);
    expect((await screen.findByTestId('coupon-message')).textContent).toBe(en.coupon_insufficient_funds);
    expect(coupon.value.bets).toEqual([]);
  });

  it('shows a responsible-gaming refusal with the reason the server gives in the page language', async () => {
    const user = userEvent.setup();
    const detail = 'This stake is over your wagering limit. You can stake 12.00 RUB more until 2026-06-14 15:37 UTC.';
    placeAnswers = [() => json({ errors: [{ status: '403', code: 'limit_reached', title: 'limit reached', detail, meta: { limitType: 1, limitBalance: 1200, i18nKey: 'responsible_gaming_refused_wager' } }] }, 403)];
    renderCoupon({ loggedIn: true });
    renderOutcome(1.8);
    await user.click(screen.getByRole('switch', { name: en.coupon_one_click }));
    await user.click(screen.getByTestId('page').querySelector('[data-outcome="8:1:1:"]') as HTMLElement);
    expect((await screen.findByTestId('coupon-message')).textContent).toBe(detail);
  });

  it('is not offered when the brand does not enable it, and drop on score change turns it off', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Coupon lng="en" locale="en" messages={messages} config={{ ...config, isOneClickEnabled: false }} bonusBet currency="RUB" loggedIn />);
    expect(screen.queryByRole('switch', { name: en.coupon_one_click })).toBeNull();
    unmount();
    renderCoupon({ loggedIn: true });
    await user.click(screen.getByRole('switch', { name: en.coupon_one_click }));
    expect(couponSettings.value.isActiveOneClick).toBe(true);
    await user.click(screen.getByRole('switch', { name: en.coupon_drop_on_score_change }));
    expect(couponSettings.value).toMatchObject({ isDropOnScoreChange: true, isActiveOneClick: false });
    expect((screen.getByRole('switch', { name: en.coupon_one_click }) as HTMLInputElement).checked).toBe(false);
  });
});

describe('Coupon island: odds format', () => {
  it('shows every coefficient of the coupon and of the outcome buttons in the chosen view', async () => {
    const user = userEvent.setup();
    prices = new Map([[1, 1.91], [2, 1.25]]);
    addBet(homeWin(1, 1.91));
    renderCoupon();
    renderOutcome(1.25);
    const coefOf = (key: string) => document.querySelector(`[data-coupon-bet="${key}"] .coupon-bet-coef`)?.textContent;
    const outcome = () => screen.getByTestId('page').querySelector('[data-outcome="8:1:1:"]') as HTMLElement;
    expect(coefOf('1:1:1:')).toBe('1.91');
    expect(outcome().querySelector('.outcome-coef')?.textContent).toBe('1.25');
    await pick(user, en.coupon_coef_view, en.coupon_coef_view_1);
    expect(coefOf('1:1:1:')).toBe('10/11');
    expect(document.querySelector('.coupon-total-coef')?.textContent).toBe('10/11');
    expect(outcome().querySelector('.outcome-coef')?.textContent).toBe('1/4');
    expect(localStorage.getItem(COEF_VIEW_STORAGE_KEY)).toBe('1');
    await pick(user, en.coupon_coef_view, en.coupon_coef_view_2);
    expect(outcome().querySelector('.outcome-coef')?.textContent).toBe('-400');
    expect(coefOf('1:1:1:')).toBe('-110');
    // The outcome button keeps its decimal price in data-coef.
    expect(outcome().getAttribute('data-coef')).toBe('1.25');
  });

  it('sends the view with the placement; the server HTML of an outcome button stays decimal', async () => {
    const user = userEvent.setup();
    setCoefView(2);
    const html = renderToString(
      <IslandI18n lng="en" locale="en" messages={messages}>
        <OutcomeButton game={pageGame} outcome={pageOutcome(1.25)} />
      </IslandI18n>,
    );
    expect(html).toContain('>1.25<');
    expect(html).not.toContain('-400');
    prices = new Map([[1, 2.5]]);
    addBet(homeWin(1, 2.5));
    placeAnswers = [(body) => json({ couponId: 9001, receipt: receiptFor(body) })];
    renderCoupon({ loggedIn: true });
    expect(document.querySelector('[data-coupon-bet="1:1:1:"] .coupon-bet-coef')?.textContent).toBe('+150');
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    await screen.findByTestId('coupon-receipt');
    expect(placeBodies()[0]).toMatchObject({ coefViewId: 2 });
  });
});

describe('Coupon island: account to bet from', () => {
  it('offers the open accounts; the currency of the amounts follows the chosen one, and the bet is taken from it', async () => {
    const user = userEvent.setup();
    balance = {
      balance: 1000, bonus: 20,
      all_accounts: [
        mainAccount,
        { id: 8, type: 4, iso: 'RUB', money: 20, moneyMinor: 2000, labelWithSymbol: 'RUB 20.00', isActive: false },
        { id: 9, type: 9, iso: 'USD', money: 300, moneyMinor: 30000, labelWithSymbol: '$300.00', isActive: false },
      ],
    };
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    placeAnswers = [(body) => json({ couponId: 9001, receipt: receiptFor(body) })];
    renderCoupon({ loggedIn: true });
    const accountButton = await screen.findByRole('button', { name: new RegExp(en.coupon_account) });
    expect(accountButton.textContent).toContain('Main account: RUB 1,000.00');
    expect(screen.getByTestId('coupon-potential-win').textContent).toMatch(/^RUB\s300\.00$/);
    await user.click(accountButton);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Main account: RUB 1,000.00', 'Bonus account: RUB 20.00', 'USD account: $300.00']);
    await user.click(screen.getByRole('option', { name: 'USD account: $300.00' }));
    expect(coupon.value.accountId).toBe(9);
    // USD: the initial amount is 5, so 5 × 2.
    expect((screen.getByLabelText(en.coupon_amount) as HTMLInputElement).value).toBe('5');
    expect(screen.getByTestId('coupon-potential-win').textContent).toMatch(/^\$10\.00$/);
    expect(document.querySelector('.coupon-max')?.textContent).toBe('Max $5,000.00');
    // The bonus account: no maximum (spec §5).
    await pick(user, en.coupon_account, 'Bonus account: RUB 20.00');
    expect(document.querySelector('.coupon-max')).toBeNull();
    expect(screen.getByText(en.coupon_bonus_no_max)).toBeTruthy();
    await pick(user, en.coupon_account, 'USD account: $300.00');
    const place = screen.getByTestId('place-bet');
    await waitFor(() => expect(place.hasAttribute('disabled')).toBe(false));
    await user.click(place);
    await screen.findByTestId('coupon-receipt');
    expect(placeBodies()[0]).toMatchObject({ accountId: 9, amount: '5.00' });
  });

  it('is not shown with a single account', async () => {
    prices = new Map([[1, 2]]);
    addBet(homeWin(1, 2));
    renderCoupon({ loggedIn: true });
    await waitFor(() => expect(requests.some((r) => r.path === '/web-api/user/balance')).toBe(true));
    expect(screen.queryByRole('button', { name: new RegExp(en.coupon_account) })).toBeNull();
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
