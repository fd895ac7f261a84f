/**
 * The island of a sport whose scoreboard is drawn from its board (tennis sets, American football
 * quarters): the sport's board view inside the islands' dictionary provider. A sport's island file
 * default-exports `boardIsland(ItsBoardView)`; Astro hydrates a module's default export, so each
 * sport keeps its own island file (src/components/pages/sports/StatisticPage.astro).
 */
import type { ComponentType, JSX } from 'react';
import { IslandI18n, type IslandI18nProps } from '../shell/i18n.tsx';
import type { ScoreboardGame } from './scoreboard-parts.ts';

/** Props of a board island: the game with its sport's `board`. */
export interface BoardIslandProps<B> extends IslandI18nProps {
  game: ScoreboardGame & { board: B };
}

/** The island component showing `View` for the game's board. */
export function boardIsland<B>(View: ComponentType<{ game: ScoreboardGame; board: B }>): (props: BoardIslandProps<B>) => JSX.Element {
  return function BoardIsland({ lng, locale, messages, game }: BoardIslandProps<B>) {
    return (
      <IslandI18n lng={lng} locale={locale} messages={messages}>
        <View game={game} board={game.board} />
      </IslandI18n>
    );
  };
}
