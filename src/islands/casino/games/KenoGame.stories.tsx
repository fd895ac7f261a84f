import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { KENO_KEYS, KenoGame } from './KenoGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface KenoStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The keno presentation with its picks held in state, as the game page holds them. */
function KenoStage({ round, busy, balanceMinor, lng }: KenoStageProps) {
  const [params, setParams] = useState<ParamsOf<'keno'>>(round?.params.game === 'keno' ? round.params : { game: 'keno', picks: [] });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(KENO_KEYS, ar) : pickMessages(KENO_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <KenoGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

const picked: ParamsOf<'keno'> = { game: 'keno', picks: [3, 7, 11] };
const drawn = [2, 3, 7, 14, 19, 22, 25, 30, 33, 40];
/** Ten balls come 250 ms apart. */
const DRAWN = { timeout: 5000 };

const meta = {
  title: 'Islands/Casino/KenoGame',
  component: KenoStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof KenoStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first round: picking numbers with the keyboard shows the paytable for that many picks; clear empties the pick. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Pick 1 to 10 numbers to see what they pay.')).toBeTruthy();
    canvas.getByRole('button', { name: 'Number 1' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('keno-picked').textContent).toBe('Picked: 1 of 10');
    await expect(canvas.getByTestId('keno-paytable').textContent).toContain('3.9×');
    await userEvent.keyboard('{Tab} ');
    await expect(canvas.getByTestId('keno-picked').textContent).toBe('Picked: 2 of 10');
    await expect(canvas.getByTestId('keno-paytable').textContent).toContain('4.7×');
    await userEvent.click(canvas.getByTestId('keno-clear'));
    await expect(canvas.getByTestId('keno-picked').textContent).toBe('Picked: 0 of 10');
  },
};

/** While the round is played the board is locked and the live region says so. */
export const Playing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('keno-words').textContent).toBe('Playing…');
    await expect(canvas.getByRole('button', { name: 'Number 1' })).toBeDisabled();
  },
};

/** A win: two of three picks drawn; the balls come one by one, the hits are marked and the 5.5× line is lit. */
export const Win: Story = {
  args: { round: storyRound(picked, { drawn, hits: 2, multiplier: 5.5 }, 100, 550), balanceMinor: 100450 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('keno-words').textContent).toBe(`2 of 3 hit — 5.5× — you win ${storyMoney(550)} · Balance: ${storyMoney(100450)}`), DRAWN);
    const balls = [...canvas.getByTestId('keno-balls').querySelectorAll('li')].map((li) => Number(li.dataset.value));
    await expect(balls).toEqual(drawn);
    await expect(canvas.getByTestId('keno-cell-3').dataset.state).toBe('hit');
    await expect(canvas.getByTestId('keno-cell-11').dataset.state).toBe('miss');
    await expect(canvas.getByTestId('keno-cell-2').dataset.state).toBe('drawn');
    await expect(canvas.getByTestId('keno-paytable').querySelector('tr[data-won]')!.getAttribute('data-hits')).toBe('2');
  },
};

/** A loss: none of the picks drawn. */
export const Loss: Story = {
  args: { round: storyRound({ game: 'keno', picks: [1, 5, 9] }, { drawn, hits: 0, multiplier: 0 }, 100, 0), balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('keno-words').textContent).toBe(`0 of 3 hit — you lose ${storyMoney(100)} · Balance: ${storyMoney(99900)}`), DRAWN);
    await expect(canvas.getByTestId('keno-cell-1').dataset.state).toBe('miss');
  },
};

/** Arabic, right to left: the board's first number is on the right. */
export const RightToLeft: Story = {
  args: { round: storyRound(picked, { drawn, hits: 2, multiplier: 5.5 }, 100, 550), balanceMinor: 100450, lng: 'ar' },
};
