/**
 * Sports fixtures for the stories of the sports islands: four real matches of the feed's data
 * (data/football-data, copied as imported), played by the real replay and priced by the real
 * model at fixed instants, turned into the island state the pages render (GameState,
 * GroupState). Also a stand-in EventSource the live stories push messages through, and a game
 * detail answer for the re-fetch after a seq gap.
 */
import './catalogue.ts';
import type { ImportedMatch } from '../src/domain/feed/match.ts';
import { replayMarkets } from '../src/domain/feed/replay.ts';
import { DEFAULT_SPORTS_PRICING } from '../schemas/sports-pricing.ts';
import { liveEventPlan } from '../src/domain/feed/live-events.ts';
import { feedChamps, sportsPath } from '../src/domain/feed/slugs.ts';
import { DEFAULT_ROW_GROUP, gameStateOf, groupStates, type GameState, type GroupState } from '../src/domain/feed/live-sync.ts';
import { gameViewOf, groupMarkets } from '../src/domain/feed/game-view.ts';
import { replayId } from '../src/domain/feed/outcome-key.ts';
import type { GameDetail, GameView } from '../schemas/game.ts';
import type { LiveMessage } from '../schemas/live-message.ts';

const row = (data: Omit<ImportedMatch, 'source' | 'referee'> & { referee?: string }): ImportedMatch => ({ referee: undefined, ...data, source: { file: `${data.league}.csv`, line: 0 } });

/** Arsenal 5-0 Chelsea (23 Apr 2024), Inter 1-2 Milan (22 Sep 2024), Real Madrid 0-4 Barcelona (26 Oct 2024), Liverpool 2-0 Man City (1 Dec 2024). */
export const MATCHES: readonly ImportedMatch[] = [
  row({ permanentId: 7074545715355884, league: 'E0', champId: 101, countryId: 44, sportId: 1, season: 2023, kickoff: 1713898800000, home: { id: 7074001369352653, name: 'Arsenal' }, away: { id: 1321422637907738, name: 'Chelsea' }, fullTime: { home: 5, away: 0 }, halfTime: { home: 1, away: 0 }, result: 'H', halfTimeResult: 'H', referee: 'S Hooper', stats: { home: { shots: 27, shotsOnTarget: 10, fouls: 12, corners: 4, yellow: 2, red: 0 }, away: { shots: 7, shotsOnTarget: 1, fouls: 11, corners: 2, yellow: 2, red: 0 } }, odds: { opening1x2: { source: 'B365', home: 1.44, draw: 5, away: 6 }, closing1x2: { source: 'B365', home: 1.4, draw: 5, away: 7 }, total25: { source: 'B365', line: 2.5, over: 1.53, under: 2.5 }, asian: { source: 'B365', line: -1.25, home: 1.95, away: 1.95 } } }),
  row({ permanentId: 8946499390089336, league: 'I1', champId: 102, countryId: 39, sportId: 1, season: 2024, kickoff: 1727030700000, home: { id: 7008862527378884, name: 'Inter' }, away: { id: 635812470439501, name: 'Milan' }, fullTime: { home: 1, away: 2 }, halfTime: { home: 1, away: 1 }, result: 'A', halfTimeResult: 'D', stats: { home: { shots: 13, shotsOnTarget: 4, fouls: 13, corners: 6, yellow: 4, red: 0 }, away: { shots: 16, shotsOnTarget: 8, fouls: 4, corners: 2, yellow: 1, red: 0 } }, odds: { opening1x2: { source: 'B365', home: 1.65, draw: 4, away: 5.25 }, closing1x2: { source: 'B365', home: 1.67, draw: 3.9, away: 5.25 }, total25: { source: 'B365', line: 2.5, over: 1.67, under: 2.2 }, asian: { source: 'B365', line: -0.75, home: 1.85, away: 2.08 } } }),
  row({ permanentId: 3813412359254468, league: 'SP1', champId: 103, countryId: 34, sportId: 1, season: 2024, kickoff: 1729969200000, home: { id: 566621196969105, name: 'Real Madrid' }, away: { id: 5146759097041785, name: 'Barcelona' }, fullTime: { home: 0, away: 4 }, halfTime: { home: 0, away: 0 }, result: 'A', halfTimeResult: 'D', stats: { home: { shots: 9, shotsOnTarget: 4, fouls: 15, corners: 10, yellow: 2, red: 0 }, away: { shots: 15, shotsOnTarget: 7, fouls: 17, corners: 3, yellow: 5, red: 0 } }, odds: { opening1x2: { source: 'B365', home: 2, draw: 4.1, away: 3.25 }, closing1x2: { source: 'B365', home: 2, draw: 4.1, away: 3.3 }, total25: { source: 'B365', line: 2.5, over: 1.4, under: 3 }, asian: { source: 'B365', line: -0.5, home: 2.04, away: 1.86 } } }),
  row({ permanentId: 7175112814515204, league: 'E0', champId: 101, countryId: 44, sportId: 1, season: 2024, kickoff: 1733068800000, home: { id: 4357898492441784, name: 'Liverpool' }, away: { id: 5882427346668967, name: 'Man City' }, fullTime: { home: 2, away: 0 }, halfTime: { home: 1, away: 0 }, result: 'H', halfTimeResult: 'H', referee: 'C Kavanagh', stats: { home: { shots: 18, shotsOnTarget: 7, fouls: 9, corners: 7, yellow: 1, red: 0 }, away: { shots: 8, shotsOnTarget: 2, fouls: 8, corners: 4, yellow: 3, red: 0 } }, odds: { opening1x2: { source: 'B365', home: 2.1, draw: 3.6, away: 3.3 }, closing1x2: { source: 'B365', home: 2, draw: 3.8, away: 3.5 }, total25: { source: 'B365', line: 2.5, over: 1.57, under: 2.38 }, asian: { source: 'B365', line: -0.25, home: 1.85, away: 2.05 } } }),
];

