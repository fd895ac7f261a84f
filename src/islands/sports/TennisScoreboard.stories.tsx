import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pickMessages } from '../../../.storybook/messages.ts';
import TennisScoreboard, { TENNIS_SCOREBOARD_KEYS } from './TennisScoreboard.tsx';

/**
 * A real ATP match (data/tennis-data/atp-2016.csv: M. Basic – R. Haase, 7-6 6-4 6-4 in a best of
 * five), shown in the third set at 2-1 with Basic serving, and once finished.
 */
const base = { status: 'live' as const, periodId: 13, clock: { seconds: 0, running: false, at: 0 }, halfTimeScore: null, home: 'Basic M.', away: 'Haase R.' };
const live = { ...base, score: { home: 2, away: 0 }, board: { kind: 'tennis' as const, bestOf: 5 as const, sets: [{ home: 7, away: 6 }, { home: 6, away: 4 }, { home: 2, away: 1 }], server: 'home' as const, ending: null } };
const finished = { ...base, status: 'finished' as const, periodId: 4, score: { home: 3, away: 0 }, board: { kind: 'tennis' as const, bestOf: 5 as const, sets: [{ home: 7, away: 6 }, { home: 6, away: 4 }, { home: 6, away: 4 }], server: null, ending: 'completed' as const } };

const meta = {
  title: 'Islands/TennisScoreboard',
  component: TennisScoreboard,
  args: { lng: 'en', locale: 'en', messages: pickMessages(TENNIS_SCOREBOARD_KEYS), game: live },
} satisfies Meta<typeof TennisScoreboard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In play: sets, games of each set, the server marked. */
export const InPlay: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('3rd set')).toBeTruthy();
    await expect(canvasElement.querySelector('tr[data-serving="true"]')?.getAttribute('data-side')).toBe('home');
  },
};

/** Finished: the real sets, no server. */
export const Finished: Story = {
  args: { game: finished },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Finished')).toBeTruthy();
    await expect(canvasElement.querySelector('tr[data-serving]')).toBeNull();
  },
};
