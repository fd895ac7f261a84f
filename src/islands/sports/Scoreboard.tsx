/**
 * The scoreboards (spec §3 Scoreboard models), one view per sport, chosen by the game's `board`
 * kind (none: football): football (score, period name, the match clock mm:ss ticking locally once
 * a second while a half is played, the half-time score), tennis (sets, games per set, server) and
 * American football (points per quarter). {@link SCOREBOARD_VIEWS} is a `Record<SportModel, …>`
 * (src/domain/feed/sport-detail.ts), so a sport without its view does not compile. The first render
 * shows the state as given (the server's), so hydration matches; the clock runs from the client's
 * own time after that.
 */
import type { ReactElement } from 'react';
import { modelOfKind, type SportModel } from '../../domain/feed/sport-detail.ts';
import type { AmericanFootballBoard, TennisBoard } from '../../../schemas/game.ts';
import { Moment } from '../shell/Moment.tsx';
import { AmericanFootballBoardView } from './AmericanFootballScoreboard.tsx';
import { FootballBoardView } from './FootballScoreboard.tsx';
import { TennisBoardView } from './TennisScoreboard.tsx';
import type { ScoreboardProps } from './scoreboard-parts.ts';

export { type ScoreboardProps } from './scoreboard-parts.ts';

/** Each sport's scoreboard view, by model; a view gets a game of its own sport (its board kind). */
const SCOREBOARD_VIEWS: Readonly<Record<SportModel, (props: ScoreboardProps) => ReactElement>> = {
  'poisson-goals': ({ game, showTeams }) => <FootballBoardView game={game} showTeams={showTeams} />,
  'tennis-barnett-clarke': ({ game }) => <TennisBoardView game={game} board={game.board as TennisBoard} />,
  'nfl-normal-margin': ({ game }) => <AmericanFootballBoardView game={game} board={game.board as AmericanFootballBoard} />,
};

/** A game's scoreboard: its sport's view (by the game's board kind; none: football's). */
export function Scoreboard({ game, showTeams = false }: ScoreboardProps) {
  const View = SCOREBOARD_VIEWS[modelOfKind(game.board?.kind)];
  return <View game={game} showTeams={showTeams} />;
}

/**
 * Kick-off time (src/domain/clock.ts `kickoff` style): UTC in the server's render, then the
 * player's saved zone or the visitor's own once hydrated; rendered without hydration (line lists),
 * the page's script rewrites it (src/client/shell/moments.ts).
 */
export function Kickoff({ start }: { start: number }) {
  return <Moment at={start * 1000} style="kickoff" />;
}
