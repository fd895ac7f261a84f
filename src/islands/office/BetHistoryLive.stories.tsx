import { useLayoutEffect } from 'react';
import { outcomeKey, replayId } from '../../domain/feed/outcome-key.ts';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import en from '../../i18n/locales/en.json';
import ar from '../../i18n/locales/ar.json';
import type { Receipt } from '../../../schemas/coupon-api.ts';
import { pickMessages } from '../../../.storybook/messages.ts';
import { MATCHES, STORY_NOW } from '../../../.storybook/feed-fixtures.ts';
import { GROUP, TYPE } from '../../domain/feed/odds-model.ts';
import { feedChamps } from '../../domain/feed/slugs.ts';
import BetHistoryLive, { BET_HISTORY_KEYS } from './BetHistoryLive.tsx';

/**
 * Receipts of real matches (.storybook/feed-fixtures.ts): an express of Arsenal to win (5-0),
 * Milan to win at Inter (1-2) and over 2.5 goals in Real Madrid – Barcelona (0-4), open and then
 * settled as the real results say; and a single on under 2.5 goals in Liverpool – Man City (2-0:
 * won), {@link singleWon}.
 */
const HOUR = 3_600_000;
const champName = (champId: number) => feedChamps().find((c) => c.champId === champId)!.champName;

const LEGS = [
  { match: MATCHES[0]!, groupId: GROUP.result, typeId: TYPE.home, param: null, label: 'market_outcome_home', coef: 1.4, status: 1 },
  { match: MATCHES[1]!, groupId: GROUP.result, typeId: TYPE.away, param: null, label: 'market_outcome_away', coef: 5.25, status: 1 },
  { match: MATCHES[2]!, groupId: GROUP.total, typeId: TYPE.over, param: 2.5, label: 'market_outcome_over', coef: 1.4, status: 1 },
] as const;

function receipt(couponId: number, settled: boolean): Receipt {
  const kickoff = STORY_NOW - 30 * 60_000;
  return {
    couponId,
    refId: `story-ref-${couponId}`,
    typeId: 1,
    systemValue: null,
    combinations: 1,
    coef: 10.29,
    bonusCoef: null,
    accountId: 11,
    currency: { iso: 'RUB', exponent: 2 },
    stake: '100.00',
    stakeMinor: 10_000,
    potentialPayout: '1029.00',
    potentialPayoutMinor: 102_900,
    changeCoefAction: 2,
    placedAt: new Date(kickoff - HOUR).toISOString(),
    statusId: settled ? 1 : -1,
    payout: settled ? '1029.00' : null,
    payoutMinor: settled ? 102_900 : null,
    settledAt: settled ? new Date(kickoff + 2 * HOUR).toISOString() : null,
    bets: LEGS.map((leg, index) => ({
      key: outcomeKey({ permanentId: leg.match.permanentId, groupId: leg.groupId, typeId: leg.typeId, ...(leg.param == null ? {} : { param: leg.param }) }),
      gameId: replayId(leg.match.permanentId, 31),
      permanentId: leg.match.permanentId,
      gameName: `${leg.match.home.name} – ${leg.match.away.name}`,
      champId: leg.match.champId,
      champName: champName(leg.match.champId),
      start: Math.floor((kickoff + index * 15 * 60_000) / 1000),
      groupId: leg.groupId,
      typeId: leg.typeId,
      param: leg.param,
      label: leg.label,
      coef: leg.coef,
      isLive: false,
      blockId: 0,
      isBanker: false,
      statusId: settled ? leg.status : -1,
      score: settled ? leg.match.fullTime : null,
      halfTimeScore: settled ? leg.match.halfTime : null,
    })),
  };
}

