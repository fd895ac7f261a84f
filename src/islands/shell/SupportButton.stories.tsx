import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import en from '../../i18n/locales/en.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import SupportButton, { SUPPORT_KEYS } from './SupportButton.tsx';
import { json, useMockApi } from '../auth/story-api.ts';

/** The logged-in player's user config (its contact part), as `GET /web-api/user/config` answers it. */
const PLAYER_CONFIG = { result: { user_name: 'Alex Morgan', user_email: 'alex@example.com', phone_code: '+44', phone_number: '2079460000' } };

const meta = {
  title: 'Islands/SupportButton',
  component: SupportButton,
  decorators: [
    (Story) => {
      useMockApi((request) => (new URL(request.url).pathname === '/web-api/user/config' ? json(PLAYER_CONFIG) : json({ errors: [] }, 404)), []);
      return (
        <div className="support-dock">
          <Story />
        </div>
      );
    },
  ],
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(SUPPORT_KEYS),
    multi: true,
    loggedIn: false,
    callback: false,
  },
} satisfies Meta<typeof SupportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** hasSupportMultiButton, a guest: the button toggles the contact options (e-mail only). */
export const WithOptions: Story = {};

/** A player where the callback is offered: the options menu opened, e-mail and "call me back". */
export const OptionsOpen: Story = {
  args: { loggedIn: true, callback: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.support_button }));
    // The menu renders in a popover portal, outside the story root.
    const menu = within(canvasElement.ownerDocument.body);
    await expect(await menu.findByRole('menuitem', { name: en.support_callback })).toBeVisible();
  },
};

/** A player in a language of langsHiddenCallback (or the callback off): e-mail only. */
export const EmailOnlyOptions: Story = {
  args: { loggedIn: true, callback: false },
};

/** No multi button: the button opens the e-mail form. */
export const DirectEmail: Story = {
  args: { multi: false },
};

/** The e-mail form of a player, prefilled with the name and e-mail of the player's user config. */
export const EmailFormOpen: Story = {
  args: { multi: false, loggedIn: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.support_button }));
    const body = within(canvasElement.ownerDocument.body);
    const dialog = within(await body.findByRole('dialog', { name: en.support_email_title }));
    await waitFor(() => expect(dialog.getAllByRole('textbox').map((input) => (input as HTMLInputElement).value)).toEqual(expect.arrayContaining(['Alex Morgan', 'alex@example.com'])));
  },
};

/** The call-back form of a player: phone prefilled, a time window to pick. */
export const CallbackFormOpen: Story = {
  args: { loggedIn: true, callback: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: en.support_button }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: en.support_callback }));
    await expect(await body.findByRole('dialog', { name: en.support_callback_title })).toBeVisible();
  },
};
