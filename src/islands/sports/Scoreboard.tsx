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
import { useEffect, useState } from 'react';
import { useLocale } from 'react-aria-components';
import { formatLocalTime, utcTimeText } from '../../domain/local-time.ts';
import { modelOfKind, type SportModel } from '../../domain/feed/sport-detail.ts';
import type { AmericanFootballBoard, TennisBoard } from '../../../schemas/game.ts';
import { readUserPrefs, type UserPrefs } from '../../client/shell/user-prefs.ts';
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
 * Kick-off time: UTC (fixed format, labelled) on the server, then in the player's saved time zone
 * and clock (spec §3 timeZone, is12h; src/client/shell/user-prefs.ts) or else the visitor's local time,
 * in the page language and labelled with its zone (src/domain/local-time.ts). Rendered without
 * hydration (line lists), `data-local-time` lets the page's script do the same
 * (src/client/shell/local-times.ts).
 */
export function Kickoff({ start }: { start: number }) {
  const { locale } = useLocale();
  const [local, setLocal] = useState<UserPrefs | null>(null);
  useEffect(() => setLocal(readUserPrefs()), []);
  const date = new Date(start * 1000);
  const text = local ? formatLocalTime(date, locale, local) : utcTimeText(date);
  return <time dateTime={date.toISOString()} data-local-time="">{text}</time>;
}
