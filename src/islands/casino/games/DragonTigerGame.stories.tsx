import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ar from '../../../i18n/locales/ar.json';
import { pickMessages } from '../../../../.storybook/messages.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { parseCard } from '../../../domain/casino/cards.ts';
import { playDragonTiger } from '../../../domain/casino/dragon-tiger.ts';
import { arraySource } from '../../../domain/casino/fair.ts';
import { IslandI18n } from '../../shell/i18n.tsx';
import { DRAGON_TIGER_KEYS, DragonTigerGame } from './DragonTigerGame.tsx';
import type { ParamsOf } from './contract.ts';
import { storyMoney, storyRound } from './story-rounds.ts';

interface DragonTigerStageProps {
  round: GsRoundView | null;
  busy: boolean;
  balanceMinor: number | null;
  lng: 'en' | 'ar';
}

/** The dragon tiger presentation with its bet held in state, as the game page holds it. */
function DragonTigerStage({ round, busy, balanceMinor, lng }: DragonTigerStageProps) {
  const [params, setParams] = useState<ParamsOf<'dragon-tiger'>>(round?.params.game === 'dragon-tiger' ? round.params : { game: 'dragon-tiger', bet: 'dragon' });
  return (
    <IslandI18n lng={lng} locale={lng} messages={lng === 'ar' ? pickMessages(DRAGON_TIGER_KEYS, ar) : pickMessages(DRAGON_TIGER_KEYS)}>
      <div dir={lng === 'ar' ? 'rtl' : 'ltr'}>
        <DragonTigerGame params={params} onParams={setParams} round={round} busy={busy} balanceMinor={balanceMinor} money={storyMoney} />
      </div>
    </IslandI18n>
  );
}

/** A coup dealt by the game's own rules (dragon's card, then tiger's), stake 100 on `bet`. */
function coup(bet: ParamsOf<'dragon-tiger'>['bet'], dragon: string, tiger: string): GsRoundView {
  const { payoutMinor, ...result } = playDragonTiger(arraySource([dragon, tiger].map((c) => (parseCard(c) + 0.5) / 52)), bet, 100);
  return storyRound({ game: 'dragon-tiger', bet }, result, 100, payoutMinor);
}

const meta = {
  title: 'Islands/Casino/DragonTigerGame',
  component: DragonTigerStage,
  args: { round: null, busy: false, balanceMinor: null, lng: 'en' },
} satisfies Meta<typeof DragonTigerStage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Before the first coup: each bet states its odds and exact RTP. */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /^Dragon, 1:1, Return to player: 96\.15 %/ })).toBeChecked();
    await expect(canvas.getByTestId('dt-bet-tie').textContent).toContain('92.31');
  },
};

/** Ace is low: the tiger's king beats the dragon's ace. */
export const TigerWins: Story = {
  args: { round: coup('dragon', 'Ac', 'Kd'), balanceMinor: 99900 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dt-words').textContent).toBe(`Tiger wins — you lose ${storyMoney(100)} · Balance: ${storyMoney(99900)}`);
  },
};

/** A tie of queens: a dragon bet gets half its stake back. */
export const TieHalfBack: Story = {
  args: { round: coup('dragon', 'Qs', 'Qh'), balanceMinor: 99950 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('dt-words').textContent).toContain(storyMoney(50));
  },
};

/** Right to left: a dragon win in Arabic. */
export const Arabic: Story = {
  args: { round: coup('dragon', '9s', '4h'), balanceMinor: 100100, lng: 'ar' },
};
