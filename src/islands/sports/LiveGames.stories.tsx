import { useLayoutEffect } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { pickMessages } from '../../../.storybook/messages.ts';
import { resetCouponStore } from '../../client/coupon/coupon-store.ts';
import { FakeEventSource, SECTIONS, detailAt, fixture, liveMessage } from '../../../.storybook/feed-fixtures.ts';
import LiveGames, { LIVE_GAMES_KEYS } from './LiveGames.tsx';

/** Real matches in play: Arsenal – Chelsea (30'), Inter – Milan (half-time), Liverpool – Man City (80'). */
const live = [fixture(0, 30).game, fixture(1, 50).game, fixture(3, 95).game];
const arsenal = live[0]!;

/** Path of the game detail endpoint, as the island calls it. */
const GAME_PATH = '/bff-api/feed/game/';
/** What the re-fetch answers: Arsenal – Chelsea 75 minutes in. */
const refetched = detailAt(0, 30, 75);

/**
 * Replaces EventSource with {@link FakeEventSource} and answers the game detail endpoint from the
 * fixtures while the story is mounted (installed in a layout effect, before the island's own
 * effect opens the stream). Every detail request is counted in `window.__gameRequests`.
 */
const withFakeFeed: Decorator = (Story) => {
  useLayoutEffect(() => {
    const realEventSource = globalThis.EventSource;
    const realFetch = globalThis.fetch;
    const w = window as unknown as { __gameRequests: string[] };
    w.__gameRequests = [];
    globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
    globalThis.fetch = async (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input), globalThis.location.href);
      if (!url.pathname.startsWith(GAME_PATH)) return realFetch(input, init);
      w.__gameRequests.push(url.pathname);
      return new Response(JSON.stringify({ ...refetched, stats: null, serverTime: Date.now() }), { headers: { 'content-type': 'application/json' } });
    };
    return () => {
      globalThis.EventSource = realEventSource;
      globalThis.fetch = realFetch;
    };
  }, []);
  return <Story />;
};

/** Waits until the island's stream is open. */
async function streamOpen(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelector('[data-stream="open"]')).not.toBeNull());
  return FakeEventSource.last!;
}

const meta = {
  title: 'Islands/LiveGames',
  component: LiveGames,
  // The outcome buttons put their outcomes in the page's coupon: start every story with an empty one.
  beforeEach: () => resetCouponStore(),
  decorators: [withFakeFeed],
  args: { lng: 'en', locale: 'en', messages: pickMessages(LIVE_GAMES_KEYS), mode: 'list', games: live, sections: SECTIONS },
} satisfies Meta<typeof LiveGames>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The live list: scoreboards and 1X2 by champ. */
export const List: Story = {};

/** Multi-live: every game side by side. */
export const Multi: Story = { args: { mode: 'multi' } };

/** Live results: scores only. */
export const Results: Story = { args: { mode: 'results' } };

/** No game in play. */
export const Empty: Story = { args: { games: [] } };

/** The next message (seq + 1) is a goal: the score changes and the 1X2 buttons lock. */
export const GoalArrives: Story = {
  play: async ({ canvasElement }) => {
    const source = await streamOpen(canvasElement);
    source.push(liveMessage(arsenal, { kind: 'goal', score: { home: arsenal.score.home + 1, away: arsenal.score.away } }));
    const row = canvasElement.querySelector(`[data-game="${arsenal.permanentId}"]`) as HTMLElement;
    await waitFor(() => expect(row.querySelector('.scoreboard-score')).toHaveAttribute('data-score', `${arsenal.score.home + 1}:${arsenal.score.away}`));
    await expect(within(row).getAllByRole('button').every((b) => b.hasAttribute('disabled'))).toBe(true);
    await expect(row).toHaveAttribute('data-seq', String(arsenal.seq + 1));
  },
};

/** New prices (seq + 1): each 1X2 button shows whether its price went up or down. */
export const OddsMove: Story = {
  play: async ({ canvasElement }) => {
    const source = await streamOpen(canvasElement);
    const [home, draw, away] = arsenal.row.map((o) => o.coef) as [number, number, number];
    source.push(liveMessage(arsenal, { kind: 'odds', main: [home + 0.2, draw - 0.3, away] }));
    const row = canvasElement.querySelector(`[data-game="${arsenal.permanentId}"]`) as HTMLElement;
    await waitFor(() => expect([...row.querySelectorAll('[data-outcome]')].map((b) => b.getAttribute('data-trend'))).toEqual(['up', 'down', null]));
  },
};

/** A message after a gap (seq + 5): the island re-fetches that game and shows the answer. */
export const GapRefetches: Story = {
  play: async ({ canvasElement }) => {
    const source = await streamOpen(canvasElement);
    source.push(liveMessage(arsenal, { seq: arsenal.seq + 5, kind: 'odds', score: { home: 9, away: 9 } }));
    const row = canvasElement.querySelector(`[data-game="${arsenal.permanentId}"]`) as HTMLElement;
    const [home, away] = [refetched.game.score.home, refetched.game.score.away];
    await waitFor(() => expect(row.querySelector('.scoreboard-score')).toHaveAttribute('data-score', `${home}:${away}`));
    await expect((window as unknown as { __gameRequests: string[] }).__gameRequests).toEqual([`${GAME_PATH}${arsenal.permanentId}`]);
  },
};
