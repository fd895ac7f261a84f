import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ar from '../../i18n/locales/ar.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import BettingCalculator, { BETTING_CALCULATOR_KEYS } from './BettingCalculator.tsx';

const meta = {
  title: 'Blocks/BettingCalculator',
  component: BettingCalculator,
  args: {
    lng: 'en',
    locale: 'en',
    messages: pickMessages(BETTING_CALCULATOR_KEYS),
    title: 'Betting calculator',
    currency: { iso: 'RUB', exponent: 2 },
    initialType: 'express',
  },
} satisfies Meta<typeof BettingCalculator>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: asks for the figures. */
export const Empty: Story = {};

/** An express of three selections, RUB 100: odds 1.5 × 2 × 2.5 = 7.5, payout RUB 750. */
export const Express: Story = {
  args: { initialCoefs: [1.5, 2, 2.5], initialStake: 100 },
};

/** A system 2 of 3, RUB 100 a bet: three bets, RUB 300 in all. */
export const System: Story = {
  args: { initialType: 'system', initialCoefs: [1.5, 2, 2.5], initialStake: 100 },
};

/** Typing the odds and the stake of a single. */
export const TypingASingle: Story = {
  args: { initialType: 'single' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Odds of selection 1' }), '1.91');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Stake' }), '50');
    await userEvent.tab();
    await expect(canvas.getByTestId('calc-payout')).toHaveAttribute('data-minor', '9550');
  },
};

/** Arabic page: right to left. */
export const RightToLeft: Story = {
  args: { lng: 'ar', locale: 'ar', messages: pickMessages(BETTING_CALCULATOR_KEYS, ar), initialCoefs: [1.5, 2], initialStake: 10 },
};
