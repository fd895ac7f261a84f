import type { Meta, StoryObj } from '@storybook/react-vite';
import { BonusStage, pickStories } from './story-stage.tsx';

const meta = {
  title: 'Islands/Casino/Bonus/DragonPicture',
  component: BonusStage,
  args: { game: 'dragon-bonus', revealed: null, stage: 'none', lng: 'en' },
} satisfies Meta<typeof BonusStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Idle, revealed (the fifth egg hatches the dragon of the top prize: a board the server could answer) and in Arabic: story-stage.tsx `pickStories`. */
const stories = pickStories('dragon-bonus', 'Egg', { board: [1, 0, 2, 0, 3], pick: 4 });
export const Idle: Story = stories.Idle;
export const RevealedWin: Story = stories.RevealedWin;
export const RightToLeft: Story = stories.RightToLeft;
