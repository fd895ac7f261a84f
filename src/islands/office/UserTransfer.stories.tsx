import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import en from '../../i18n/locales/en.json';
import ar from '../../i18n/locales/ar.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import UserTransfer, { USER_TRANSFER_API, USER_TRANSFER_KEYS } from './UserTransfer.tsx';
import { json, useMockApi } from '../auth/story-api.ts';

/**
 * A scripted transfer API for the stories: send-code accepts any phone, check-code accepts
 * {@link GOOD_CODE} only (otherwise the server's wrong_code refusal), user-data answers the
 * transferred credentials.
 */
const GOOD_CODE = '123456';
const KEY = 'story-transfer-key-0123456789abcd';
const CREDENTIALS = { id: 'bp48217390', password: 'Xq7-pL2_wR9z' };

async function answer(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  // The phone countries and masks of spec §7, for the United Kingdom only.
  if (pathname === '/web-api/phone/countries') return json({ result: [{ id: 158, name: 'United Kingdom', country_code: 'gb', tel_code: '+44' }] });
  if (pathname === '/web-api/phone/masks') return json({ result: [{ CountryId: 158, Mask: 'XXXX XXXXXX', Max: 10, Min: 10 }] });
  if (pathname === `${USER_TRANSFER_API}/send-code/${KEY}`) return json({ status: 'ok', expiresInSeconds: 300 });
  if (pathname === `${USER_TRANSFER_API}/check-code/${KEY}`) {
    const { code } = (await request.json()) as { code: string };
    return code === GOOD_CODE
      ? json({ status: 'ok', redirectToken: 'story-redirect-token-0123456789' })
      : json({ errors: [{ status: '400', code: 'wrong_code', title: 'wrong code', detail: 'The code is wrong.' }] }, 400);
  }
  if (pathname === `${USER_TRANSFER_API}/user-data`) return json({ status: 'ok', user: CREDENTIALS, account: { id: 7, type: 0, currency: 'RUB', opened: false } });
  return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${pathname}` }] }, 404);
}

/** Installs the mock API (and the CSRF cookie a page response sets) before the island's effects run. */
const withMockApi: Decorator = (Story) => {
  useMockApi(answer, []);
  return <Story />;
};

const meta = {
  title: 'Islands/UserTransfer',
  component: UserTransfer,
  decorators: [withMockApi],
  args: { lng: 'en', locale: 'en', messages: pickMessages(USER_TRANSFER_KEYS), transferKey: KEY, doneHref: '/en?transfered=1' },
} satisfies Meta<typeof UserTransfer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Step 1: the phone, country code and number. */
export const PhoneStep: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: /Step 1 of 3/ })).toBeVisible();
    await expect(canvas.getByLabelText(en.auth_field_country_code)).toBeVisible();
    await expect(canvas.getByLabelText(en.auth_field_phone)).toBeVisible();
  },
};

/** The whole flow: phone, SMS code, then the transferred credentials shown once. */
export const FullFlow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(en.auth_field_country_code), '44');
    await userEvent.type(canvas.getByLabelText(en.auth_field_phone), '7400123456');
    await userEvent.click(canvas.getByRole('button', { name: en.auth_send_code }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible());
    await expect(canvas.getByText(en.transfer_code_text.replace('{{phone}}', '+44 7400123456'))).toBeVisible();
    await userEvent.type(canvas.getByLabelText(en.auth_field_sms_code), GOOD_CODE);
    await userEvent.click(canvas.getByRole('button', { name: en.auth_confirm }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: /Step 3 of 3/ })).toBeVisible());
    await expect(canvas.getByText(CREDENTIALS.id)).toBeVisible();
    await expect(canvas.getByText(CREDENTIALS.password)).toBeVisible();
  },
};

/** Once the code is typed, the number shows its country's mask, and a number of another length is refused. */
export const PhoneMask: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(en.auth_field_country_code), '44');
    await waitFor(() => expect(canvas.getByLabelText(en.auth_field_phone)).toHaveAttribute('placeholder', 'XXXX XXXXXX'));
    await userEvent.type(canvas.getByLabelText(en.auth_field_phone), '74001234');
    await userEvent.click(canvas.getByRole('button', { name: en.auth_send_code }));
    await expect(await canvas.findByText(en.auth_phone_length.replace('{{range}}', '10'))).toBeVisible();
  },
};

/** Step 2 with a wrong code: the server's detail shows, the step stays. */
export const WrongCode: Story = {
  args: { initial: { step: 'code', phone: '+44 7400123456' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(en.auth_field_sms_code), '000000');
    await userEvent.click(canvas.getByRole('button', { name: en.auth_confirm }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The code is wrong.'));
    await expect(canvas.getByRole('heading', { name: /Step 2 of 3/ })).toBeVisible();
  },
};

/** Step 3: the credentials and Continue. */
export const Done: Story = {
  args: { initial: { step: 'done', credentials: CREDENTIALS } },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(USER_TRANSFER_KEYS, ar) },
  decorators: [
    (Story) => (
      <div dir="rtl">
        <Story />
      </div>
    ),
  ],
};
