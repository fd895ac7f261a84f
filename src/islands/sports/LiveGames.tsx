/**
 * Live games island: the live list, the multi-live page and the live results (the live game page
 * is src/components/sports/LiveGame.astro: a scoreboard island and server-rendered markets).
 * Renders the server's state first, then follows the games on the SSE stream
 * (`/bff-api/feed/stream?games=<ids>`, EventSource): each message updates score, period, minute,
 * clock and the 1X2 prices (data-trend up/down for the highlight); a seq gap (or a change the
 * message cannot carry: another row's market) re-fetches the game from
 * `/bff-api/feed/game/{id}`. The seq rule lives in src/domain/feed/live-sync.ts.
 *
 * The root carries data-stream (`off`, `connecting`, `open`); each game data-game, data-seq.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  DEFAULT_ROW_GROUP, applyMessage, createSeqTracker, gameStateOf, needsRefetch, rowGroupFor, withTrends,
  type GameState, type SeqTracker,
} from '../../domain/feed/live-sync.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { SPORTS_KEYS } from './keys.ts';
import type { GameDetail } from '../../../schemas/game.ts';
import { fetchGameDetail } from '../../client/sports/feed-client.ts';
import { useCoalescedRefetch } from './use-refetch.ts';
import { useGameStream } from './use-game-stream.ts';
import { GameList, type ChampSection } from './GameList.tsx';

/** Dictionary keys the island uses. */
export const LIVE_GAMES_KEYS = SPORTS_KEYS;

/** Most games one stream follows (schemas/feed-api.ts streamQuery). */
const MAX_STREAM_GAMES = 100;

/** Props of the live games island. */
export interface LiveGamesProps extends IslandI18nProps {
  /** Live list, multi-live cards or live results (scores only). */
  mode: 'list' | 'multi' | 'results';
  /** The games, as the server rendered them (with the seq each already includes). */
  games: GameState[];
  /** Champ headings of the lists. */
  sections?: readonly ChampSection[];
  /** The market group of the list rows (default 1X2). */
  rowGroup?: number;
  /** The row group per sport id (the list's market filter applied to each sport); `rowGroup` when absent. */
  rowGroups?: Readonly<Record<number, number>>;
  /** The SSE endpoint. */
  streamUrl?: string;
  /** The game detail endpoint, up to the id. */
  gameUrl?: string;
  /** Level of the champ headings of the lists (3 inside a page section with its own heading). */
  headingLevel?: 2 | 3;
}

function LiveGamesView({ mode, games: initial, sections = [], rowGroup = DEFAULT_ROW_GROUP, rowGroups, streamUrl = '/bff-api/feed/stream', gameUrl = '/bff-api/feed/game/', headingLevel }: Omit<LiveGamesProps, keyof IslandI18nProps>) {
  const t = useT();
  const [games, setGames] = useState<GameState[]>(initial);
  const tracker = useRef<SeqTracker | null>(null);
  tracker.current ??= createSeqTracker(initial.map((g) => [g.permanentId, { id: g.id, seq: g.seq }] as const));

  const applyDetail = useCallback(
    (id: number, detail: GameDetail) => {
      const markets = detail.groups.flatMap((g) => g.markets);
      const at = Date.now();
      setGames((list) =>
        list.map((game) => {
          if (game.permanentId !== id) return game;
          const next = gameStateOf(detail.game, markets, { groupId: rowGroupFor(detail.game, rowGroup, rowGroups), href: game.href, seq: tracker.current?.last(id) ?? game.seq, at });
          return { ...next, row: withTrends(game.row, next.row) };
        }),
      );
    },
    [rowGroup, rowGroups],
  );

  /** Re-fetches a game; calls while one is under way run once more after it. */
  const refetch = useCoalescedRefetch(
    useCallback(
      async (id: number) => {
        const detail = await fetchGameDetail(gameUrl, id).catch(() => null);
        if (detail) applyDetail(id, detail);
      },
      [applyDetail, gameUrl],
    ),
  );

  // The clocks were rendered at the server's instant; from now on they run on this browser's time.
  useEffect(() => {
    const now = Date.now();
    setGames((list) => list.map((g) => ({ ...g, clock: { ...g.clock, at: now } })));
  }, []);

  // The stream follows the games the page was rendered with.
  const [followed] = useState(() => initial.map((g) => g.permanentId).slice(0, MAX_STREAM_GAMES).join(','));
  const stream = useGameStream(followed, streamUrl, (message) => {
    const verdict = tracker.current!.check(message);
    if (verdict === 'stale') return;
    const receivedAt = Date.now();
    setGames((list) => list.map((g) => (g.permanentId === message.game ? applyMessage(g, message, receivedAt) : g)));
    const sportOf = initial.find((g) => g.permanentId === message.game);
    const gameRowGroup = sportOf ? rowGroupFor(sportOf, rowGroup, rowGroups) : rowGroup;
    if (verdict === 'gap' || needsRefetch(message, gameRowGroup, false)) void refetch(message.game);
  });

  return (
    <div className={`live-games live-games-${mode}`} data-mode={mode} data-stream={stream}>
      {stream === 'connecting' && <p className="stream-status">{t('sports_stream_connecting')}</p>}
      <GameList games={games} sections={sections} rowGroup={rowGroup} rowGroups={rowGroups} layout={mode} emptyText={t('sports_no_live_games')} headingLevel={headingLevel} />
    </div>
  );
}

/** The live games island. */
export default function LiveGames({ lng, locale, messages, ...props }: LiveGamesProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <LiveGamesView {...props} />
    </IslandI18n>
  );
}
