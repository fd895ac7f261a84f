import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ar from '../../i18n/locales/ar.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { resetCouponStore } from '../../client/coupon/coupon-store.ts';
import { SECTIONS, fixture } from '../../../.storybook/feed-fixtures.ts';
import { GROUP } from '../../domain/feed/odds-model.ts';
import LineGames, { LINE_GAMES_KEYS } from './LineGames.tsx';

/** The four real matches, kicking off in 20, 35, 50 and 65 minutes. */
const upcoming = (groupId?: number) => [0, 1, 2, 3].map((i) => fixture(i, -20 - 15 * i, groupId).game);
const game = fixture(3, -30);

const meta = {
  title: 'Islands/LineGames',
  component: LineGames,
  // The outcome buttons put their outcomes in the page's coupon: start every story with an empty one.
  beforeEach: () => resetCouponStore(),
  args: { lng: 'en', locale: 'en', messages: pickMessages(LINE_GAMES_KEYS), mode: 'list', games: upcoming(), sections: SECTIONS },
} satisfies Meta<typeof LineGames>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Upcoming games by champ with their 1X2 buttons. */
export const List: Story = {};

/** The market type filter on totals: each row shows the main total line. */
export const TotalsRow: Story = { args: { games: upcoming(GROUP.total), rowGroup: GROUP.total } };

/** Pressing an outcome puts it in the coupon (a toggle button, selected while in the coupon). */
export const SelectOutcome: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getAllByRole('button')[0]!;
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

/** One upcoming game with every market group in its columns. */
export const GameMarkets: Story = { args: { mode: 'game', games: [game.game], groups: game.groups } };

/** No game matches the filters. */
export const Empty: Story = { args: { games: [] } };

/** Arabic page (right to left). */
export const RightToLeft: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(LINE_GAMES_KEYS, ar) },
  decorators: [(Story) => <div dir="rtl"><Story /></div>],
};
