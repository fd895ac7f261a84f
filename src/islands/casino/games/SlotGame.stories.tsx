import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView, SlotGame as SlotGameId } from '../../../../schemas/game-server.ts';
import { evaluateStops, type SlotDefinition } from '../../../domain/casino/slots.ts';
import { DESERT_CARAVAN, NORTHERN_LIGHTS } from '../../../domain/casino/slot-games.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { SLOT_KEYS, SlotGame, SlotPaytable } from './SlotGame.tsx';
import { DRAWN_SYMBOLS, symbolKeys } from './symbol-art.tsx';
import { storyMoney, storyRound } from './story-rounds.ts';

const KEYS = [...SLOT_KEYS, ...symbolKeys(DRAWN_SYMBOLS)];

/**
 * A slot round of `stakeMinor` whose spins stop on the given stops: the facts and payout are the
 * engine's for those stops (evaluateStops), as a fair round landing there records them.
 */
function slotRound(def: SlotDefinition, base: number[], free: number[][], stakeMinor: number): GsRoundView {
  const baseSpin = evaluateStops(def, base);
  const freeSpins = free.map((stops) => evaluateStops(def, stops));
  const totalMultiple = baseSpin.totalMultiple + def.freeSpinMultiplier * freeSpins.reduce((s, r) => s + r.totalMultiple, 0);
  const payout = Math.floor(stakeMinor * totalMultiple + 1e-9);
  return storyRound({ game: def.id as SlotGameId }, { base: baseSpin, freeSpins, totalMultiple }, stakeMinor, payout);
}

interface SlotStageProps {
  game: SlotGameId;
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** A slot's reels and paytable as the game page shows them. */
function SlotStage({ game, round, busy, balanceMinor, lng }: SlotStageProps) {
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(KEYS, ar) : pickMessages(KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <SlotGame params={{ game }} onParams={() => {}} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
        <SlotPaytable game={game} />
      </div>
    </IslandI18n>
  );
}

/** Northern Lights: wolves on line 1 and bears on line 6 (5.5 × the total bet). */
const northernWin = slotRound(NORTHERN_LIGHTS, [0, 5, 10, 15, 20], [], 100);
/** Desert Caravan: nothing on any line. */
const desertLoss = slotRound(DESERT_CARAVAN, [22, 24, 25, 24, 25], [], 100);
/** Northern Lights: three compasses award 10 free spins. */
const northernFree = slotRound(NORTHERN_LIGHTS, [37, 24, 12, 0, 28], Array.from({ length: 10 }, (_, i) => [0, 5, 10, 15, 20].map((s, r) => (s + i * (r + 3)) % 38)), 100);
/** Desert Caravan: four short lines. */
const desertWin = slotRound(DESERT_CARAVAN, [35, 40, 6, 4, 9], [], 200);

const meta = {
  title: 'Islands/Casino/SlotGame',
  component: SlotStage,
  args: { game: 'northern-lights', round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof SlotStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first spin: the reels stand on the strips' first stop; the paytable draws every symbol. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('slot-cell-0-0').dataset.symbol).toBe(NORTHERN_LIGHTS.reels[0]![0]);
    await expect(canvas.getAllByRole('img', { name: 'Bear' }).length).toBeGreaterThan(0);
    await expect(canvas.getByTestId('slot-words').textContent).toBe('');
  },
};

/** While the spin is asked for, the live region says the reels spin. */
export const Spinning: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('slot-words').textContent).toBe('Spinning…');
  },
};

/** A win: the reels stop on the round's stops, the two lines are drawn and listed with their amounts. */
export const Win: Story = {
  args: { round: northernWin, balanceMinor: 100450 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('slot-words').textContent).toBe(`Round total: you win ${storyMoney(550)} · Balance: ${storyMoney(100450)}`), { timeout: 10_000 });
    const window = (northernWin.result.base as { window: string[][] }).window;
    window.forEach((reel, i) => reel.forEach((symbol, row) => expect(canvas.getByTestId(`slot-cell-${i}-${row}`).dataset.symbol).toBe(symbol)));
    await expect(canvas.getByTestId('slot-wins').textContent).toContain(`Line 1: 3 × Wolf — ${storyMoney(250)}`);
    await expect(canvas.getByTestId('slot-wins').textContent).toContain(`Line 6: 3 × Bear — ${storyMoney(300)}`);
    await expect(canvasElement.querySelectorAll('.slot-paylines polyline')).toHaveLength(2);
  },
};

/** A loss: no line, the round said in words. */
export const Loss: Story = {
  args: { game: 'desert-caravan', round: desertLoss, balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('slot-words').textContent).toBe(`No win this round — you lose ${storyMoney(100)} · Balance: ${storyMoney(99900)}`), { timeout: 10_000 });
    await expect(canvasElement.querySelectorAll('.slot-paylines polyline')).toHaveLength(0);
  },
};

/** Desert Caravan's art with a win of four lines. */
export const DesertWin: Story = {
  args: { game: 'desert-caravan', round: desertWin, balanceMinor: 100030 },
};

/** Three compasses: the paid spin announces 10 free spins, then each free spin plays 2.5 s after the last, counted. */
export const FreeSpins: Story = {
  args: { round: northernFree, balanceMinor: 100000 + northernFree.payoutMinor - 100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('slot-words').textContent).toContain('10 free spins, every win × 2'), { timeout: 10_000 });
    await expect(canvas.getByTestId('slot-free-counter').textContent).toBe('Paid spin');
    await waitFor(() => expect(canvas.getByTestId('slot-free-counter').textContent).toBe('Free spin 1 of 10'), { timeout: 10_000 });
  },
};

/** Arabic, right to left: the reels still read from the left, the words in Arabic. */
export const RightToLeft: Story = {
  args: { round: northernWin, balanceMinor: 100450, lng: 'ar' },
};
