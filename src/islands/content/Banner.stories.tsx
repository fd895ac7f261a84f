import type { Meta, StoryObj } from '@storybook/react-vite';
import Banner from './Banner.tsx';
import { SAMPLE_IMAGE } from './fixtures.ts';

const meta = {
  title: 'Blocks/Banner',
  component: Banner,
  args: {
    image: SAMPLE_IMAGE,
    title: 'Premier League matchday',
    text: 'Every match of the weekend with live odds.',
    cta: { label: 'See the matches', href: '/en/line/football/premier-league' },
    tone: 'accent',
  },
} satisfies Meta<typeof Banner>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Image, headline, text and button. */
export const Default: Story = {};

/** Without a button, in the surface tone. */
export const TextOnly: Story = {
  args: { cta: undefined, tone: 'surface' },
};

/** The image is not in the brand's library: the text still shows. */
export const MissingImage: Story = {
  args: { image: undefined },
};
