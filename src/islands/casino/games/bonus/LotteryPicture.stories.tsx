import type { Meta, StoryObj } from '@storybook/react-vite';
import { BonusStage, pickStories } from './story-stage.tsx';

const meta = {
  title: 'Islands/Casino/Bonus/LotteryPicture',
  component: BonusStage,
  args: { game: 'lottery', revealed: null, stage: 'none', lng: 'en' },
} satisfies Meta<typeof BonusStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle, revealed (the first ticket wins the third prize: a board the server could answer) and in Arabic: story-stage.tsx `pickStories`. */
const stories = pickStories('lottery', 'Ticket', { board: [2, 1, 0, 3, 0], pick: 0 });
export const Idle: Story = stories.Idle;
export const RevealedWin: Story = stories.RevealedWin;
export const RightToLeft: Story = stories.RightToLeft;
