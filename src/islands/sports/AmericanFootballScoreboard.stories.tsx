import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pickMessages } from '../../../.storybook/messages.ts';
import AmericanFootballScoreboard, { AMERICAN_FOOTBALL_SCOREBOARD_KEYS } from './AmericanFootballScoreboard.tsx';

/**
 * A real NFL game (data/nfl/nfl_archive_10Y.json, 8 Sep 2011: Packers 42 – Saints 34, quarters
 * 21-7, 7-10, 7-10, 7-7), at half-time and once finished.
 */
const base = { clock: { seconds: 0, running: false, at: 0 }, home: 'Packers', away: 'Saints' };
const halfTime = { ...base, status: 'live' as const, periodId: 26, score: { home: 28, away: 17 }, halfTimeScore: { home: 28, away: 17 }, board: { kind: 'americanFootball' as const, quarters: [{ home: 21, away: 7 }, { home: 7, away: 10 }] } };
const finished = { ...base, status: 'finished' as const, periodId: 4, score: { home: 42, away: 34 }, halfTimeScore: { home: 28, away: 17 }, board: { kind: 'americanFootball' as const, quarters: [{ home: 21, away: 7 }, { home: 7, away: 10 }, { home: 7, away: 10 }, { home: 7, away: 7 }] } };

const meta = {
  title: 'Islands/AmericanFootballScoreboard',
  component: AmericanFootballScoreboard,
  args: { lng: 'en', locale: 'en', messages: pickMessages(AMERICAN_FOOTBALL_SCOREBOARD_KEYS), game: halfTime },
} satisfies Meta<typeof AmericanFootballScoreboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Half-time: two quarters and the total. */
export const HalfTime: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Half-time')).toBeTruthy();
    await expect(canvasElement.querySelectorAll('tr[data-side="home"] td[data-quarter]')).toHaveLength(2);
  },
};

/** Finished: four quarters, the final. */
export const Finished: Story = {
  args: { game: finished },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('tr[data-side="home"] .quarters-total')?.textContent).toBe('42');
  },
};
