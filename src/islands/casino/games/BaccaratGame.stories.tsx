import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { parseCard } from '../../../domain/casino/cards.ts';
import { playBaccarat } from '../../../domain/casino/baccarat.ts';
import { arraySource } from '../../../domain/casino/fair.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { BACCARAT_KEYS, BaccaratGame } from './BaccaratGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface BaccaratStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The baccarat presentation with its bet held in state, as the game page holds it. */
function BaccaratStage({ round, busy, balanceMinor, lng }: BaccaratStageProps) {
  const [params, setParams] = useState<ParamsOf<'baccarat'>>(round?.params.game === 'baccarat' ? round.params : { game: 'baccarat', bet: 'banker' });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(BACCARAT_KEYS, ar) : pickMessages(BACCARAT_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <BaccaratGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

/** A coup dealt by the game's own rules from these cards (deal order P, B, P, B, third cards), stake 100 on `bet`. */
function coup(bet: ParamsOf<'baccarat'>['bet'], ...cards: string[]): GsRoundView {
  const r = playBaccarat(arraySource(cards.map((c) => (parseCard(c) + 0.5) / 52)), bet, 100);
  const { payoutMinor, ...result } = r;
  return storyRound({ game: 'baccarat', bet }, result, 100, payoutMinor);
}

const meta = {
  title: 'Islands/Casino/BaccaratGame',
  component: BaccaratStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof BaccaratStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first coup: banker chosen; every bet states its odds and exact RTP; the arrow keys move the choice. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Banker, 0\.95:1, Return to player: 98\.94 %/ })).toBeChecked();
    await expect(canvas.getByTestId('bac-bet-tie').textContent).toContain('85.88');
    await userEvent.click(canvas.getByRole('radio', { name: /^Player,/ }));
    await expect(canvas.getByRole('radio', { name: /^Player,/ })).toBeChecked();
  },
};

/** The player draws a third card and wins 9 to 6: the banker bet loses. */
export const PlayerWins: Story = {
  args: { round: coup('banker', 'Ac', '3c', '2d', '3d', '6h', 'Kh'), balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('bac-player-total').textContent).toBe('9');
    await expect(canvas.getByTestId('bac-banker-total').textContent).toBe('6');
    await expect(canvas.getByTestId('bac-words').textContent).toBe(`Player wins 9 to 6 — you lose ${storyMoney(100)} · Balance: ${storyMoney(99900)}`);
  },
};

/** A tie at 7: a banker bet is returned. */
export const Push: Story = {
  args: { round: coup('banker', 'Ac', 'Kc', '4d', '7d', '2h'), balanceMinor: 100000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('bac-words').textContent).toBe(`Tie at 7 — your stake of ${storyMoney(100)} is returned · Balance: ${storyMoney(100000)}`);
  },
};

/** Right to left: the same coup in Arabic. */
export const Arabic: Story = {
  args: { round: coup('tie', 'Kc', '9c', '9d', 'Kd'), balanceMinor: 100800, lng: 'ar' },
};
