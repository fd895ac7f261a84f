import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BonusStage, storyRub } from './story-stage.tsx';

/** The board the server answered: the wheel stops on RUB 200.00. */
const REVEALED = { board: [2], pick: 0 };

const meta = {
  title: 'Islands/Casino/Bonus/FortunaWheel',
  component: BonusStage,
  args: { game: 'fortuna', revealed: null, stage: 'none', lng: 'en' },
} satisfies Meta<typeof BonusStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the play: the spin button is pressed with the keyboard. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Spin the wheel' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('story-picked').textContent).toBe('0');
    await expect(canvas.getByRole('img', { name: /^Prize wheel/ })).toBeTruthy();
  },
};

/** A revealed win: the wheel stops on RUB 200.00. */
export const RevealedWin: Story = {
  args: { revealed: REVEALED, stage: 'all' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hit = canvas.getByTestId('fortuna-segment-2');
    await expect(hit.dataset.hit).toBe('true');
    await expect(hit.dataset.prize).toBe('20000');
    await expect(hit.textContent).toBe(storyRub(20000));
    await expect(canvasElement.querySelectorAll('[data-hit]').length).toBe(1);
    await expect(canvas.getByRole('button', { name: 'Spin the wheel' })).toBeDisabled();
  },
};

/** Arabic, right to left, after the reveal. */
export const RightToLeft: Story = {
  args: { revealed: REVEALED, stage: 'all', lng: 'ar' },
};
