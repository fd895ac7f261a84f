import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sanitizeRichText } from '../../../schemas/rich-text.ts';
import Tabs from './Tabs.tsx';

const meta = {
  title: 'Blocks/Tabs',
  component: Tabs,
  args: {
    locale: 'en',
    title: 'Coupon types',
    items: [
      { title: 'Single', html: sanitizeRichText('<p>One selection; the payout is the stake times its odds.</p>') },
      { title: 'Express', html: sanitizeRichText('<p>Several selections; <strong>all</strong> must win.</p>') },
      { title: 'System', html: sanitizeRichText('<p>Every express of a chosen size from the selections.</p>') },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first tab open. */
export const Default: Story = {};

/** Pressing the second tab shows its panel. */
export const SecondTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Express' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('all must win');
  },
};
