/**
 * The live game page without hydrated markets (spec §3 live; src/components/sports/LiveGame.astro):
 * its market groups are server-rendered outcome buttons (StaticOutcomes.astro) and this module
 * keeps them live. Plain TypeScript, no React.
 *
 * For the root `[data-live-game]` it follows the game on the SSE stream
 * (`GET {data-stream-url}?games={permanentId}`, default `/bff-api/feed/stream`) with one
 * EventSource, whose state the root shows in `data-stream` (`off`, `connecting`, `open`; the
 * root's `.stream-status` text is shown while connecting). Each `game` event is parsed with
 * `parseLiveMessage` and judged by the seq rule (src/domain/feed/live-sync.ts): stale messages are
 * dropped; an applied one sets the game element's (`[data-game]`) `data-seq` and `data-status`,
 * goes to the page's other listeners (src/client/sports/live-game-bus.ts: the scoreboard island), locks
 * every outcome when it locks the markets (`locksOutcomes`: goal, suspension, end) and, as the
 * game page shows every market (`needsRefetch(…, true)`) or after a seq gap, re-fetches the game
 * from `GET {data-game-url}{permanentId}` (default `/bff-api/feed/game/`, one re-fetch per game at
 * a time: `coalescedRefetch`).
 *
 * A re-fetched detail patches the buttons in place, by outcome key: `data-coef`, the price text
 * in the player's coefficient view, `disabled`/`data-locked`, `data-trend` (`up`/`down` against
 * the price shown before, none when unchanged or locked) and the screen-reader description (the
 * root's `data-text-locked`/`-up`/`-down`, from the page's dictionary); the coupon's pressed state
 * and view follow through the static outcome handler (static-outcomes-loader.ts). When the
 * detail's groups or outcomes differ from the buttons shown (a market opened or closed), the
 * groups are first replaced by those of the page itself fetched again (`location`, text/html:
 * the server renders them with the same markup and labels), then patched from the detail; an
 * outcome the page still shows but the detail lacks is locked. Should that fetch fail, the
 * buttons shown are patched and the rest locked; the next re-fetch tries again.
 *
 * The parser and the detail's fetch (zod, jitless) are loaded on the first message, not with the
 * page: a page that gets no message loads neither. Messages are handled one after another.
 */
import type { GameDetail } from '../../../schemas/game.ts';
import type { LiveMessage } from '../../../schemas/live-message.ts';
import {
  coalescedRefetch, createSeqTracker, DEFAULT_ROW_GROUP, groupStates, locksOutcomes, needsRefetch, statusAfter, withTrends,
  type GroupState, type OutcomeState,
} from '../../domain/feed/live-sync.ts';
import { isOutcomeKey, parseOutcomeKey, refKey } from '../../domain/feed/outcome-key.ts';
import { coefViewText } from '../../islands/sports/labels.ts';
import { publishLiveGame } from './live-game-bus.ts';
import { openGameStream, type StreamState } from './game-stream.ts';
import { refreshLoadedOutcomes, storedCoefView } from './static-outcomes-loader.ts';

type FeedClient = typeof import('./feed-client.ts');
let feedClient: Promise<FeedClient> | null = null;
const loadFeedClient = (): Promise<FeedClient> => (feedClient ??= import('./feed-client.ts'));

/** Screen-reader descriptions of an outcome's state (the page's dictionary). */
interface OutcomeTexts {
  locked: string;
  up: string;
  down: string;
}

/** The buttons of the page's market groups. */
const buttonsOf = (outcomes: Element) => [...outcomes.querySelectorAll<HTMLButtonElement>('button[data-outcome]')];

/** What a button shows of its outcome (group, type, parameter, price, lock). */
function shownOutcome(button: HTMLButtonElement): OutcomeState | null {
  const key = button.dataset.outcome ?? '';
  if (!isOutcomeKey(key)) return null;
  const { permanentId: _game, ...ref } = parseOutcomeKey(key);
  return { ...ref, label: button.dataset.label ?? '', coef: Number(button.dataset.coef), isLocked: button.disabled };
}

/** The groups and outcome keys in display order, to compare what is shown with a detail. */
function layoutOf(groups: readonly { groupId: number; keys: readonly string[] }[]): string {
  return groups.map((g) => `${g.groupId}:${g.keys.join(',')}`).join('|');
}

function shownLayout(outcomes: Element): string {
  return layoutOf(
    [...outcomes.querySelectorAll<HTMLElement>('[data-group]')].map((section) => ({
      groupId: Number(section.dataset.group),
      keys: buttonsOf(section).map((b) => b.dataset.outcome ?? ''),
    })),
  );
}

/** Sets the button's screen-reader description (none: removed). */
function describe(button: HTMLButtonElement, text: string | undefined): void {
  let span = button.querySelector<HTMLElement>(':scope > span.visually-hidden:not(.outcome-label)');
  if (!text) {
    span?.remove();
    return;
  }
  if (!span) {
    span = document.createElement('span');
    span.className = 'visually-hidden';
    button.append(span);
  }
  span.textContent = ` ${text}`;
}

/** Shows an outcome on its button, as OutcomeButton renders it (the pressed state is the coupon's). */
function patchButton(button: HTMLButtonElement, outcome: OutcomeState, view: number, texts: OutcomeTexts): void {
  const trend = outcome.isLocked ? undefined : outcome.trend;
  button.dataset.coef = String(outcome.coef);
  const price = button.querySelector('.outcome-coef');
  if (price) price.textContent = coefViewText(outcome.coef, view);
  button.disabled = outcome.isLocked;
  if (outcome.isLocked) {
    button.dataset.locked = 'true';
    button.setAttribute('aria-pressed', 'false');
  } else delete button.dataset.locked;
  if (trend) button.dataset.trend = trend;
  else delete button.dataset.trend;
  describe(button, outcome.isLocked ? texts.locked : trend ? texts[trend] : undefined);
}

