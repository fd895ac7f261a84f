import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pickMessages } from '../../../.storybook/messages.ts';
import en from '../../i18n/locales/en.json';
import { resetSession } from '../../client/auth/session.ts';
import { json, useMockApi } from '../auth/story-api.ts';
import Deduce, { DEDUCE_KEYS } from './Deduce.tsx';
import type { PaymentAccount } from './payment-form.tsx';

const ACCOUNTS: PaymentAccount[] = [
  { id: 11, type: 0, iso: 'RUB', moneyMinor: 125_000, labelWithSymbol: 'RUB 1,250.00', isActive: true, isFrozen: false, exponent: 2 },
];

/** The withdrawal call: 422 insufficient_funds above the balance, else paid out. */
async function answer(request: Request): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path === '/web-api/user/balance') return json({ balance: 1250, bonus: 0, all_accounts: [] });
  if (path !== '/web-api/payments/withdraw') return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: path }] }, 404);
  const body = (await request.json()) as { amount: string };
  if (Number(body.amount) > 1250) {
    return json({ errors: [{ status: '422', code: 'insufficient_funds', title: 'insufficient funds', detail: 'There is not enough money on the account.' }] }, 422);
  }
  return json({ payment: { id: 1, status: 'success', direction: 'withdrawal', message: 'Withdrawal paid out.' }, redirect: '/en/onpay/withdraw/success' });
}

const withMockApi: Decorator = (Story) => {
  useMockApi(answer, []);
  return <Story />;
};

const meta = {
  title: 'Islands/Deduce',
  component: Deduce,
  decorators: [withMockApi],
  beforeEach: () => resetSession(),
  args: { lng: 'en', locale: 'en', messages: pickMessages(DEDUCE_KEYS), accounts: ACCOUNTS },
} satisfies Meta<typeof Deduce>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The amount field and the withdraw button. */
export const Default: Story = {};

/** A withdrawal within the balance is sent. */
export const Withdraw: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('payment-amount'), '100');
    await userEvent.click(canvas.getByRole('button', { name: en.deduce_submit }));
    await expect(await canvas.findByText(en.onpay_withdraw_success_title)).toBeVisible();
  },
};

/** A withdrawal above the balance shows the server's refusal. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByTestId('payment-amount'), '5000');
    await userEvent.click(canvas.getByRole('button', { name: en.deduce_submit }));
    await expect(await canvas.findByText('There is not enough money on the account.')).toBeVisible();
  },
};
