import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import type { BlackjackAction } from '../../../domain/casino/blackjack.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { BLACKJACK_KEYS, BlackjackGame } from './BlackjackGame.tsx';
import { storyMoney, storyRound } from './story-rounds.ts';

interface BlackjackStageProps {
  round: GsRoundView | null;
  allowed: string[];
  busy: boolean;
  balanceMinor: number | null;
  onAction: (action: BlackjackAction) => void;
  lng: 'en' | 'ar';
}

/** The blackjack table as the game page shows it. */
function BlackjackStage({ round, allowed, busy, balanceMinor, onAction, lng }: BlackjackStageProps) {
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(BLACKJACK_KEYS, ar) : pickMessages(BLACKJACK_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <BlackjackGame round={round} allowed={allowed} busy={busy} balanceMinor={balanceMinor} money={storyMoney} onAction={onAction} />
      </div>
    </IslandI18n>
  );
}

// Cards are 0 … 51: suit × 13 + rank (suits clubs, diamonds, hearts, spades; ranks two … ace).
const card = (rank: string, suit: 'c' | 'd' | 'h' | 's') => 'cdhs'.indexOf(suit) * 13 + ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'].indexOf(rank);

/** A blackjack round after `actions`: open (what the player may see) or settled. */
function bjRound(actions: BlackjackAction[], result: Record<string, unknown>, stakeMinor: number, payoutMinor: number, open = false): GsRoundView {
  const round = storyRound({ game: 'blackjack', actions, baseStakeMinor: 1000 }, result, stakeMinor, payoutMinor);
  return open ? { ...round, status: 'open' } : round;
}

const hand = (cards: number[], stakeMinor = 1000, doubled = false) => ({ cards, stakeMinor, doubled });

const meta = {
  title: 'Islands/Casino/BlackjackGame',
  component: BlackjackStage,
  args: { round: null, allowed: [], busy: false, balanceMinor: null, onAction: fn(), lng: 'en' },
} satisfies Meta<typeof BlackjackStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first deal: the empty felt asks for a stake; the shoe is described in words. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bj-round').dataset.phase).toBe('idle');
    await expect(canvas.getByText('Set your stake and press Deal.')).toBeTruthy();
    await expect(canvas.getByTestId('bj-shoe').textContent).toBe('A fresh shoe every round: 6 decks (312 cards) shuffled from the round\'s seed.');
  },
};

/** An open round against a dealer's ace: the hole card face down, a soft total, only the decisions the server allows, no insurance button. */
export const Playing: Story = {
  args: {
    round: bjRound([], { dealerUp: card('A', 's'), hands: [{ ...hand([card('8', 'h'), card('A', 'c')]), done: false }], active: 0 }, 1000, 0, true),
    allowed: ['hit', 'stand', 'double'], balanceMinor: 99000,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByTestId('bj-dealer')).getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(['Ace of spades', 'Face-down card']);
    await expect(canvas.getByTestId('bj-hand-total').textContent).toBe('9/19');
    await expect(canvas.getByTestId('bj-words').textContent).toBe('You have 9/19; the dealer shows Ace of spades. Your move.');
    await expect(canvas.queryByTestId('bj-split')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /insurance/i })).toBeNull();
    await expect(canvas.getByTestId('bj-no-insurance')).toBeTruthy();
    await expect(canvas.getByTestId('bj-shoe').textContent).toContain('This round dealt 4 of its 312 cards.');
    canvas.getByTestId('bj-stand').focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('stand');
  },
};

/** Split eights: two hands side by side, the second one to play, each with its stake. */
export const SplitPlaying: Story = {
  args: {
    round: bjRound(['split', 'stand'], {
      dealerUp: card('6', 'd'), active: 1,
      hands: [{ ...hand([card('8', 'c'), card('K', 'd')]), done: true }, { ...hand([card('8', 'h'), card('5', 's')]), done: false }],
    }, 2000, 0, true),
    allowed: ['hit', 'stand', 'double'], balanceMinor: 98000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hands = canvas.getAllByTestId('bj-hand');
    await expect(hands.map((h) => h.getAttribute('aria-label'))).toEqual(['Hand 1', 'Hand 2']);
    await expect(hands[1]!.getAttribute('aria-current')).toBe('true');
    await expect(hands[0]!.getAttribute('aria-current')).toBeNull();
    await expect(canvas.getAllByTestId('bj-stake').map((s) => s.textContent)).toEqual([`stake ${storyMoney(1000)}`, `stake ${storyMoney(1000)}`]);
  },
};

/** A win: the hole card turned over, the dealer's total, the hand's payout, the new balance. */
export const Win: Story = {
  args: {
    round: bjRound(['stand'], { dealer: [card('10', 'd'), card('7', 'c')], hands: [hand([card('K', 'h'), card('Q', 's')])], outcomes: ['win'] }, 1000, 2000),
    balanceMinor: 101000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bj-round').dataset.phase).toBe('settled');
    await expect(within(canvas.getByTestId('bj-dealer')).getAllByRole('img').map((img) => img.getAttribute('aria-label'))).toEqual(['Ten of diamonds', 'Seven of clubs']);
    await expect(canvas.getByTestId('bj-outcome').textContent).toBe(`Win — pays ${storyMoney(2000)}`);
    await expect(canvas.getByTestId('bj-words').textContent).toBe(`Dealer: 17 · Win — pays ${storyMoney(2000)} · Balance: ${storyMoney(101000)}`);
    await expect(canvas.queryByRole('toolbar')).toBeNull();
  },
};

/** A loss: the player's hand went over 21 (a bust) and the dealer kept two cards. */
export const Loss: Story = {
  args: {
    round: bjRound(['hit'], { dealer: [card('9', 's'), card('7', 'd')], hands: [hand([card('10', 'c'), card('6', 'h'), card('9', 'd')])], outcomes: ['lose'] }, 1000, 0),
    balanceMinor: 99000,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bj-hand-total').textContent).toBe('25');
    await expect(canvas.getByTestId('bj-outcome').textContent).toBe(`Bust — stake ${storyMoney(1000)} lost`);
    await expect(canvas.getByTestId('bj-words').dataset.win).toBe('false');
  },
};

/** Arabic, right to left, a settled split: one hand won, one pushed. */
export const RightToLeft: Story = {
  args: {
    round: bjRound(['split', 'stand', 'stand'], {
      dealer: [card('6', 'd'), card('10', 's'), card('2', 'h')],
      hands: [hand([card('8', 'c'), card('K', 'd')]), hand([card('8', 'h'), card('Q', 's')])], outcomes: ['push', 'push'],
    }, 2000, 2000),
    balanceMinor: 100000, lng: 'ar',
  },
};
