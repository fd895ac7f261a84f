import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { DICE_KEYS, DiceGame } from './DiceGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface DiceStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The dice presentation with its params held in state, as the game page holds them. */
function DiceStage({ round, busy, balanceMinor, lng }: DiceStageProps) {
  const [params, setParams] = useState<ParamsOf<'dice'>>(round?.params.game === 'dice' ? round.params : { game: 'dice', target: 5000, side: 'over' });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(DICE_KEYS, ar) : pickMessages(DICE_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <DiceGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

const over50 = { game: 'dice', target: 5000, side: 'over' } as const;

const meta = {
  title: 'Islands/Casino/DiceGame',
  component: DiceStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof DiceStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first round: target 50.00, over; moving the slider with the keyboard keeps chance and multiplier in step. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('dice-chance').textContent).toBe('50.00 %');
    await expect(canvas.getByTestId('dice-multiplier').textContent).toBe('1.9802×');
    const slider = canvas.getByRole('slider', { name: 'Target' });
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByTestId('dice-target').textContent).toBe('51.00');
    await expect(canvas.getByTestId('dice-chance').textContent).toBe('49.00 %');
    await userEvent.click(canvas.getByRole('radio', { name: 'Roll under' }));
    await expect(canvas.getByTestId('dice-chance').textContent).toBe('50.99 %');
  },
};

/** While the round is played the controls are locked and the live region says so. */
export const Rolling: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dice-words').textContent).toBe('Rolling…');
  },
};

/** A winning roll: the marker stands at 56.32 on the bar; the words give the win and the new balance. */
export const Win: Story = {
  args: { round: storyRound(over50, { roll: 56.32, win: true }, 100, 198), balanceMinor: 100098 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('dice-roll').textContent).toBe('56.32');
    await expect(canvas.getByTestId('dice-words').textContent).toBe(`Rolled 56.32 — over 50.00 — you win ${storyMoney(198)} · Balance: ${storyMoney(100098)}`);
  },
};

/** A losing roll: the words give the stake lost. */
export const Loss: Story = {
  args: { round: storyRound(over50, { roll: 12.07, win: false }, 100, 0), balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dice-words').textContent).toBe(`Rolled 12.07 — not over 50.00 — you lose ${storyMoney(100)} · Balance: ${storyMoney(99900)}`);
  },
};

/** Arabic, right to left: the bar and the slider run from the right. */
export const RightToLeft: Story = {
  args: { round: storyRound(over50, { roll: 56.32, win: true }, 100, 198), balanceMinor: 100098, lng: 'ar' },
};
