import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { SCRATCH_KEYS, ScratchGame, ScratchPaytable } from './ScratchGame.tsx';
import { DRAWN_SYMBOLS, symbolKeys } from './symbol-art.tsx';
import { storyMoney, storyRound } from './story-rounds.ts';

const KEYS = [...SCRATCH_KEYS, ...symbolKeys(DRAWN_SYMBOLS)];

interface ScratchStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The scratch card and its prize table as the game page shows them. */
function ScratchStage({ round, busy, balanceMinor, lng }: ScratchStageProps) {
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(KEYS, ar) : pickMessages(KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <ScratchGame params={{ game: 'lucky-three' }} onParams={() => {}} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
        <ScratchPaytable />
      </div>
    </IslandI18n>
  );
}

/** A card of three bells (20 × the price) and a card with no three alike, laid out as the domain lays cards out. */
const bells = storyRound({ game: 'lucky-three' }, { cells: ['bell', 'star', 'clover', 'cherry', 'bell', 'star', 'seven', 'clover', 'bell'], winning: 'bell', multiplier: 20 }, 100, 2000);
const noWin = storyRound({ game: 'lucky-three' }, { cells: ['crown', 'star', 'clover', 'cherry', 'bell', 'star', 'seven', 'clover', 'crown'], winning: null, multiplier: 0 }, 100, 0);

const meta = {
  title: 'Islands/Casino/ScratchGame',
  component: ScratchStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof ScratchStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before a card is bought: the foil cells wait, the card says to buy one. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('scratch-outcome').textContent).toBe('Buy a card to scratch it.');
    await expect(canvas.getByRole('button', { name: 'Scratch cell 1' })).toBeDisabled();
  },
};

/** While the card is bought the cells stay covered. */
export const Playing: Story = {
  args: { round: bells, busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByTestId('scratch-all')).toBeNull();
  },
};

/** A win scratched with the keyboard: Enter opens a cell, Space the next; "Scratch all" the rest; the bells light up and the win is said in money. */
export const Win: Story = {
  args: { round: bells, balanceMinor: 101900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Scratch cell 1' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Cell 1: Bell' })).toBeTruthy();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Cell 2: Star' })).toBeTruthy();
    await userEvent.click(canvas.getByTestId('scratch-all'));
    await waitFor(() => expect(canvas.getByTestId('scratch-outcome').textContent).toBe(`Three × Bell — you win ${storyMoney(2000)} · Balance: ${storyMoney(101900)}`));
    const lit = [...canvasElement.querySelectorAll<HTMLElement>('.scratch-cell[data-win]')].map((el) => el.dataset.testid);
    await expect(lit).toEqual(['scratch-cell-0', 'scratch-cell-4', 'scratch-cell-8']);
  },
};

/** A card with no three alike says so once every cell is open. */
export const Loss: Story = {
  args: { round: noWin, balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByTestId('scratch-all'));
    await waitFor(() => expect(canvas.getByTestId('scratch-outcome').textContent).toBe(`No three alike on this card — no win this time. · Balance: ${storyMoney(99900)}`));
    await expect(canvasElement.querySelectorAll('.scratch-cell[data-win]')).toHaveLength(0);
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  args: { round: bells, balanceMinor: 101900, lng: 'ar' },
};
