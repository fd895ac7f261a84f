import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { MINES_KEYS, MinesGame } from './MinesGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface MinesStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The mines presentation with its params held in state, as the game page holds them. */
function MinesStage({ round, busy, balanceMinor, lng }: MinesStageProps) {
  const [params, setParams] = useState<ParamsOf<'mines'>>(round?.params.game === 'mines' ? round.params : { game: 'mines', mines: 3, tiles: [] });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(MINES_KEYS, ar) : pickMessages(MINES_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <MinesGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

const picked: ParamsOf<'mines'> = { game: 'mines', mines: 3, tiles: [6, 12, 18] };
const mines = [2, 12, 20];

const meta = {
  title: 'Islands/Casino/MinesGame',
  component: MinesStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof MinesStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first round: picking tiles with the keyboard keeps the count and the multiplier in step. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mines-multiplier').textContent).toBe('—');
    canvas.getByRole('button', { name: 'Tile 1' }).focus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByTestId('mines-picked').textContent).toBe('1');
    await expect(canvas.getByTestId('mines-multiplier').textContent).toBe('1.125×');
    await userEvent.keyboard('{Tab} ');
    await expect(canvas.getByTestId('mines-picked').textContent).toBe('2');
    await expect(canvas.getByTestId('mines-multiplier').textContent).toBe('1.2857×');
  },
};

/** While the round is played the tiles are locked and the live region says so. */
export const Playing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('mines-words').textContent).toBe('Playing…');
    await expect(canvas.getByRole('button', { name: 'Tile 1' })).toBeDisabled();
  },
};

/** A win: the three picked tiles open as gems, then every mine of the result shows. */
export const Win: Story = {
  args: { round: storyRound(picked, { mines: [0, 1, 2], hit: null, win: true }, 100, 147), balanceMinor: 100047 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('mines-words').textContent).toBe(`3 gems found — 1.4786× — you win ${storyMoney(147)} · Balance: ${storyMoney(100047)}`));
    for (const tile of picked.tiles) await expect(canvas.getByTestId(`mines-tile-${tile}`).dataset.state).toBe('gem');
    for (const tile of [0, 1, 2]) await expect(canvas.getByTestId(`mines-tile-${tile}`).dataset.state).toBe('hidden-mine');
  },
};

/** A loss: tiles open up to the mine on tile 13; the rest stay closed and every mine shows. */
export const Loss: Story = {
  args: { round: storyRound(picked, { mines, hit: 12, win: false }, 100, 0), balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('mines-words').textContent).toBe(`Mine on tile 13 — you lose ${storyMoney(100)} · Balance: ${storyMoney(99900)}`));
    await expect(canvas.getByTestId('mines-tile-6').dataset.state).toBe('gem');
    await expect(canvas.getByTestId('mines-tile-12').dataset.state).toBe('mine');
    await expect(canvas.getByTestId('mines-tile-18').dataset.state).toBeUndefined();
    await expect(canvas.getByTestId('mines-tile-20').dataset.state).toBe('hidden-mine');
  },
};

/** Arabic, right to left: the board's first tile is on the right. */
export const RightToLeft: Story = {
  args: { round: storyRound(picked, { mines, hit: 12, win: false }, 100, 0), balanceMinor: 99900, lng: 'ar' },
};
