import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { PLINKO_KEYS, PlinkoGame } from './PlinkoGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface PlinkoStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The plinko presentation with its params held in state, as the game page holds them. */
function PlinkoStage({ round, busy, balanceMinor, lng }: PlinkoStageProps) {
  const [params, setParams] = useState<ParamsOf<'plinko'>>(round?.params.game === 'plinko' ? round.params : { game: 'plinko', rows: 8, risk: 'low' });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(PLINKO_KEYS, ar) : pickMessages(PLINKO_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <PlinkoGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

const medium12 = { game: 'plinko', rows: 12, risk: 'medium' } as const;
/** Twelve rows, ten of them right: slot 10, 4× on the medium board. */
const winPath = [1, 1, 0, 1, 1, 1, 1, 1, 0, 1, 1, 1];
/** Twelve rows, six right: slot 6, 0.3× on the medium board. */
const lossPath = [1, 0, 0, 1, 1, 0, 1, 0, 0, 1, 0, 1];

const meta = {
  title: 'Islands/Casino/PlinkoGame',
  component: PlinkoStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof PlinkoStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first round: 8 rows, low risk; choosing rows and risk with the keyboard redraws the board and its slots. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const board = canvas.getByTestId('plinko-board');
    await expect(board.querySelectorAll('.plinko-peg').length).toBe(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10);
    await expect(canvas.getAllByTestId('plinko-slot').map((s) => s.textContent)).toEqual(['5.6', '2.1', '1.1', '1', '0.5', '1', '1.1', '2.1', '5.6']);
    await expect(canvas.getByTestId('plinko-rtp').textContent).toBe('Return to player: 98.98 %.');
    canvas.getByRole('radio', { name: '8' }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(board.getAttribute('data-rows')).toBe('9');
    await userEvent.click(canvas.getByRole('radio', { name: 'High' }));
    await expect(board.getAttribute('data-risk')).toBe('high');
    await expect(canvas.getAllByTestId('plinko-slot')[0]!.textContent).toBe('43');
    await expect(canvas.getByTestId('plinko-rtp').textContent).toBe('Return to player: 99.06 %.');
  },
};

/** While the round is played the controls are locked and the live region says so. */
export const Dropping: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('plinko-words').textContent).toBe('Playing…');
  },
};

/** A winning drop: the ball lands in slot 10 (4×), which is lit; the words give the win and the new balance. */
export const Win: Story = {
  args: { round: storyRound(medium12, { path: winPath, bucket: 10, multiplier: 4 }, 100, 400), balanceMinor: 100300 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('plinko-words').textContent).toBe(`Ball in the 4× slot — you win ${storyMoney(400)} · Balance: ${storyMoney(100300)}`), { timeout: 10_000 });
    await expect(canvasElement.querySelector('.plinko-slot[data-hit]')!.getAttribute('data-bucket')).toBe('10');
    // Another board chosen: the round's slot and ball are not drawn on it.
    await userEvent.click(canvas.getByRole('radio', { name: '8' }));
    await expect(canvasElement.querySelector('.plinko-slot[data-hit]')).toBeNull();
    await expect(canvas.queryByTestId('plinko-ball')).toBeNull();
  },
};

/** A losing drop: slot 6 (0.3×) is lit; the words give the net loss. */
export const Loss: Story = {
  args: { round: storyRound(medium12, { path: lossPath, bucket: 6, multiplier: 0.3 }, 100, 30), balanceMinor: 99930 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('plinko-words').textContent).toBe(`Ball in the 0.3× slot — you lose ${storyMoney(70)} · Balance: ${storyMoney(99930)}`), { timeout: 10_000 });
    await expect(canvasElement.querySelector('.plinko-slot[data-hit]')!.getAttribute('data-bucket')).toBe('6');
  },
};

/** Arabic, right to left: the controls run from the right; the board keeps the fair path's left and right. */
export const RightToLeft: Story = {
  args: { round: storyRound(medium12, { path: winPath, bucket: 10, multiplier: 4 }, 100, 400), balanceMinor: 100300, lng: 'ar' },
};
