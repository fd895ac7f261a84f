import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { playSicBo, type SicBoBet } from '../../../domain/casino/sic-bo.ts';
import { arraySource } from '../../../domain/casino/fair.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { SIC_BO_KEYS, SicBoGame } from './SicBoGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface SicBoStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The sic bo presentation with its bet held in state, as the game page holds it. */
function SicBoStage({ round, busy, balanceMinor, lng }: SicBoStageProps) {
  const [params, setParams] = useState<ParamsOf<'sic-bo'>>(round?.params.game === 'sic-bo' ? round.params : { game: 'sic-bo', bet: { kind: 'big' } });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(SIC_BO_KEYS, ar) : pickMessages(SIC_BO_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <SicBoGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

/** A roll of these dice by the game's own rules, stake 100 on `bet`. */
function roll(bet: SicBoBet, ...dice: number[]): GsRoundView {
  const { payoutMinor, ...result } = playSicBo(arraySource(dice.map((d) => (d - 0.5) / 6)), bet, 100);
  return storyRound({ game: 'sic-bo', bet }, result, 100, payoutMinor);
}

const meta = {
  title: 'Islands/Casino/SicBoGame',
  component: SicBoStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof SicBoStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first roll: big chosen with its RTP; pressing a total chooses it. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sb-chosen').textContent).toBe('Your bet: Big · Return to player: 97.22 %.');
    await userEvent.click(canvas.getByTestId('sb-bet-total-9'));
    await expect(canvas.getByTestId('sb-bet-total-9')).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByTestId('sb-chosen').textContent).toContain('81.02');
  },
};

/** A triple: big loses although the total is 15; the triple bets it wins are lit. */
export const TripleBeatsBig: Story = {
  args: { round: roll({ kind: 'big' }, 5, 5, 5), balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('sb-total').textContent).toBe('15');
    await expect(canvas.getByTestId('sb-bet-big')).not.toHaveAttribute('data-win');
    await expect(canvas.getByTestId('sb-bet-triple-5')).toHaveAttribute('data-win', 'true');
  },
};

/** A two-dice combination wins 5:1. */
export const ComboWins: Story = {
  args: { round: roll({ kind: 'combo', faces: [2, 6] }, 6, 5, 2), balanceMinor: 100500 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('sb-words').textContent).toContain(`you win ${storyMoney(600)}`);
  },
};

/** Right to left: the layout in Arabic. */
export const Arabic: Story = {
  args: { round: roll({ kind: 'small' }, 1, 2, 4), balanceMinor: 100100, lng: 'ar' },
};
