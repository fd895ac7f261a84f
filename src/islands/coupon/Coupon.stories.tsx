import { useLayoutEffect } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import en from '../../i18n/locales/en.json';
import ar from '../../i18n/locales/ar.json';
import brand from '../../../brands/main/brand.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { FakeEventSource, fixture, liveMessage } from '../../../.storybook/feed-fixtures.ts';
import type { Receipt as CouponReceipt } from '../../../schemas/coupon-api.ts';
import type { GameDetail } from '../../../schemas/game.ts';
import {
  addBet, chooseType, coupon, couponPlaced, resetCouponStore, setAmount, setBanker, setBetBlock, setBlockAmount, setCoefView, type CouponBet,
} from '../../client/coupon/coupon-store.ts';
import type { CouponSettingsBody } from '../../../schemas/coupon-api.ts';
import { defaultCouponSettings } from '../../domain/coupon/state-rules.ts';
import { IslandI18n } from '../shell/i18n.tsx';
import { resetSession } from '../../client/auth/session.ts';
import { totalCoef } from '../../domain/coupon/arithmetic.ts';
import { coefToMilli } from '../../domain/coupon/amounts.ts';
import { OutcomeButton, betOf } from '../sports/OutcomeButton.tsx';
import Coupon, { COUPON_KEYS } from './Coupon.tsx';

/** Four real upcoming matches (kick-off in 20, 35, 50, 65 minutes) and one in play (Arsenal – Chelsea, 30'). */
const upcoming = [0, 1, 2, 3].map((i) => fixture(i, -20 - 15 * i));
const live = fixture(0, 30);

/** The home win of fixture game `i` as the outcome button gives it to the coupon. */
const homeWin = (i: number) => betOf(upcoming[i]!.game, upcoming[i]!.game.row[0]!);

/** What the mocked placement answers. */
type PlaceAnswer = 'ok' | 'coef_changed';

