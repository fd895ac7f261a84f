import type { Meta, StoryObj } from '@storybook/react-vite';
import PromoCards from './PromoCards.tsx';
import { SAMPLE_IMAGE } from './fixtures.ts';

const meta = {
  title: 'Blocks/PromoCards',
  component: PromoCards,
  args: {
    title: 'Promotions',
    cards: [
      { title: 'Bonus bet on expresses', text: 'An express of four or more selections gets a bonus selection.', image: SAMPLE_IMAGE, link: { label: 'How it works', href: '/en/information/howtobet' } },
      { title: 'One-click bets', text: 'Place a bet with one press of the odds.' },
    ],
  },
} satisfies Meta<typeof PromoCards>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A card with image and link, and a plain one. */
export const Default: Story = {};
