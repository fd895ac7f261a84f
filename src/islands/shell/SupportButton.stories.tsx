import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import en from '../../i18n/locales/en.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import SupportButton, { SUPPORT_KEYS } from './SupportButton.tsx';

const PLAYER = { name: 'Alex Morgan', email: 'alex@example.com', phone: '+442079460000' };

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
    multi: true,
    player: null,
    callback: false,
  },
} satisfies Meta<typeof SupportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** hasSupportMultiButton, a guest: the button toggles the contact options (e-mail only). */
export const WithOptions: Story = {};

/** A player where the callback is offered: the options menu opened, e-mail and "call me back". */
export const OptionsOpen: Story = {
  args: { player: PLAYER, callback: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.support_button }));
    // The menu renders in a popover portal, outside the story root.
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findByRole('menuitem', { name: en.support_callback })).toBeVisible();
  },
};

/** A player in a language of langsHiddenCallback (or the callback off): e-mail only. */
export const EmailOnlyOptions: Story = {
  args: { player: PLAYER, callback: false },
};

/** No multi button: the button opens the e-mail form. */
export const DirectEmail: Story = {
  args: { multi: false },
};

/** The e-mail form of a player, prefilled with the name and e-mail. */
export const EmailFormOpen: Story = {
  args: { multi: false, player: PLAYER },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.support_button }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(await body.findByRole('dialog', { name: en.support_email_title })).toBeVisible();
  },
};

/** The call-back form of a player: phone prefilled, a time window to pick. */
export const CallbackFormOpen: Story = {
  args: { player: PLAYER, callback: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.support_button }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: en.support_callback }));
    await expect(await body.findByRole('dialog', { name: en.support_callback_title })).toBeVisible();
  },
};
