import type { Meta, StoryObj } from '@storybook/react-vite';
import { BonusStage, pickStories } from './story-stage.tsx';

const meta = {
  title: 'Islands/Casino/Bonus/ChestPicture',
  component: BonusStage,
  args: { game: 'chest', revealed: null, stage: 'none', lng: 'en' },
} satisfies Meta<typeof BonusStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle, revealed (the second chest holds the biggest prize: a board the server could answer) and in Arabic: story-stage.tsx `pickStories`. */
const stories = pickStories('chest', 'Chest', { board: [0, 2, 1], pick: 1 });
export const Idle: Story = stories.Idle;
export const RevealedWin: Story = stories.RevealedWin;
export const RightToLeft: Story = stories.RightToLeft;
