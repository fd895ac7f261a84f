import type { Meta, StoryObj } from '@storybook/react-vite';
import { BonusStage, pickStories } from './story-stage.tsx';

const meta = {
  title: 'Islands/Casino/Bonus/SafePicture',
  component: BonusStage,
  args: { game: 'safe', revealed: null, stage: 'none', lng: 'en' },
} satisfies Meta<typeof BonusStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle, revealed (the seventh safe holds the second prize: a board the server could answer) and in Arabic: story-stage.tsx `pickStories`. */
const stories = pickStories('safe', 'Safe', { board: [0, 3, 2, 0, 2, 0, 1, 3, 2, 3], pick: 6 });
export const Idle: Story = stories.Idle;
export const RevealedWin: Story = stories.RevealedWin;
export const RightToLeft: Story = stories.RightToLeft;
