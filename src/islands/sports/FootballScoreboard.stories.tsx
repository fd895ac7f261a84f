import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import he from '../../i18n/locales/he.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { fixture } from '../../../.storybook/feed-fixtures.ts';
import FootballScoreboard, { FOOTBALL_SCOREBOARD_KEYS } from './FootballScoreboard.tsx';

/** Real matches at fixed minutes (see .storybook/feed-fixtures.ts). */
const firstHalf = fixture(0, 30).game; // Arsenal – Chelsea, 30 minutes in
const halfTime = fixture(1, 50).game; // Inter – Milan at the break, 1:1
const finished = fixture(2, 110).game; // Real Madrid – Barcelona, 0:4

const meta = {
  title: 'Islands/FootballScoreboard',
  component: FootballScoreboard,
  args: { lng: 'en', locale: 'en', messages: pickMessages(FOOTBALL_SCOREBOARD_KEYS), game: firstHalf, showTeams: true },
} satisfies Meta<typeof FootballScoreboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First half: score, period, a running clock. */
export const FirstHalf: Story = {};

/** The clock ticks once a second on the client. */
export const ClockTicking: Story = {
  play: async ({ canvasElement }) => {
    const clock = canvasElement.querySelector('.scoreboard-clock time')!;
    const before = clock.textContent;
    await waitFor(() => expect(clock.textContent).not.toBe(before), { timeout: 2500 });
  },
};

/** Half-time: the clock stands at 45:00, the half-time score shows. */
export const HalfTime: Story = { args: { game: halfTime } };

/** Finished: final score and period, no clock. */
export const Finished: Story = {
  args: { game: finished },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finished')).toBeTruthy();
    await expect(canvasElement.querySelector('.scoreboard-clock')).toBeNull();
  },
};

/** Hebrew page (right to left). */
export const RightToLeft: Story = {
  args: { lng: 'he', locale: 'he', messages: pickMessages(FOOTBALL_SCOREBOARD_KEYS, he), game: halfTime },
  decorators: [(Story) => <div dir="rtl"><Story /></div>],
};
