import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BonusStage, storyRub } from './story-stage.tsx';

/** The board the server answered: the third card turns up the top prize, RUB 1,000.00. */
const REVEALED = { board: [1, 0, 3, 2, 0, 1], pick: 2 };

/** The game's prize table in minor units (brands/main/bonuses.json). */
const PRIZES = [10000, 25000, 50000, 100000];

const meta = {
  title: 'Islands/Casino/Bonus/MemoryPicture',
  component: BonusStage,
  args: { game: 'memory', revealed: null, stage: 'none', lng: 'en' },
} satisfies Meta<typeof BonusStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the play: the second place is picked with the keyboard. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Card 1' }).focus();
    await userEvent.keyboard('{Tab}{Enter}');
    await expect(canvas.getByTestId('story-picked').textContent).toBe('1');
    await expect(canvas.getByRole('group', { name: /^Pick a/ })).toBeTruthy();
  },
};

/** A revealed win: the third card turns up the top prize, RUB 1,000.00, and every other place shows the prize the board put there. */
export const RevealedWin: Story = {
  args: { revealed: REVEALED, stage: 'all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const picked = canvas.getByRole('button', { name: `Card 3, your pick: ${storyRub(100000)}` });
    await expect(picked.dataset.state).toBe('open');
    await expect(picked.dataset.prize).toBe('100000');
    for (const [place, prize] of REVEALED.board.entries()) {
      await expect(canvas.getByTestId(`bonus-game-place-${place}`).dataset.prize).toBe(String(PRIZES[prize]));
    }
  },
};

/** Arabic, right to left, after the reveal. */
export const RightToLeft: Story = {
  args: { revealed: REVEALED, stage: 'all', lng: 'ar' },
};
