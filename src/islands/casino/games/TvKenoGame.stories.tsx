import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import { settleTvKeno } from '../../../domain/casino/tv-keno.ts';
import { tvKenoRoundDraw } from '../../../domain/casino/scheduled.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { TV_KENO_KEYS, TvKenoStage, type TvKenoTicket } from './TvKenoGame.tsx';
import { storyMoney, storyScheduledView } from './story-rounds.ts';

/** The seed of the story draws: draw 800 shows 60, 6, 36, 13, 10, 73, 47, 62, … */
const SEED = 'story-keno';
const ROUND = 800;

interface TvKenoStoryProps {
  /** Ms after the draw's start (negative: taking tickets). */
  at: number;
  /** Picks of the player's ticket in the draw (none: no ticket). */
  ticketPicks: number[] | null;
  /** Whether the ticket is settled (the draw is over). */
  settled: boolean;
  balanceMinor: number;
  lng: 'en' | 'ar';
}

/** The TV keno picture of draw 800 with the picks held in state, a ticket of 10.00 settled by the domain's rules, the two draws before it. */
function TvKenoStory({ at, ticketPicks, settled, balanceMinor, lng }: TvKenoStoryProps) {
  const [picks, setPicks] = useState<number[]>(ticketPicks ? [] : [7, 21, 42]);
  const result = ticketPicks ? settleTvKeno(tvKenoRoundDraw(ROUND, SEED), ticketPicks, 1000) : null;
  const tickets: TvKenoTicket[] = ticketPicks ? [{
    id: 3, round: ROUND, stakeMinor: 1000, picks: ticketPicks, status: settled ? (result!.payoutMinor > 0 ? 'won' : 'lost') : 'open',
    hits: settled ? result!.hits : null, payoutMinor: settled ? result!.payoutMinor : null,
  }] : [];
  const past = [ROUND - 1, ROUND - 2].map((r) => storyScheduledView('tv-keno', r, SEED, 100_000));
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(TV_KENO_KEYS, ar) : pickMessages(TV_KENO_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <TvKenoStage view={storyScheduledView('tv-keno', ROUND, SEED, at)} past={past} tickets={tickets} picks={picks} onPicks={setPicks} busy={false}
          onBuy={() => {}} onVerify={() => {}} check={null} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

const meta = {
  title: 'Islands/Casino/TvKenoGame',
  component: TvKenoStory,
  args: { at: -65_000, ticketPicks: null, settled: false, balanceMinor: 100000, lng: 'en' },
} satisfies Meta<typeof TvKenoStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Taking tickets: the countdown from the server's clock, three numbers picked; picking another with the board adds it. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tvk-state').textContent).toBe('Draw #800 · tickets close in 1:05');
    await userEvent.click(canvas.getByRole('button', { name: '80' }));
    await expect(canvas.getByRole('group', { name: /picked 4 of 10/ })).toBeTruthy();
    await expect(canvas.getByTestId('tvk-buy').hasAttribute('disabled')).toBe(false);
  },
};

/** Drawing: eight numbers shown so far, the newest big, the ticket's hits marked on the board. */
export const Drawing: Story = {
  args: { at: 21_500, ticketPicks: [6, 47, 50] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('tvk-drawn').getAttribute('data-drawn')).toBe('60,6,36,13,10,73,47,62');
    await expect(canvas.getByTestId('tvk-last-ball').textContent).toBe('62');
    await expect(canvas.getByTestId('tvk-hits-so-far').textContent).toBe('Your hits so far: 2 of 3');
    await expect(canvas.getByTestId('tvk-words').textContent).toBe('');
  },
};

/** The draw is over and two of three picks were drawn: the words give the win (5.2 ×) and the balance. */
export const Win: Story = {
  args: { at: 100_000, ticketPicks: [6, 47, 50], settled: true, balanceMinor: 104200 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tvk-words').textContent).toBe(`Draw #800: 2 of your 3 numbers drawn — you win ${storyMoney(5200)} · Balance: ${storyMoney(104200)}`);
  },
};

/** None of the picks was drawn: the words give the stake lost. */
export const Loss: Story = {
  args: { at: 100_000, ticketPicks: [1, 2, 3], settled: true, balanceMinor: 99000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('tvk-words').textContent).toBe(`Draw #800: 0 of your 3 numbers drawn — no win, you lose ${storyMoney(1000)} · Balance: ${storyMoney(99000)}`);
  },
};

/** Arabic, right to left, while drawing. */
export const RightToLeft: Story = {
  args: { at: 21_500, ticketPicks: [6, 47, 50], lng: 'ar' },
};
