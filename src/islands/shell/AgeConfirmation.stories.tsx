import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import en from '../../i18n/locales/en.json';
import he from '../../i18n/locales/he.json';
import brand from '../../../brands/main/brand.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { AGE_COOKIE } from '../../domain/visitor-choices.ts';
import { readCookie } from '../../client/shell/cookies.ts';
import AgeConfirmation, { AGE_KEYS } from './AgeConfirmation.tsx';

const meta = {
  title: 'Islands/AgeConfirmation',
  component: AgeConfirmation,
  decorators: [
    (Story) => (
      <main>
        <p>Page content behind the age confirmation.</p>
        <Story />
      </main>
    ),
  ],
  // The confirmation lives in the age cookie: every story starts without one.
  beforeEach: () => {
    document.cookie = `${AGE_COOKIE}=; Path=/; Max-Age=0`;
  },
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(AGE_KEYS),
    enabled: true,
    ask: true,
    minAge: brand.siteConfig.minAge,
    onLeave: () => {},
  },
} satisfies Meta<typeof AgeConfirmation>;
export default meta;
type Story = StoryObj<typeof meta>;

/** First visit: the non-closable popup asks for the minimum age. */
export const Asked: Story = {};

/** A VIP brand's minimum age, 21. */
export const MinAge21: Story = {
  args: { minAge: 21 },
};

/** Confirmed less than 3 days ago: nothing is asked. */
export const AlreadyConfirmed: Story = {
  args: { ask: false },
  beforeEach: () => {
    document.cookie = `${AGE_COOKIE}=${Date.now() - 60_000}; Path=/`;
  },
};

/** Confirming closes the popup and stores the time. */
export const Confirming: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('alertdialog', { name: en.age_title });
    await userEvent.click(within(dialog).getByRole('button', { name: en.age_confirm.replace('{{age}}', '18') }));
    await expect(body.queryByRole('alertdialog')).toBeNull();
    await expect(readCookie(AGE_COOKIE)).not.toBeNull();
  },
};

/** Hebrew, right to left. */
export const RightToLeft: Story = {
  args: { lng: 'he', locale: 'he', messages: pickMessages(AGE_KEYS, he), minAge: 21 },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
