import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pickMessages } from '../../../.storybook/messages.ts';
import en from '../../i18n/locales/en.json';
import he from '../../i18n/locales/he.json';
import Recharge, { RECHARGE_KEYS } from './Recharge.tsx';
import type { PaymentAccount } from './payment-form.tsx';
import { json, useMockApi } from '../auth/story-api.ts';

const ACCOUNTS: PaymentAccount[] = [
  { id: 11, type: 0, iso: 'RUB', moneyMinor: 125_000, labelWithSymbol: 'RUB 1,250.00', isActive: true, isFrozen: false, exponent: 2 },
  { id: 13, type: 9, iso: 'JPY', moneyMinor: 0, labelWithSymbol: '¥0', isActive: false, isFrozen: false, exponent: 0 },
];

/**
 * The portal's `POST /web-api/payments/deposit/prepare` of the story: the provider's page, or the
 * refusal named in `parameters.prepareRefusal` (the check before the provider).
 */
const withPrepareApi: Decorator = (Story, { parameters }) => {
  const refusal = parameters.prepareRefusal as { status: number; code: string; detail: string } | undefined;
  useMockApi(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/web-api/session') return json({ authenticated: true, user_id: 42, csrfToken: 'story-csrf-token' });
    if (url.pathname === '/web-api/user/gettoken') return json({ token: 'story-token', expiresAt: new Date(Date.now() + 600_000).toISOString() });
    if (url.pathname === '/web-api/payments/deposit/prepare') {
      if (refusal) return json({ errors: [{ status: String(refusal.status), code: refusal.code, title: refusal.code, detail: refusal.detail }] }, refusal.status);
      const body = (await request.json()) as { accountId: number; amount: string; idempotencyKey: string };
      return json({ providerUrl: `/web-api/payments/test-provider?${new URLSearchParams({ accountId: String(body.accountId), amount: body.amount, key: body.idempotencyKey, lang: 'en' }).toString()}` });
    }
    return json({ errors: [{ status: '404', code: 'not_found', title: 'not_found', detail: `${url.pathname} is not in this story.` }] }, 404);
  }, [refusal]);
  return <Story />;
};

const meta = {
  title: 'Islands/Recharge',
  component: Recharge,
  args: { lng: 'en', locale: 'en', messages: pickMessages(RECHARGE_KEYS), accounts: ACCOUNTS, allowed: true },
  decorators: [withPrepareApi],
} satisfies Meta<typeof Recharge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account and the amount; the button waits for a valid amount. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: en.recharge_submit })).toBeDisabled();
  },
};

/** A valid amount passes the check before the provider and opens the modal with the provider's page in its iframe. */
export const OpensProvider: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('payment-amount'), '150.50');
    await userEvent.click(canvas.getByRole('button', { name: en.recharge_submit }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: en.recharge_modal_title });
    const frame = dialog.querySelector('iframe')!;
    await expect(frame.getAttribute('title')).toBe(en.recharge_frame_title);
    await expect(frame.getAttribute('src')).toMatch(/^\/web-api\/payments\/test-provider\?accountId=11&amount=150\.50&key=dep-[0-9a-f-]{36}&lang=en$/);
  },
};

/** A deposit over a limit is refused before the provider: the reason in the modal, no provider page. */
export const RefusedBeforeProvider: Story = {
  parameters: { prepareRefusal: { status: 403, code: 'limit_reached', detail: 'This deposit is over your deposit limit. You can deposit RUB 20.00 more until 2026-11-22 12:00 UTC.' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('payment-amount'), '150.50');
    await userEvent.click(canvas.getByRole('button', { name: en.recharge_submit }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: en.recharge_modal_title });
    await expect(within(dialog).getByTestId('recharge-refusal')).toHaveTextContent('You can deposit RUB 20.00 more');
    await expect(dialog.querySelector('iframe')).toBeNull();
  },
};

/** Too many decimals for the currency: the field says so. */
export const InvalidAmount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('payment-amount'), '1.234');
    await expect(canvas.getByText('Enter a positive amount with at most 2 decimal places.')).toBeVisible();
  },
};

/** Deposits are not allowed (self-exclusion, time-out, ban): the reason instead of the form. */
export const NotAllowed: Story = {
  args: { allowed: false },
};

/** Right to left. */
export const Hebrew: Story = {
  args: { lng: 'he', locale: 'he', messages: pickMessages(RECHARGE_KEYS, he) },
  decorators: [(Story) => <div dir="rtl"><Story /></div>],
};
