import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { LIMBO_KEYS, LimboGame } from './LimboGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface LimboStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The limbo presentation with its params held in state, as the game page holds them. */
function LimboStage({ round, busy, balanceMinor, lng }: LimboStageProps) {
  const [params, setParams] = useState<ParamsOf<'limbo'>>(round?.params.game === 'limbo' ? round.params : { game: 'limbo', targetCents: 200 });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(LIMBO_KEYS, ar) : pickMessages(LIMBO_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <LimboGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

const target2 = { game: 'limbo', targetCents: 200 } as const;

const meta = {
  title: 'Islands/Casino/LimboGame',
  component: LimboStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof LimboStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first round: target 2.00×, win chance 49.50 %; the increment button keeps the chance in step. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('limbo-chance').textContent).toBe('49.50 %');
    await userEvent.click(canvas.getByRole('button', { name: /^Increase/ }));
    await expect(canvas.getByTestId('limbo-target')).toHaveValue('2.01');
    await expect(canvas.getByTestId('limbo-chance').textContent).toBe('49.25 %');
  },
};

/** While the round is played the live region says so. */
export const Playing: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('limbo-words').textContent).toBe('Playing…');
  },
};

/** A result above the target: the multiplier counts up to 3.52×, then the words give the win and the new balance. */
export const Win: Story = {
  args: { round: storyRound(target2, { result: 3.52, win: true }, 100, 200), balanceMinor: 100100 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('limbo-words').textContent).toBe(`Result 3.52× — target 2.00× reached — you win ${storyMoney(200)} · Balance: ${storyMoney(100100)}`), { timeout: 10_000 });
    await expect(canvas.getByTestId('limbo-result').textContent).toBe('3.52×');
  },
};

/** A result below the target: the words give the stake lost. */
export const Loss: Story = {
  args: { round: storyRound(target2, { result: 1.37, win: false }, 100, 0), balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('limbo-words').textContent).toBe(`Result 1.37× — below the target 2.00× — you lose ${storyMoney(100)} · Balance: ${storyMoney(99900)}`), { timeout: 10_000 });
  },
};

/** Arabic, right to left. */
export const RightToLeft: Story = {
  args: { round: storyRound(target2, { result: 3.52, win: true }, 100, 200), balanceMinor: 100100, lng: 'ar' },
};
