import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pickMessages } from '../../../.storybook/messages.ts';
import en from '../../i18n/locales/en.json';
import he from '../../i18n/locales/he.json';
import Recharge, { RECHARGE_KEYS } from './Recharge.tsx';
import type { PaymentAccount } from './payment-form.tsx';

const ACCOUNTS: PaymentAccount[] = [
  { id: 11, type: 0, iso: 'RUB', moneyMinor: 125_000, labelWithSymbol: 'RUB 1,250.00', isActive: true, isFrozen: false, exponent: 2 },
  { id: 13, type: 9, iso: 'JPY', moneyMinor: 0, labelWithSymbol: '¥0', isActive: false, isFrozen: false, exponent: 0 },
];

const meta = {
  title: 'Islands/Recharge',
  component: Recharge,
  args: { lng: 'en', locale: 'en', messages: pickMessages(RECHARGE_KEYS), accounts: ACCOUNTS, allowed: true },
} satisfies Meta<typeof Recharge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The account and the amount; the button waits for a valid amount. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: en.recharge_submit })).toBeDisabled();
  },
};

/** A valid amount opens the modal with the provider's page in its iframe. */
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
