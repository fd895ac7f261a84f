import type { Meta, StoryObj } from '@storybook/react-vite';
import { BonusStage, pickStories } from './story-stage.tsx';

const meta = {
  title: 'Islands/Casino/Bonus/MemoryPicture',
  component: BonusStage,
  args: { game: 'memory', revealed: null, stage: 'none', lng: 'en' },
} satisfies Meta<typeof BonusStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle, revealed (the third card shows the top prize: a board the server could answer) and in Arabic: story-stage.tsx `pickStories`. */
const stories = pickStories('memory', 'Card', { board: [1, 0, 3, 2, 0, 1], pick: 2 });
export const Idle: Story = stories.Idle;
export const RevealedWin: Story = stories.RevealedWin;
export const RightToLeft: Story = stories.RightToLeft;