/** A single on Liverpool – Man City under 2.5 (2-0): won. */
const singleWon: Receipt = {
  ...receipt(41, true),
  typeId: 0,
  coef: 2.38,
  stake: '250.00',
  stakeMinor: 25_000,
  potentialPayout: '595.00',
  potentialPayoutMinor: 59_500,
  payout: '595.00',
  payoutMinor: 59_500,
  bets: [{ ...receipt(41, true).bets[0]!, key: outcomeKey({ permanentId: MATCHES[3]!.permanentId, groupId: GROUP.total, typeId: TYPE.under, param: 2.5 }), gameId: replayId(MATCHES[3]!.permanentId, 31), permanentId: MATCHES[3]!.permanentId, gameName: 'Liverpool – Man City', champName: champName(101), groupId: GROUP.total, typeId: TYPE.under, param: 2.5, label: 'market_outcome_under', coef: 2.38, statusId: 1, score: MATCHES[3]!.fullTime, halfTimeScore: MATCHES[3]!.halfTime }],
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The coupon API: coupon 42 has settled since the page was rendered. */
const withSettlingApi: Decorator = (Story) => {
  useLayoutEffect(() => {
    const realFetch = globalThis.fetch;
    globalThis.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), globalThis.location.href), init);
      const url = new URL(request.url);
      if (url.origin !== globalThis.location.origin || !url.pathname.startsWith('/web-api/')) return realFetch(input, init);
      if (url.pathname === '/web-api/coupon/42') return json(receipt(42, true));
      if (url.pathname === '/web-api/user/balance') {
        return json({ balance: 1929, bonus: 0, all_accounts: [{ id: 11, type: 0, iso: 'RUB', money: 1929, labelWithSymbol: '1,929.00 ₽', isActive: true }] });
      }
      return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${url.pathname}` }] }, 404);
    };
    return () => {
      globalThis.fetch = realFetch;
    };
  }, []);
  return <Story />;
};

const meta = {
  title: 'Islands/BetHistoryLive',
  component: BetHistoryLive,
  args: { lng: 'en', locale: 'en', messages: pickMessages(BET_HISTORY_KEYS), coupons: [receipt(42, false), singleWon], view: 'full_view' },
} satisfies Meta<typeof BetHistoryLive>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Full view: an open express and a settled single, each bet with its outcome, odds, status and score. */
export const FullView: Story = {
  play: async ({ canvasElement }) => {
    const open = canvasElement.querySelector('[data-coupon-id="42"]')!;
    await expect(open.getAttribute('data-status-id')).toBe('-1');
    await expect(open.querySelectorAll('[data-leg-status="-1"]')).toHaveLength(3);
    await expect(within(open as HTMLElement).getByText('Total goals: Over 2.5')).toBeTruthy();
    const settled = canvasElement.querySelector('[data-coupon-id="41"]')!;
    await expect(settled.querySelector('[data-score]')?.getAttribute('data-score')).toBe('2:0');
  },
};

/** Compact view: the coupons without their bets. */
export const CompactView: Story = {
  args: { view: 'compact_view' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('[data-coupon-id]')).toHaveLength(2);
    await expect(canvasElement.querySelectorAll('[data-leg-status]')).toHaveLength(0);
  },
};

/** An empty directory. */
export const Empty: Story = {
  args: { coupons: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(en.history_empty)).toBeTruthy();
  },
};

/** The open express settles while the page is open: status, payout and each bet's real score update. */
export const SettlesLive: Story = {
  args: { coupons: [receipt(42, false)], pollMs: 50 },
  decorators: [withSettlingApi],
  play: async ({ canvasElement }) => {
    const coupon = () => canvasElement.querySelector('[data-coupon-id="42"]')!;
    await waitFor(() => expect(coupon().getAttribute('data-status-id')).toBe('1'), { timeout: 3000 });
    await expect([...coupon().querySelectorAll('[data-leg-status]')].map((leg) => leg.getAttribute('data-leg-status'))).toEqual(['1', '1', '1']);
    await expect([...coupon().querySelectorAll('[data-score]')].map((cell) => cell.getAttribute('data-score'))).toEqual(['5:0', '1:2', '0:4']);
    await expect(coupon().querySelector('.bet-coupon-payout')?.textContent).toBe('RUB\u00a01,029.00');
  },
};

/** The print-coupon page's list: no print link, no polling. */
export const Printable: Story = {
  args: { coupons: [singleWon], printable: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(BET_HISTORY_KEYS, ar) },
  decorators: [
    (Story) => (
      <div dir="rtl" lang="ar">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText(ar.coupon_type_1).length).toBeGreaterThan(0);
  },
};
