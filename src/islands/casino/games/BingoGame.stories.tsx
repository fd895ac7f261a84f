import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import { settleBingo, ticketFromSource } from '../../../domain/casino/bingo.ts';
import { floatStream } from '../../../domain/casino/fair.ts';
import { bingoRoundCalls } from '../../../domain/casino/scheduled.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { BINGO_KEYS, BingoStage, type BingoTicket } from './BingoGame.tsx';
import { storyMoney, storyScheduledView } from './story-rounds.ts';

/** The seed of the story game (game 1200) and of the cards (nonce 19: a line on call 33; 14: lines on calls 52 and 58; 0: nothing). */
const SEED = 'story-bingo';
const ROUND = 1200;

interface BingoStoryProps {
  /** Ms after the game's start (negative: taking tickets). */
  at: number;
  /** Nonces of the player's cards (dealt from the story seed pair), in the order bought. */
  cards: number[];
  /** Whether the cards are settled (the game is over). */
  settled: boolean;
  balanceMinor: number;
  lng: 'en' | 'ar';
}

/** The bingo picture of game 1200 with cards of 5.00 dealt and settled by the domain's rules. */
function BingoStory({ at, cards, settled, balanceMinor, lng }: BingoStoryProps) {
  const calls = bingoRoundCalls(ROUND, SEED);
  const tickets: BingoTicket[] = cards.map((nonce, i) => {
    const card = ticketFromSource(floatStream({ serverSeed: 'story-card', clientSeed: 'story', nonce })).map((row) => [...row]);
    const result = settleBingo(card, calls, 500);
    return {
      id: 10 + i, round: ROUND, stakeMinor: 500, card, status: settled ? (result.payoutMinor > 0 ? 'won' : 'lost') : 'open',
      completed: settled ? result.completed : null, payoutMinor: settled ? result.payoutMinor : null,
    };
  });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(BINGO_KEYS, ar) : pickMessages(BINGO_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <BingoStage view={storyScheduledView('bingo', ROUND, SEED, at)} tickets={tickets} busy={false} onBuy={() => {}} onVerify={() => {}} check={null}
          balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

const meta = {
  title: 'Islands/Casino/BingoGame',
  component: BingoStory,
  args: { at: -42_000, cards: [19, 14], settled: false, balanceMinor: 100000, lng: 'en' },
} satisfies Meta<typeof BingoStory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Taking tickets: the countdown from the server's clock, the two cards bought, nothing daubed yet. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bingo-state').textContent).toBe('Game #1200 · tickets close in 0:42');
    await expect(canvasElement.querySelectorAll('.bingo-ticket').length).toBe(2);
    await expect(canvasElement.querySelectorAll('.bingo-ticket td[data-called]').length).toBe(0);
    await expect(canvas.getByTestId('bingo-buy').hasAttribute('disabled')).toBe(false);
  },
};

/** 40 balls called: the cards are daubed, card 1's line on call 33 is announced with its prize. */
export const Playing: Story = {
  args: { at: 78_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const calls = bingoRoundCalls(ROUND, SEED).slice(0, 40);
    await expect(canvas.getByTestId('bingo-calls').getAttribute('data-calls')).toBe(calls.join(','));
    await expect(canvas.getByTestId('bingo-last-ball').textContent).toBe(String(calls.at(-1)));
    await expect(canvas.getByTestId('bingo-announce').textContent).toBe(`Card 1: One line on call 33 — prize ${storyMoney(2000)}`);
    await expect(canvasElement.querySelectorAll('.bingo-board li[data-called]').length).toBe(40);
  },
};

/** The game is over: two lines on card 2 (call 58) is the last pattern announced; the words give the win and the balance. */
export const Win: Story = {
  args: { at: 140_000, settled: true, balanceMinor: 102500 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bingo-announce').textContent).toBe(`Card 2: Two lines on call 58 — prize ${storyMoney(1000)}`);
    await expect(canvas.getByTestId('bingo-words').textContent).toBe(`Game #1200 is over — you win ${storyMoney(3500)} · Balance: ${storyMoney(102500)}`);
  },
};

/** A card that completed nothing: the words give the price lost. */
export const Loss: Story = {
  args: { at: 140_000, cards: [0], settled: true, balanceMinor: 99500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bingo-words').textContent).toBe(`Game #1200 is over — no prize, you lose ${storyMoney(500)} · Balance: ${storyMoney(99500)}`);
  },
};

/** Arabic, right to left, while calling. */
export const RightToLeft: Story = {
  args: { at: 78_000, lng: 'ar' },
};
