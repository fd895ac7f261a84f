import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { sanitizeRichText } from '../../../schemas/rich-text.ts';
import Accordion from './Accordion.tsx';

const meta = {
  title: 'Blocks/Accordion',
  component: Accordion,
  args: {
    locale: 'en',
    title: 'Settlement',
    items: [
      { title: 'Void selections', html: sanitizeRichText('<p>A void selection counts at odds 1.</p>') },
      { title: 'Asian quarter lines', html: sanitizeRichText('<p>Half the stake on each neighbouring line.</p>') },
    ],
  },
} satisfies Meta<typeof Accordion>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All sections collapsed. */
export const Default: Story = {};

/** The first section opened. */
export const FirstOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Void selections' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  },
};
