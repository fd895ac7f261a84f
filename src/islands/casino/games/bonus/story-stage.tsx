/**
 * The stage the bonus game picture stories draw on: one game's picture with the main brand's prize
 * table (brands/main/bonuses.json) in RUB, a fixed board as the server could have answered it, and
 * the reveal at a fixed stage (no timers), so every story draws the same picture.
 */
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import ar from '../../../../i18n/locales/ar.json';
import bonuses from '../../../../../brands/main/bonuses.json';
import { pickMessages } from '../../../../../.storybook/messages.ts';
import { BONUS_GAME_PLACES, type BonusGame } from '../../../../domain/casino/bonus-games.ts';
import { formatMoney } from '../../../../domain/money.ts';
import { IslandI18n, useT } from '../../../shell/i18n.tsx';
import type { RevealStage } from './contract.ts';
import { BONUS_PICTURES, BONUS_PICTURE_KEYS } from './pictures.ts';

/** Props of the stage. */
export interface BonusStageProps {
  game: BonusGame;
  /** The server's board and pick, or null before the play. */
  revealed: { board: number[]; pick: number } | null;
  stage: RevealStage;
  lng: 'en' | 'ar';
}

const KEYS = [...BONUS_PICTURE_KEYS, 'bonus_game_prize_spins', 'bonus_game_spins_short'];

function Picture({ game, revealed, stage, lng }: BonusStageProps) {
  const t = useT();
  const [picked, setPicked] = useState<number | null>(null);
  const table = bonuses.bonusGames.find((g) => g.game === game)!;
  const money = (minor: number) => formatMoney(minor, { iso: 'RUB', exponent: 2 }, lng);
  const prizes = table.prizesMinor.map((minor, i) => {
    const spins = table.prizeSpins?.[i] ?? 0;
    return {
      minor, weight: table.weights[i]!,
      text: spins > 0 ? t('bonus_game_prize_spins', { count: spins, value: money(minor) }) : money(minor),
      short: spins > 0 ? t('bonus_game_spins_short', { count: spins }) : money(minor),
    };
  });
  const { Picture: GamePicture } = BONUS_PICTURES[game];
  return (
    <div dir={lng === 'ar' ? 'rtl' : 'ltr'} className="bonus-game">
      <GamePicture places={BONUS_GAME_PLACES[game]} prizes={prizes} revealed={revealed} stage={stage} busy={false} canPick={revealed === null} onPick={setPicked} />
      <output data-testid="story-picked">{picked === null ? '' : String(picked)}</output>
    </div>
  );
}

/** One bonus game's picture on the stage (module docstring); the place the player picks shows in `story-picked`. */
export function BonusStage(props: BonusStageProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.lng} messages={props.lng === 'ar' ? pickMessages(KEYS, ar) : pickMessages(KEYS)}>
      <Picture {...props} />
    </IslandI18n>
  );
}

/** RUB amounts as the stage shows them in English. */
export const storyRub = (minor: number): string => formatMoney(minor, { iso: 'RUB', exponent: 2 }, 'en');

/**
 * The three stories of a pick-a-place picture: `Idle` (the second place picked with the keyboard),
 * `RevealedWin` (the server's `revealed` board drawn: the pick named with its prize, every place
 * carrying the prize of the brand's table the board put there) and `RightToLeft` (Arabic, revealed).
 * @param place the place's name in English, as the picture names its buttons ("Chest")
 */
export function pickStories(game: BonusGame, place: string, revealed: { board: number[]; pick: number }) {
  const prizes = bonuses.bonusGames.find((g) => g.game === game)!.prizesMinor;
  return {
    Idle: {
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        canvas.getByRole('button', { name: `${place} 1` }).focus();
        await userEvent.keyboard('{Tab}{Enter}');
        await expect(canvas.getByTestId('story-picked').textContent).toBe('1');
        await expect(canvas.getByRole('group', { name: /^Pick a/ })).toBeTruthy();
      },
    },
    RevealedWin: {
      args: { revealed, stage: 'all' as const },
      play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
        const canvas = within(canvasElement);
        const won = prizes[revealed.board[revealed.pick]!]!;
        const picked = canvas.getByRole('button', { name: `${place} ${revealed.pick + 1}, your pick: ${storyRub(won)}` });
        await expect(picked.dataset.state).toBe('open');
        await expect(picked.dataset.prize).toBe(String(won));
        for (const [index, prize] of revealed.board.entries()) {
          await expect(canvas.getByTestId(`bonus-game-place-${index}`).dataset.prize).toBe(String(prizes[prize]));
        }
      },
    },
    RightToLeft: { args: { revealed, stage: 'all' as const, lng: 'ar' as const } },
  };
}