/** The instant the fixtures are rendered at (a Saturday afternoon, UTC). */
export const STORY_NOW = Date.UTC(2026, 10, 21, 15, 0);
const MIN = 60_000;

/** The champ headings of the lists. */
export const SECTIONS = feedChamps().map(({ champId, champName, countryName }) => ({ champId, champName, countryName }));

/** The feed's view of a match at `now` when it kicked off at `kickoff`, with its markets. */
function viewAt(match: ImportedMatch, kickoff: number, now: number): { view: GameView; detail: GameDetail } {
  const { state, markets } = replayMarkets(match, now, { kickoff }, DEFAULT_SPORTS_PRICING);
  const id = replayId(match.permanentId, 31);
  const view = gameViewOf(match, id, state, markets);
  return { view, detail: { game: view, groups: groupMarkets(markets, id), stats: null } };
}

/** A fixture game: match `index` of {@link MATCHES}, `minutes` after its kick-off at {@link STORY_NOW} (negative: upcoming). */
export function fixture(index: number, minutes: number, groupId: number = DEFAULT_ROW_GROUP): { game: GameState; groups: GroupState[]; detail: GameDetail } {
  const match = MATCHES[index]!;
  const kickoff = STORY_NOW - minutes * MIN;
  const { view, detail } = viewAt(match, kickoff, STORY_NOW);
  const seq = liveEventPlan(match).filter((e) => kickoff + e.offsetMs <= STORY_NOW).at(-1)?.seq ?? 0;
  const href = `/en${sportsPath({ section: view.status === 'line' ? 'line' : 'live', champId: match.champId, game: match.permanentId })}`;
  const markets = detail.groups.flatMap((g) => g.markets);
  return { game: gameStateOf(view, markets, { groupId, href, seq, at: STORY_NOW }), groups: groupStates(detail.groups), detail };
}

/** The detail the re-fetch answers for fixture `index`: the same game `minutes` after kick-off. */
export function detailAt(index: number, kickoffMinutesAgo: number, minutes: number): GameDetail {
  const match = MATCHES[index]!;
  const kickoff = STORY_NOW - kickoffMinutesAgo * MIN;
  return viewAt(match, kickoff, kickoff + minutes * MIN).detail;
}

/** A live message for a fixture game, as the stream sends it. */
export function liveMessage(game: GameState, patch: Partial<LiveMessage>): LiveMessage {
  return { game: game.permanentId, id: game.id, seq: game.seq + 1, kind: 'goal', at: Date.now(), sentAt: Date.now(), score: game.score, periodId: game.periodId, minute: game.minute, ...patch } as LiveMessage;
}

/**
 * A stand-in for the browser's EventSource: opens at once and delivers what a story pushes with
 * {@link FakeEventSource.push}. The last one created is {@link FakeEventSource.last}.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  /** The most recent instance (the island's). */
  static last: FakeEventSource | null = null;
  readonly url: string;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.last = this;
    setTimeout(() => {
      if (this.readyState === FakeEventSource.CLOSED) return;
      this.readyState = FakeEventSource.OPEN;
      this.onopen?.(new Event('open'));
    }, 0);
  }

  /** Delivers a message as an SSE `game` event. */
  push(message: unknown): void {
    this.dispatchEvent(new MessageEvent('game', { data: JSON.stringify(message) }));
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }
}
