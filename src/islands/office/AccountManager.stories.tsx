import { useMemo } from 'react';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pickMessages } from '../../../.storybook/messages.ts';
import en from '../../i18n/locales/en.json';
import ar from '../../i18n/locales/ar.json';
import { resetSession } from '../../client/auth/session.ts';
import { json, useMockApi } from '../auth/story-api.ts';
import type { OfficeAccount } from '../../domain/pages/office-money.ts';
import AccountManager, { ACCOUNT_MANAGER_KEYS } from './AccountManager.tsx';

const ACCOUNTS: OfficeAccount[] = [
  { id: 11, type: 0, iso: 'RUB', moneyMinor: 125_000, labelWithSymbol: 'RUB 1,250.00', isActive: true, isFrozen: false },
  { id: 12, type: 4, iso: 'RUB', moneyMinor: 0, labelWithSymbol: 'RUB 0.00', isActive: false, isFrozen: false },
  { id: 13, type: 9, iso: 'EUR', moneyMinor: 0, labelWithSymbol: '€0.00', isActive: false, isFrozen: false },
];

/** A mock of the account calls (balance, switch, add, remove) over an in-memory list, like the server's rules. */
function mockAccounts(initial: OfficeAccount[]) {
  let accounts = initial.map((a) => ({ ...a }));
  let next = 100;
  const view = () => ({ balance: 0, bonus: 0, all_accounts: accounts.map((a) => ({ ...a, money: a.moneyMinor / 100 })) });
  return async (request: Request): Promise<Response> => {
    const path = new URL(request.url).pathname;
    const body = request.method === 'POST' ? ((await request.json()) as { id?: number; currency?: string }) : {};
    switch (path) {
      case '/web-api/user/balance':
        return json(view());
      case '/web-api/user/account/switch':
        accounts = accounts.map((a) => ({ ...a, isActive: a.id === body.id }));
        return json({ success: true, message: 'main_account_will_set', id: body.id });
      case '/web-api/user/account/add':
        accounts.push({ id: ++next, type: 9, iso: body.currency!, moneyMinor: 0, labelWithSymbol: `${body.currency} 0.00`, isActive: false, isFrozen: false });
        return json({ success: true, data: { message: `The ${body.currency} account is open.`, accountId: next } });
      case '/web-api/user/account/remove': {
        const account = accounts.find((a) => a.id === body.id);
        if (account?.isActive) {
          const message = 'Switch to another account before removing this one.';
          return json({ success: false, data: { message }, errors: [{ status: '409', code: 'account_refused', title: 'account refused', detail: message }] }, 409);
        }
        accounts = accounts.filter((a) => a.id !== body.id);
        return json({ success: true, data: { message: 'The account is removed.' } });
      }
      default:
        return json({ errors: [{ status: '404', code: 'not_found', title: 'Not found', detail: `No API at ${path}` }] }, 404);
    }
  };
}

const withMockApi: Decorator = (Story, { args }) => {
  const answer = useMemo(() => mockAccounts((args as { initial: OfficeAccount[] }).initial), [args]);
  useMockApi(answer, [answer]);
  return <Story />;
};

const meta = {
  title: 'Islands/AccountManager',
  component: AccountManager,
  decorators: [withMockApi],
  beforeEach: () => resetSession(),
  args: { lng: 'en', locale: 'en', messages: pickMessages(ACCOUNT_MANAGER_KEYS), initial: ACCOUNTS },
} satisfies Meta<typeof AccountManager>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Main, bonus and a EUR currency account; the main one is active. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Main account/)).toBeVisible();
    await expect(canvas.getByText(/Currency account · EUR/)).toBeVisible();
  },
};

/** Making the EUR account active shows main_account_will_set with its id. */
export const SwitchAccount: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const eur = canvasElement.querySelector<HTMLElement>('[data-account-id="13"]')!;
    await userEvent.click(within(eur).getByRole('button', { name: en.account_switch }));
    await expect(await canvas.findByText('Account 13 will be made active')).toBeVisible();
  },
};

/** Removing the active account is refused with the server's message. */
export const RemoveRefused: Story = {
  args: { initial: ACCOUNTS.map((a) => ({ ...a, isActive: a.id === 13 })) },
  play: async ({ canvasElement }) => {
    const eur = canvasElement.querySelector<HTMLElement>('[data-account-id="13"]')!;
    await userEvent.click(within(eur).getByRole('button', { name: en.account_remove }));
    await expect(await within(canvasElement).findByText('Switch to another account before removing this one.')).toBeVisible();
  },
};

/** Right to left. */
export const Arabic: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(ACCOUNT_MANAGER_KEYS, ar) },
  decorators: [(Story) => <div dir="rtl"><Story /></div>],
};
