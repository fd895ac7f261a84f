import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { ROULETTE_KEYS, RouletteGame } from './RouletteGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface RouletteStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The roulette presentation with its bets held in state, as the game page holds them (RUB: 100 minor units a rouble). */
function RouletteStage({ round, busy, balanceMinor, lng }: RouletteStageProps) {
  const [params, setParams] = useState<ParamsOf<'roulette'>>(round?.params.game === 'roulette' ? round.params : { game: 'roulette', bets: [] });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(ROULETTE_KEYS, ar) : pickMessages(ROULETTE_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <RouletteGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} unitMinor={100} />
      </div>
    </IslandI18n>
  );
}

const straightAndRed: ParamsOf<'roulette'> = { game: 'roulette', bets: [{ kind: 'straight', numbers: [17], stakeMinor: 500 }, { kind: 'red', stakeMinor: 500 }] };
/** The wheel turns for 3 s before the round is said. */
const SPUN = { timeout: 5000 };

const meta = {
  title: 'Islands/Casino/RouletteGame',
  component: RouletteStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof RouletteStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first round: chips go on the table with the keyboard — a straight bet, then a split of two neighbours; undo takes the last back. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No chips on the table yet: press a number or an outside bet.')).toBeTruthy();
    canvas.getByRole('button', { name: '17 black' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('rl-bet-list').textContent).toContain('Straight up 17');
    await expect(canvas.getByTestId('rl-total').textContent).toBe(storyMoney(100));
    await userEvent.click(canvas.getByRole('radio', { name: 'Split' }));
    canvas.getByRole('button', { name: /^20 black/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('rl-hint').textContent).toBe('20 chosen: now press the second number.');
    canvas.getByRole('button', { name: /^23 red/ }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('rl-bet-list').textContent).toContain('Split 20/23');
    await expect(canvas.getByTestId('rl-bet-list').textContent).toContain('pays 17 to 1');
    await expect(canvas.getByTestId('rl-total').textContent).toBe(storyMoney(200));
    await userEvent.click(canvas.getByTestId('rl-undo'));
    await expect(canvas.getByTestId('rl-bet-list').textContent).not.toContain('Split');
  },
};

/** While the round is played the table is locked and the live region says the wheel turns. */
export const Playing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('rl-words').textContent).toBe('The wheel is spinning…');
    await expect(canvas.getByRole('button', { name: '17 black' })).toBeDisabled();
  },
};

/** A win: the ball lands on 17; the straight bet wins 35 to 1, red loses; the table marks 17. */
export const Win: Story = {
  args: { round: storyRound(straightAndRed, { pocket: 17, returns: [18000, 0] }, 1000, 18000), balanceMinor: 117000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('rl-words').textContent).toBe(`The ball landed on 17 (black) — you win ${storyMoney(18000)} · Balance: ${storyMoney(117000)}`), SPUN);
    await expect(canvas.getByTestId('rl-cell-17').dataset.hit).toBe('true');
    await expect(canvas.getByTestId('rl-wheel').dataset.pocket).toBe('17');
    const rows = canvas.getByTestId('rl-bet-list').querySelectorAll('li');
    await expect(rows[0]!.dataset.result).toBe('won');
    await expect(rows[0]!.textContent).toContain(`won ${storyMoney(18000)}`);
    await expect(rows[1]!.dataset.result).toBe('lost');
  },
};

/** A loss: the ball lands on 0, both bets lose. */
export const Loss: Story = {
  args: { round: storyRound(straightAndRed, { pocket: 0, returns: [0, 0] }, 1000, 0), balanceMinor: 99000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('rl-words').textContent).toBe(`The ball landed on 0 (green) — you lose ${storyMoney(1000)} · Balance: ${storyMoney(99000)}`), SPUN);
    await expect(canvas.getByTestId('rl-cell-0').dataset.hit).toBe('true');
  },
};

/** Part of the stake comes back: red wins on 1, the straight bet on 17 loses. */
export const PartReturned: Story = {
  args: {
    round: storyRound({ game: 'roulette', bets: [{ kind: 'straight', numbers: [17], stakeMinor: 1000 }, { kind: 'red', stakeMinor: 500 }] }, { pocket: 1, returns: [0, 1000] }, 1500, 1000),
    balanceMinor: 99500,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('rl-words').textContent).toBe(`The ball landed on 1 (red) — ${storyMoney(1000)} of your ${storyMoney(1500)} comes back · Balance: ${storyMoney(99500)}`), SPUN);
    await expect(canvas.getByTestId('rl-out-red').dataset.hit).toBe('true');
  },
};

/** Arabic, right to left: the table runs from the right; the wheel keeps its order. */
export const RightToLeft: Story = {
  args: { round: storyRound(straightAndRed, { pocket: 17, returns: [18000, 0] }, 1000, 18000), balanceMinor: 117000, lng: 'ar' },
};