interface MockApi {
  /** Which fixture games the game detail endpoint answers: the upcoming ones (default) or the game in play. */
  feed?: 'line' | 'live';
  place?: PlaceAnswer;
  /** Status the receipt has when polled. */
  settledStatus?: number;
  /** The player's stored coupon settings (over the defaults). */
  settings?: Partial<CouponSettingsBody>;
  /** The player's accounts: the main one only (default) or main, bonus and a USD account. */
  accounts?: 'main' | 'many';
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const mainAccount = { id: 7, type: 0, iso: 'RUB', money: 1250, moneyMinor: 125000, labelWithSymbol: 'RUB 1,250.00', isActive: true };
const balanceOf = (accounts: MockApi['accounts']) => ({
  balance: 1250,
  bonus: accounts === 'many' ? 40 : 0,
  all_accounts:
    accounts === 'many'
      ? [
          mainAccount,
          { id: 8, type: 4, iso: 'RUB', money: 40, moneyMinor: 4000, labelWithSymbol: 'RUB 40.00', isActive: false },
          { id: 9, type: 9, iso: 'USD', money: 320, moneyMinor: 32000, labelWithSymbol: '$320.00', isActive: false },
        ]
      : [mainAccount],
});
const defaultSettings: CouponSettingsBody = defaultCouponSettings();

/** The receipt the mocked server answers for the coupon in the store (open, waiting for results). */
function receiptOf(request: { refId: string; typeId: number; amount?: string; changeCoefAction: number }, bets: readonly CouponBet[]): CouponReceipt {
  const stake = request.amount ?? '150';
  const stakeMinor = Math.round(Number(stake) * 100);
  const coef = totalCoef(bets.map((b) => ({ coefMilli: coefToMilli(b.coef) })));
  const payoutMinor = Math.floor(stakeMinor * coef);
  return {
    couponId: 424242,
    refId: request.refId,
    typeId: request.typeId,
    systemValue: null,
    combinations: 1,
    coef,
    bonusCoef: null,
    accountId: 7,
    currency: { iso: 'RUB', exponent: 2 },
    stake,
    stakeMinor,
    potentialPayout: (payoutMinor / 100).toFixed(2),
    potentialPayoutMinor: payoutMinor,
    changeCoefAction: request.changeCoefAction,
    placedAt: new Date().toISOString(),
    statusId: -1,
    payout: null,
    payoutMinor: null,
    settledAt: null,
    bets: bets.map((b) => ({
      key: b.key, gameId: b.gameId, permanentId: b.permanentId, gameName: b.gameName, champId: 101, champName: b.champName, start: 1_800_000_000,
      groupId: b.groupId, typeId: b.typeId, param: b.param ?? null, label: b.label, coef: b.coef, isLive: b.isLive, blockId: 0, isBanker: false,
      statusId: -1, score: null, halfTimeScore: null,
    })),
  };
}

/** A receipt settled with `statusId` (1 win: the potential payout is paid; else nothing). */
function settle(receipt: CouponReceipt, statusId: number): CouponReceipt {
  const won = statusId === 1;
  return {
    ...receipt,
    statusId,
    payout: won ? receipt.potentialPayout : '0.00',
    payoutMinor: won ? receipt.potentialPayoutMinor : 0,
    settledAt: new Date().toISOString(),
    bets: receipt.bets.map((b) => ({ ...b, statusId, score: { home: 2, away: 0 }, halfTimeScore: { home: 1, away: 0 } })),
  };
}

let placed: CouponReceipt | null = null;

async function answer(request: Request, api: MockApi): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith('/bff-api/feed/game/')) {
    const id = Number(pathname.split('/').at(-1));
    const details: GameDetail[] = api.feed === 'live' ? [live.detail] : upcoming.map((f) => f.detail);
    const detail = details.find((d) => d.game.permanentId === id);
    return detail ? json({ ...detail, stats: null, serverTime: Date.now() }) : json({ errors: [{ status: '404', code: 'not_found', title: 'Not found' }] }, 404);
  }
  switch (pathname) {
    case '/web-api/session':
      return json({ authenticated: true, user_id: 42, csrfToken: 'story-csrf-token' });
    case '/web-api/user/gettoken':
      return json({ token: 'story-token', expiresAt: new Date(Date.now() + 600_000).toISOString() });
    case '/web-api/user/balance':
      return json(balanceOf(api.accounts));
    case '/web-api/coupon/settings':
      return json(request.method === 'PUT' ? await request.json() : { ...defaultSettings, ...api.settings });
    case '/web-api/coupon/place': {
      const body = (await request.json()) as Parameters<typeof receiptOf>[0] & { bets: { key: string; coef: number }[] };
      // A one-click bet is not in the coupon: its outcome is one of the fixture games'.
      const inCoupon = coupon.peek().bets;
      const bets = inCoupon.length > 0 ? inCoupon : body.bets.map((b) => ({ ...[0, 1, 2, 3].map(homeWin).find((h) => h.key === b.key)!, addedAt: 0, blockId: 0, isBanker: false, kind: 0 }));
      if (api.place === 'coef_changed' && bets[0]!.coef === body.bets[0]!.coef) {
        const moved = [{ key: bets[0]!.key, requested: bets[0]!.coef, coef: Math.round((bets[0]!.coef + 0.15) * 1000) / 1000 }];
        return json({ errors: [{ status: '409', code: 'coef_changed', title: 'coef changed', detail: 'The odds have changed.', meta: { bets: moved } }] }, 409);
      }
      placed = receiptOf(body, bets);
      return json({ couponId: placed.couponId, receipt: placed });
    }
    default:
      if (placed && pathname === `/web-api/coupon/${placed.couponId}`) return json(api.settledStatus === undefined ? placed : settle(placed, api.settledStatus));
      return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${pathname}` }] }, 404);
  }
}

/**
 * Installs the mocked feed and portal APIs and the stand-in EventSource in a layout effect, before
 * the island's own effects run.
 */
const withMockApi: Decorator = (Story, { parameters }) => {
  const api = (parameters.mockApi ?? {}) as MockApi;
  useLayoutEffect(() => {
    const realFetch = globalThis.fetch;
    const realEventSource = globalThis.EventSource;
    document.cookie = 'csrf_token=story-csrf-token; path=/';
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), globalThis.location.href), init);
      const url = new URL(request.url);
      if (url.origin !== globalThis.location.origin || !/^\/(web-api|bff-api\/feed\/game)\//.test(url.pathname)) return realFetch(input, init);
      return answer(request, api);
    };
    return () => {
      globalThis.fetch = realFetch;
      globalThis.EventSource = realEventSource;
    };
  }, [api]);
  return (
    <aside className="coupon-aside" aria-label="Coupon">
      <Story />
    </aside>
  );
};

const meta = {
  title: 'Islands/Coupon',
  component: Coupon,
  decorators: [withMockApi],
  // The coupon and the session are shared by the whole page: start every story afresh.
  beforeEach: () => {
    resetCouponStore();
    resetSession();
    placed = null;
  },
  parameters: { mockApi: {} satisfies MockApi },
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(COUPON_KEYS),
    config: brand.siteConfig.coupon,
    bonusBet: true,
    currency: 'RUB',
    loggedIn: false,
  },
} satisfies Meta<typeof Coupon>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing picked yet. */
export const Empty: Story = {};

/** One line bet: a single, with the stake at the currency's initial amount (RUB 150) and its potential win. */
export const Single: Story = {
  beforeEach: () => {
    addBet(homeWin(0));
  },
};

/** Three bets: an express with the bonus bet of spec §4 (1.03). A guest sees why the button is disabled. */
export const Express: Story = {
  beforeEach: () => {
    for (const i of [0, 1, 2]) addBet(homeWin(i));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('coupon-bonus-bet')).toBeVisible();
    await expect(canvas.getByTestId('coupon-disabled-reason')).toHaveTextContent(en.coupon_login_to_bet);
  },
};

/** Four bets as a system: the size select offers 2, 3 of 4 with their number of bets. */
export const System: Story = {
  beforeEach: () => {
    for (const i of [0, 1, 2, 3]) addBet(homeWin(i));
    chooseType(2);
  },
};

/** Two bets as many singles: one stake per bet. */
export const ManySingles: Story = {
  beforeEach: () => {
    for (const i of [0, 1]) addBet(homeWin(i));
    chooseType(9);
  },
};

/** A stake under the brand's minimum (RUB 10): the place button is disabled and says why. */
export const AmountTooSmall: Story = {
  beforeEach: () => {
    addBet(homeWin(0));
    setAmount('5');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('coupon-disabled-reason')).toHaveTextContent('The minimum stake is 10.00 RUB.');
    await expect(canvas.getByTestId('place-bet')).toBeDisabled();
  },
};

/** A logged-in player places an express; the receipt shows, then its settled status. */
export const PlaceAndSettle: Story = {
  args: { loggedIn: true, pollMs: 50 },
  parameters: { mockApi: { place: 'ok', settledStatus: 1 } satisfies MockApi },
  beforeEach: () => {
    for (const i of [0, 1]) addBet(homeWin(i));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByTestId('place-bet');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const receipt = await canvas.findByTestId('coupon-receipt');
    await expect(receipt).toHaveAttribute('data-coupon-id', '424242');
    await waitFor(() => expect(canvas.getByTestId('coupon-status')).toHaveAttribute('data-status-id', '1'), { timeout: 3000 });
  },
};

/** The server answers coef_changed: the coupon takes the new price (highlighted) and asks to place again. */
export const OddsChangedOnPlacement: Story = {
  args: { loggedIn: true },
  parameters: { mockApi: { place: 'coef_changed' } satisfies MockApi },
  beforeEach: () => {
    addBet(homeWin(0));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByTestId('place-bet');
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    await expect(await canvas.findByTestId('coupon-message')).toHaveTextContent(en.coupon_odds_changed);
    await expect(canvasElement.querySelector('[data-coupon-bet]')).toHaveAttribute('data-trend', 'up');
  },
};

/** A bet on a game in play: new prices on the stream move its coefficient (highlighted up). */
export const LiveOddsMove: Story = {
  parameters: { mockApi: { feed: 'live' } satisfies MockApi },
  beforeEach: () => {
    addBet(betOf(live.game, live.game.row[0]!));
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('[data-stream="open"]')).not.toBeNull());
    const [home, draw, away] = live.game.row.map((o) => o.coef) as [number, number, number];
    // The next message in seq carries new 1X2 prices; a gap would re-fetch the game instead.
    FakeEventSource.last!.push(liveMessage(live.game, { seq: live.game.seq + 1, kind: 'odds', main: [home + 0.25, draw, away] }));
    FakeEventSource.last!.push(liveMessage(live.game, { seq: live.game.seq + 2, kind: 'odds', main: [home + 0.5, draw, away] }));
    await waitFor(() => expect(canvasElement.querySelector('[data-coupon-bet]')).toHaveAttribute('data-trend', 'up'));
  },
};

/** The receipt of a placed coupon, waiting for the results. */
export const Receipt: Story = {
  args: { loggedIn: true },
  beforeEach: () => {
    const bets = [0, 1].map((i) => ({ ...homeWin(i), addedAt: 0, blockId: 0, isBanker: false, kind: 0 }));
    couponPlaced(receiptOf({ refId: 'story-ref-0001', typeId: 1, amount: '150', changeCoefAction: 2 }, bets));
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(COUPON_KEYS, ar) },
  beforeEach: () => {
    for (const i of [0, 1, 2]) addBet(homeWin(i));
  },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};

/** Four bets as a system with a banker: the sizes offered are those of the 3 other bets (2 of 3), and no second banker can be marked. */
export const SystemWithBanker: Story = {
  beforeEach: () => {
    for (const i of [0, 1, 2, 3]) addBet(homeWin(i));
    chooseType(2);
    setBanker(homeWin(0).key, true);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: new RegExp(en.coupon_system_value) })).toHaveTextContent('2 of 3 (3 bets)');
    await expect(canvasElement.querySelector(`[data-coupon-bet="${homeWin(0).key}"]`)).toHaveAttribute('data-banker', 'true');
  },
};

/** Four bets as a multi-bet by blocks: two blocks (A and B) of two bets, each with its stake. */
export const MultiBlock: Story = {
  beforeEach: () => {
    for (const i of [0, 1, 2, 3]) addBet(homeWin(i));
    chooseType(4);
    setBetBlock(homeWin(2).key, 1);
    setBetBlock(homeWin(3).key, 1);
    setBlockAmount(0, '200');
    setBlockAmount(1, '100');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Stake on block A')).toHaveValue('200');
    await expect(canvas.getByLabelText('Stake on block B')).toHaveValue('100');
    await expect(canvas.queryByTestId('coupon-disabled-reason')).toHaveTextContent(en.coupon_login_to_bet);
  },
};

/** Odds in the fractional view (spec §9 view 1): the coupon's coefficients, the total and the outcome buttons of the page. */
export const FractionalOdds: Story = {
  beforeEach: () => {
    setCoefView(1);
    for (const i of [0, 1, 2]) addBet(homeWin(i));
  },
};

/** A player with a main, a bonus and a USD account chooses the account to bet from; amounts are in its currency. */
export const AccountSelect: Story = {
  args: { loggedIn: true },
  parameters: { mockApi: { accounts: 'many' } satisfies MockApi },
  beforeEach: () => {
    addBet(homeWin(0));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: new RegExp(en.coupon_account) })).toHaveTextContent('Main account: RUB 1,250.00');
  },
};

/** Switching one-click betting on with bets in the coupon asks first (spec §4). */
export const OneClickConfirm: Story = {
  args: { loggedIn: true },
  beforeEach: () => {
    addBet(homeWin(0));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('switch', { name: en.coupon_one_click }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog');
    await expect(dialog).toHaveTextContent(en.coupon_one_click_confirm_title);
  },
};

/** One-click betting on (stake RUB 50): pressing the odds of a game places a single at once, and the coupon shows its receipt. */
export const OneClick: Story = {
  args: { loggedIn: true },
  parameters: { mockApi: { settings: { isActiveOneClick: true, oneClickAmount: '50' } } satisfies MockApi },
  decorators: [
    (Story, { args }) => (
      <>
        <IslandI18n lng={args.lng} locale={args.locale} messages={args.messages}>
          <div className="game-row" data-testid="one-click-outcome">
            <OutcomeButton game={upcoming[1]!.game} outcome={upcoming[1]!.game.row[0]!} />
          </div>
        </IslandI18n>
        <Story />
      </>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('coupon')).toHaveAttribute('data-one-click', 'true'));
    await userEvent.click(canvas.getByTestId('one-click-outcome').querySelector('[data-outcome]')!);
    const receipt = await canvas.findByTestId('coupon-receipt');
    await expect(receipt).toHaveTextContent('RUB 50.00');
  },
};
