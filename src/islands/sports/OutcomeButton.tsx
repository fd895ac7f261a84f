/**
 * An outcome button: a native toggle button (`aria-pressed`) showing the outcome and its
 * coefficient. It carries the outcome in data attributes (data-outcome `permanentId:group:type:param`,
 * data-coef, data-label the outcome's label key when it is not its type's own; the game's replay id, name and champ are on the
 * enclosing `[data-game-id]` and `[data-champ-name]` elements) and the last price change in
 * data-trend (`up`/`down`) for the highlight. Rendered without hydration (line lists), the page's
 * static outcome handler (src/client/sports/static-outcomes.ts) reads the same attributes.
 * Pressing it adds the outcome to the page's coupon (src/client/coupon/coupon-store.ts) or takes it out:
 * it is selected while the outcome is in the coupon; with one-click betting on, the press places
 * a single at once (the coupon shows the receipt). A locked outcome is disabled. The price shows
 * in the player's coefficient view once hydrated (the server's HTML is decimal; data-coef always is).
 */
import { useHydrated } from '../shell/use-hydrated.ts';
import { useSignals } from '@preact/signals-react/runtime';
import type { GameState, OutcomeState } from '../../domain/feed/live-sync.ts';
import { refKey } from '../../domain/feed/outcome-key.ts';
import { couponKeys, couponSettings, pressOutcome, type NewBet } from '../../client/coupon/coupon-store.ts';
import { COEF_VIEW } from '../../domain/coupon/odds-format.ts';
import { outcomeLabelKey } from '../../domain/feed/odds-model.ts';
import { useT } from '../shell/i18n.tsx';
import { coefViewText, outcomeText } from './labels.ts';

/** The game of an outcome button: what the coupon shows of it. */
export type OutcomeGame = Pick<GameState, 'permanentId' | 'id' | 'home' | 'away' | 'champName' | 'status'>;

/** Props of {@link OutcomeButton}. */
export interface OutcomeButtonProps {
  game: OutcomeGame;
  outcome: OutcomeState;
  /** Hide the label (rows under column headers show the price only, the label stays accessible). */
  compact?: boolean;
}

/** The outcome key (src/domain/feed/outcome-key.ts) of an outcome of a game. */
export const selectionKey = (game: number, outcome: Pick<OutcomeState, 'groupId' | 'typeId' | 'param'>) => refKey(game, outcome);

/** The coupon bet of an outcome of a game. */
export function betOf(game: OutcomeGame, outcome: OutcomeState): NewBet {
  return {
    key: selectionKey(game.permanentId, outcome),
    gameId: game.id,
    permanentId: game.permanentId,
    gameName: `${game.home} \u2013 ${game.away}`,
    champName: game.champName,
    groupId: outcome.groupId,
    typeId: outcome.typeId,
    ...(outcome.param === undefined ? {} : { param: outcome.param }),
    label: outcome.label,
    coef: outcome.coef,
    isLive: game.status === 'live',
    isLocked: outcome.isLocked,
  };
}

// The coupon lives in localStorage: the server renders every outcome unselected and the browser
// selects them after hydration.

/** Whether an outcome is in the page's coupon (after hydration). */
function useInCoupon(key: string): boolean {
  useSignals();
  const hydrated = useHydrated();
  return hydrated && couponKeys.value.has(key);
}

/**
 * The player's coefficient view (spec §3 coefViewId) after hydration; decimal while the server's
 * HTML is hydrated (the server does not know the browser's choice).
 */
function useCoefView(): number {
  useSignals();
  const hydrated = useHydrated();
  const view = couponSettings.value.coefViewId;
  return hydrated ? view : COEF_VIEW.decimal;
}

/** One outcome button. */
export function OutcomeButton({ game, outcome, compact = false }: OutcomeButtonProps) {
  const t = useT();
  const key = selectionKey(game.permanentId, outcome);
  const selected = useInCoupon(key);
  const label = outcomeText(t, outcome);
  const coef = coefViewText(outcome.coef, useCoefView());
  const trend = outcome.isLocked ? undefined : outcome.trend;
  const description = outcome.isLocked ? t('sports_outcome_locked') : trend ? t(trend === 'up' ? 'sports_odds_up' : 'sports_odds_down') : undefined;
  // No `type`: outcome buttons are never inside a form, and a long list saves the bytes. The label
  // key is written only when it is not the type's own (static-outcomes.ts derives that one).
  return (
    <button
      className="outcome"
      aria-pressed={selected && !outcome.isLocked}
      disabled={outcome.isLocked}
      onClick={() => pressOutcome(betOf(game, outcome), !selected)}
      data-outcome={key}
      data-coef={outcome.coef}
      data-label={outcome.label === outcomeLabelKey(outcome.typeId) ? undefined : outcome.label}
      data-trend={trend}
      data-locked={outcome.isLocked || undefined}
    >
      <span className={compact ? 'outcome-label visually-hidden' : 'outcome-label'}>{label}</span>{' '}
      <span className="outcome-coef">{coef}</span>
      {description && <span className="visually-hidden"> {description}</span>}
    </button>
  );
}
