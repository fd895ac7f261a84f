import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import en from '../i18n/locales/en.json';
import brand from '../../brands/main/brand.json';
import { pickMessages } from '../../.storybook/messages.ts';
import SupportButton, { SUPPORT_KEYS } from './SupportButton.tsx';

const meta = {
  title: 'Islands/SupportButton',
  component: SupportButton,
  decorators: [
    (Story) => (
      <div className="support-dock">
        <Story />
      </div>
    ),
  ],
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(SUPPORT_KEYS),
    email: brand.support.email,
    phone: brand.support.phone,
    multi: true,
  },
} satisfies Meta<typeof SupportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** hasSupportMultiButton: the button toggles the contact options. */
export const WithOptions: Story = {};

/** The options menu opened: e-mail and call. */
export const OptionsOpen: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.support_button }));
    // The menu renders in a popover portal, outside the story root.
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findByRole('menuitem', { name: en.support_call })).toBeVisible();
  },
};

/** The callback is hidden in this language (langsHiddenCallback): e-mail only. */
export const EmailOnlyOptions: Story = {
  args: { phone: null },
};

/** No multi button: a plain mailto link. */
export const DirectEmail: Story = {
  args: { multi: false },
};
