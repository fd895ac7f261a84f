import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ar from '../../i18n/locales/ar.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { STORY_NOW } from '../../../.storybook/feed-fixtures.ts';
import { productRequests, withProductApi } from '../../../.storybook/product-api.tsx';
import { LOTTERY_ERAS } from '../../domain/lotto/games.ts';
import { nextDrawId } from '../../domain/lotto/schedule.ts';
import LottoTicketForm, { LOTTO_TICKET_KEYS } from './LottoTicket.tsx';

/** The Powerball matrix of today's era (src/domain/lotto/games.ts: 5 of 1–69 + 1 of 1–26) and its next replayed draw. */
const powerball = LOTTERY_ERAS.find((era) => era.lottery === 'powerball')!;
const account = { accountId: 7, iso: 'USD', minAmount: '2' };

const meta = {
  title: 'Islands/LottoTicket',
  component: LottoTicketForm,
  decorators: [withProductApi],
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(LOTTO_TICKET_KEYS),
    lottoId: nextDrawId('powerball', STORY_NOW),
    mainMax: powerball.mainMax,
    bonusMax: powerball.bonusMax,
    bonusName: 'Powerball',
    account,
    loginHref: '/en/lotto?login=1',
  },
} satisfies Meta<typeof LottoTicketForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A guest sees the grid and is asked to log in to buy. */
export const Guest: Story = {
  args: { account: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Log in to buy a ticket' }).getAttribute('href')).toBe('/en/lotto?login=1');
    await expect(canvasElement.querySelectorAll('[data-number]')).toHaveLength(69);
    await expect(canvasElement.querySelectorAll('[data-bonus]')).toHaveLength(26);
  },
};

/** Quick pick fills 5 distinct numbers and a Powerball; the ticket can be bought. */
export const QuickPick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buy = canvas.getByRole('button', { name: 'Buy ticket' });
    await expect(buy.hasAttribute('disabled') || buy.getAttribute('data-disabled') === 'true').toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Quick pick' }));
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-number][data-selected="true"]')).toHaveLength(5));
    await expect(canvasElement.querySelectorAll('[data-bonus][data-selected="true"]')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Buy ticket' }).hasAttribute('disabled')).toBe(false);
  },
};

/**
 * A refused purchase shows the server's message; pressing again retries with the same refId, a
 * new stake is a new request with a new refId.
 */
export const RefusedAndRetried: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const n of [4, 8, 15, 16, 23]) await userEvent.click(canvasElement.querySelector(`[data-number="${n}"]`)!);
    await userEvent.click(canvasElement.querySelector('[data-bonus="12"]')!);
    await expect(canvas.getByText('Your numbers: 4 8 15 16 23 + 12')).toBeTruthy();
    const buy = () => userEvent.click(canvas.getByRole('button', { name: 'Buy ticket' }));
    await buy();
    await waitFor(() => expect(canvas.getByRole('alert').textContent).toBe('Not enough money on the account.'));
    await buy();
    await waitFor(() => expect(productRequests).toHaveLength(2));
    await expect(productRequests[1]).toEqual(productRequests[0]);
    await expect(productRequests[0]).toMatchObject({ accountId: 7, numbers: [4, 8, 15, 16, 23], bonus: 12, amount: '2' });
    const stake = canvas.getByRole('textbox', { name: 'Stake, USD' });
    await userEvent.clear(stake);
    await userEvent.type(stake, '4');
    await buy();
    await waitFor(() => expect(productRequests).toHaveLength(3));
    await expect(productRequests[2]!.refId).not.toBe(productRequests[0]!.refId);
    await expect(productRequests[2]!.amount).toBe('4');
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(LOTTO_TICKET_KEYS, ar) },
  // The page's <html dir> in the portal (the language's direction).
  decorators: [(Story) => <div dir="rtl"><Story /></div>],
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: ar.lotto_quick_pick }).closest('[dir="rtl"]')).not.toBeNull();
  },
};
