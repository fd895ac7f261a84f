import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import { crashRoundPointCents } from '../../../domain/casino/scheduled.ts';
import { multiplierCentsAt } from '../../../domain/casino/crash.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { CRASH_KEYS, CrashStage, type CrashTicket } from './CrashGame.tsx';
import { storyMoney, storyScheduledView } from './story-rounds.ts';

/** The seed of the story rounds: round 4 crashes at 2.50 ×, round 0 at 1.24 ×. */
const SEED = 'story-crash';

interface CrashStoryProps {
  round: number;
  /** Ms after the round's start (negative: taking bets). */
  at: number;
  tickets: CrashTicket[];
  balanceMinor: number;
  lng: 'en' | 'ar';
}

/** The crash picture of a story round, its history the rounds before it (same seed), the auto field held in state. */
function CrashStory({ round, at, tickets, balanceMinor, lng }: CrashStoryProps) {
  const [auto, setAuto] = useState('');
  const history = Array.from({ length: round }, (_, i) => round - 1 - i).map((r) => ({ round: r, crashCents: crashRoundPointCents(r, SEED) }));
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(CRASH_KEYS, ar) : pickMessages(CRASH_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <CrashStage view={storyScheduledView('crash', round, SEED, at)} tickets={tickets} history={history} busy={false} auto={auto} onAuto={setAuto}
          onBet={() => {}} onCashOut={() => {}} onVerify={() => {}} check={null} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

const bet = (round: number, fields: Partial<CrashTicket>): CrashTicket => ({ id: 9, round, stakeMinor: 1000, payoutMinor: null, status: 'open', autoCents: null, cashedCents: null, ...fields });

const meta = {
  title: 'Islands/Casino/CrashGame',
  component: CrashStory,
  args: { round: 4, at: -6000, tickets: [], balanceMinor: 100000, lng: 'en' },
} satisfies Meta<typeof CrashStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Taking bets: the multiplier stands at 1.00 ×, the countdown from the server's clock, the bet button, the last crash points coloured by size. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('crash-state').textContent).toBe('Round #4 · bets close in 6 s');
    await expect(canvas.getByTestId('crash-multiplier').textContent).toBe('1.00×');
    await expect(canvas.getByTestId('crash-bet').hasAttribute('disabled')).toBe(false);
    await expect([...canvas.getByTestId('crash-history').querySelectorAll('li')].map((li) => [li.textContent, li.getAttribute('data-size')]))
      .toEqual([['3.32×', 'high'], ['1.78×', 'mid'], ['1.29×', 'mid'], ['1.24×', 'mid']]);
  },
};

/** Running 8 s in with the player's bet standing: the cash-out button offers the stake times the live multiplier, in money. */
export const Playing: Story = {
  args: { at: 8000, tickets: [bet(4, { autoCents: 200 })] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cents = multiplierCentsAt(8000);
    await expect(canvas.getByTestId('crash-multiplier').textContent).toBe(`${(cents / 100).toFixed(2)}×`);
    await expect(canvas.getByTestId('crash-cashout').textContent).toBe(`Cash out ${storyMoney(Math.floor((1000 * cents) / 100))} (${(cents / 100).toFixed(2)}×)`);
    await expect(canvas.getByTestId('crash-words').textContent).toBe('');
  },
};

/** Crashed at 2.50 × after the player cashed out at 1.50 ×: the words give the win and the balance. */
export const Win: Story = {
  args: { at: 20000, tickets: [bet(4, { status: 'won', cashedCents: 150, payoutMinor: 1500 })], balanceMinor: 100500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('crash-multiplier').textContent).toBe('2.50×');
    await expect(canvas.getByTestId('crash-words').textContent).toBe(`Crashed at 2.50×; you cashed out at 1.50× — you win ${storyMoney(1500)} · Balance: ${storyMoney(100500)}`);
  },
};

/** Crashed at 1.24 × with the player's bet standing: the words give the stake lost. */
export const Loss: Story = {
  args: { round: 0, at: 20000, tickets: [bet(0, { status: 'lost', payoutMinor: 0 })], balanceMinor: 99000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('crash-words').textContent).toBe(`Crashed at 1.24× before you cashed out — you lose ${storyMoney(1000)} · Balance: ${storyMoney(99000)}`);
  },
};

/** Arabic, right to left: the curve runs from the right, its labels on the right. */
export const RightToLeft: Story = {
  args: { at: 20000, tickets: [bet(4, { status: 'won', cashedCents: 150, payoutMinor: 1500 })], balanceMinor: 100500, lng: 'ar' },
};
