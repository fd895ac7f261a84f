import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { VIDEO_POKER_KEYS, VideoPokerGame } from './VideoPokerGame.tsx';
import { storyMoney, storyRound } from './story-rounds.ts';

interface VideoPokerStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  onDraw: (holds: boolean[]) => void;
  lng: 'en' | 'ar';
}

/** The machine with its hold flags held in state, as the game page holds them. */
function VideoPokerStage({ round, busy, balanceMinor, onDraw, lng }: VideoPokerStageProps) {
  const [holds, setHolds] = useState([false, false, false, false, false]);
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(VIDEO_POKER_KEYS, ar) : pickMessages(VIDEO_POKER_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <VideoPokerGame round={round} holds={holds} busy={busy} balanceMinor={balanceMinor} stakeMinor={1000} money={storyMoney}
          onHold={(i, on) => setHolds((h) => h.map((v, j) => (j === i ? on : v)))} onDraw={() => onDraw(holds)} />
      </div>
    </IslandI18n>
  );
}

// Cards are 0 … 51: suit × 13 + rank (suits clubs, diamonds, hearts, spades; ranks two … ace).
const card = (rank: string, suit: 'c' | 'd' | 'h' | 's') => 'cdhs'.indexOf(suit) * 13 + ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(rank);
const dealt = [card('J', 's'), card('J', 'h'), card('7', 'c'), card('6', 'h'), card('K', 'c')];

const meta = {
  title: 'Islands/Casino/VideoPokerGame',
  component: VideoPokerStage,
  args: { round: null, busy: false, balanceMinor: null, onDraw: fn(), lng: 'en' },
} satisfies Meta<typeof VideoPokerStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first deal: five cards face down and the paytable with the column for the stake. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Face-down card' })).toHaveLength(5);
    await expect(canvas.getByRole('columnheader', { name: `At ${storyMoney(1000)}` })).toBeTruthy();
    await expect(canvas.getByRole('row', { name: /Royal flush/ }).textContent).toContain(storyMoney(800000));
  },
};

/** A dealt hand: holds toggle with the keyboard (Tab to a card, Space), Draw sends them. */
export const Dealt: Story = {
  args: { round: { ...storyRound({ game: 'jacks-or-better' }, { dealt }, 1000, 0), status: 'open' }, balanceMinor: 99000 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vp-words').textContent).toBe('Choose the cards to hold, then press Draw.');
    canvas.getByTestId('vp-hold-0').focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{Tab} ');
    await expect(canvas.getByTestId('vp-hold-0').getAttribute('aria-pressed')).toBe('true');
    await expect(canvas.getByTestId('vp-hold-1').textContent).toContain('Held');
    await expect(canvas.getByTestId('vp-hold-2').getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(canvas.getByTestId('vp-draw'));
    await expect(args.onDraw).toHaveBeenCalledWith([true, true, false, false, false]);
  },
};

/** A win: the pair of jacks held, two pair drawn; its paytable row lit. */
export const Win: Story = {
  args: {
    round: storyRound({ game: 'jacks-or-better', holds: [true, true, false, false, true] },
      { dealt, final: [card('J', 's'), card('J', 'h'), card('4', 'c'), card('4', 'd'), card('K', 'c')], hand: 'twoPair', multiplier: 2 }, 1000, 2000),
    balanceMinor: 101000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('vp-hand').textContent).toBe('Two pair');
    await expect(canvas.getByRole('row', { current: true }).getAttribute('data-hand')).toBe('twoPair');
    await expect(canvas.getByTestId('vp-words').textContent).toBe(`Two pair — you win ${storyMoney(2000)} · Balance: ${storyMoney(101000)}`);
  },
};

/** A loss: nothing held, nothing made; no paytable row lit. */
export const Loss: Story = {
  args: {
    round: storyRound({ game: 'jacks-or-better', holds: [false, false, false, false, false] },
      { dealt, final: [card('2', 'c'), card('5', 'd'), card('9', 'h'), card('10', 's'), card('3', 'h')], hand: 'nothing', multiplier: 0 }, 1000, 0),
    balanceMinor: 99000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('row', { current: true })).toBeNull();
    await expect(canvas.getByTestId('vp-words').textContent).toBe(`No win — you lose ${storyMoney(1000)} · Balance: ${storyMoney(99000)}`);
  },
};

/** Arabic, right to left, after a winning draw. */
export const RightToLeft: Story = {
  args: { ...Win.args, lng: 'ar' },
};