/** Locks every outcome shown (until a re-fetch brings prices). */
function lockAll(outcomes: Element, texts: OutcomeTexts): void {
  const view = storedCoefView();
  for (const button of buttonsOf(outcomes)) {
    const shown = shownOutcome(button);
    if (shown) patchButton(button, { ...shown, isLocked: true }, view, texts);
  }
}

/** Replaces the shown groups by those of the page fetched again; false when that failed. */
async function reloadGroups(outcomes: Element, permanentId: number): Promise<boolean> {
  try {
    const response = await fetch(location.pathname + location.search, { headers: { accept: 'text/html' }, credentials: 'same-origin', cache: 'no-store' });
    if (!response.ok) return false;
    const page = new DOMParser().parseFromString(await response.text(), 'text/html');
    const fresh = page.querySelector(`[data-live-game] [data-game="${permanentId}"] [data-static-outcomes]`);
    if (!fresh) return false;
    outcomes.replaceChildren(...[...fresh.childNodes].map((node) => document.importNode(node, true)));
    return true;
  } catch (error) {
    console.warn('live game: market groups not reloaded', error);
    return false;
  }
}

/**
 * Shows a detail's groups on the page's buttons (see the module's description).
 * @param outcomes the `[data-static-outcomes]` element holding the groups
 */
async function showGroups(outcomes: Element, permanentId: number, groups: readonly GroupState[], texts: OutcomeTexts): Promise<void> {
  const before = buttonsOf(outcomes).map(shownOutcome).filter((o): o is OutcomeState => o !== null);
  const wanted = layoutOf(groups.map((g) => ({ groupId: g.groupId, keys: g.outcomes.map((o) => refKey(permanentId, o)) })));
  if (wanted !== shownLayout(outcomes)) await reloadGroups(outcomes, permanentId);
  const next = new Map(groups.flatMap((g) => withTrends(before, g.outcomes)).map((o) => [refKey(permanentId, o), o] as const));
  const view = storedCoefView();
  for (const button of buttonsOf(outcomes)) {
    const shown = shownOutcome(button);
    if (!shown) continue;
    patchButton(button, next.get(button.dataset.outcome ?? '') ?? { ...shown, isLocked: true }, view, texts);
  }
  refreshLoadedOutcomes();
}

/**
 * Follows the live game of a `[data-live-game]` root (see the module's description); once per root.
 * @returns stops following (closes the stream)
 */
export function startLiveGame(root: HTMLElement): () => void {
  const game = root.querySelector<HTMLElement>('[data-game][data-game-id]');
  const outcomes = game?.querySelector('[data-static-outcomes]');
  const permanentId = Number(game?.dataset.game);
  if (!game || !outcomes || !Number.isSafeInteger(permanentId) || root.dataset.liveStarted) return () => {};
  root.dataset.liveStarted = 'true';
  const streamUrl = root.dataset.streamUrl ?? '/bff-api/feed/stream';
  const gameUrl = root.dataset.gameUrl ?? '/bff-api/feed/game/';
  const texts: OutcomeTexts = { locked: root.dataset.textLocked ?? '', up: root.dataset.textUp ?? '', down: root.dataset.textDown ?? '' };
  const tracker = createSeqTracker([[permanentId, { id: game.dataset.gameId ?? '', seq: Number(game.dataset.seq ?? 0) }]]);
  const status = root.querySelector<HTMLElement>('.stream-status');
  const setStream = (state: StreamState) => {
    root.dataset.stream = state;
    if (status) status.hidden = state !== 'connecting';
  };

  const applyDetail = async (detail: GameDetail) => {
    const seq = tracker.last(permanentId) ?? Number(game.dataset.seq);
    game.dataset.seq = String(seq);
    game.dataset.status = detail.game.status;
    publishLiveGame(permanentId, { kind: 'detail', detail, seq, at: Date.now() });
    await showGroups(outcomes, permanentId, groupStates(detail.groups), texts);
  };
  const refetch = coalescedRefetch(new Map(), async (id) => {
    const { fetchGameDetail } = await loadFeedClient();
    const detail = await fetchGameDetail(gameUrl, id).catch(() => null);
    if (detail) await applyDetail(detail);
  });

  const onMessage = (message: LiveMessage) => {
    const verdict = tracker.check(message);
    if (verdict === 'stale') return;
    game.dataset.seq = String(message.seq);
    game.dataset.status = statusAfter(message);
    publishLiveGame(permanentId, { kind: 'message', message, receivedAt: Date.now() });
    if (locksOutcomes(message)) lockAll(outcomes, texts);
    if (verdict === 'gap' || needsRefetch(message, DEFAULT_ROW_GROUP, true)) void refetch(permanentId);
  };

  // One message after another: the parser loads once, the order of the stream is kept.
  let queue: Promise<void> = Promise.resolve();
  const close = openGameStream(streamUrl, String(permanentId), setStream, (data) => {
    queue = queue.then(async () => {
      const { parseLiveMessage } = await loadFeedClient();
      const message = parseLiveMessage(data);
      if (message?.game === permanentId) onMessage(message);
    }).catch((error: unknown) => console.warn('live game: message not applied', error));
  });
  return () => {
    close();
    setStream('off');
  };
}
