import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import en from '../../i18n/locales/en.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import ScrollToTop, { SCROLL_TO_TOP_KEYS } from './ScrollToTop.tsx';

const meta = {
  title: 'Islands/ScrollToTop',
  component: ScrollToTop,
  parameters: { layout: 'fullscreen' },
  // Every story starts at the top of a page three screens long.
  beforeEach: () => {
    window.scrollTo({ top: 0 });
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: '300vh', padding: '1rem' }}>
        <p>The button appears once the page has scrolled past one screen.</p>
        <Story />
      </div>
    ),
  ],
  args: { lng: 'en', locale: 'en', messages: pickMessages(SCROLL_TO_TOP_KEYS), placement: 0 },
} satisfies Meta<typeof ScrollToTop>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Scrolls two screens down so the button shows. */
const scrollDown: Story['play'] = async ({ canvasElement }) => {
  window.scrollTo({ top: window.innerHeight * 2 });
  const button = await within(canvasElement).findByRole('button', { name: en.scroll_to_top });
  await expect(button).toBeVisible();
};

/** Bottom end corner (scrollToTopType 0), after scrolling down. */
export const EndCorner: Story = { play: scrollDown };

/** Bottom centre (scrollToTopType 1), after scrolling down. */
export const Centre: Story = { args: { placement: 1 }, play: scrollDown };

/** At the top of the page there is no button. */
export const AtTop: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).queryByRole('button')).toBeNull());
  },
};
