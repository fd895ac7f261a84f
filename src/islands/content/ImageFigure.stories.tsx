import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageFigure from './ImageFigure.tsx';
import { SAMPLE_IMAGE } from './fixtures.ts';

const meta = {
  title: 'Blocks/Image',
  component: ImageFigure,
  args: { image: SAMPLE_IMAGE, size: 'content' },
} satisfies Meta<typeof ImageFigure>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Content width, no caption. */
export const Default: Story = {};

/** Full width with a caption. */
export const WithCaption: Story = {
  args: { size: 'full', caption: 'The stadium an hour before kick-off.' },
};
