/**
 * An outcome button: a react-aria ToggleButton showing the outcome and its coefficient. It
 * carries the outcome in data attributes for the coupon (data-outcome `permanentId:group:type:param`,
 * data-game-id the replay id, data-coef) and the last price change in data-trend (`up`/`down`) for the highlight.
 * Pressing it only selects it; a locked outcome is disabled.
 */
import { ToggleButton } from 'react-aria-components';
import { outcomeKey, type OutcomeState } from '../../domain/feed/live-sync.ts';
import { useT } from '../i18n.tsx';
import { coefText, outcomeText } from './labels.ts';

/** Props of {@link OutcomeButton}. */
export interface OutcomeButtonProps {
  /** Permanent id of the game. */
  game: number;
  /** Replay id of the game (`permanentId:cycle`). */
  gameId: string;
  outcome: OutcomeState;
  selected: boolean;
  onToggle(key: string, selected: boolean): void;
  /** Hide the label (rows under column headers show the price only, the label stays accessible). */
  compact?: boolean;
}

/** The selection key of an outcome of a game. */
export const selectionKey = (game: number, outcome: Pick<OutcomeState, 'groupId' | 'typeId' | 'param'>) => `${game}:${outcomeKey(outcome)}`;

/** One outcome button. */
export function OutcomeButton({ game, gameId, outcome, selected, onToggle, compact = false }: OutcomeButtonProps) {
  const t = useT();
  const key = selectionKey(game, outcome);
  const label = outcomeText(t, outcome);
  const coef = coefText(outcome.coef);
  const trend = outcome.isLocked ? undefined : outcome.trend;
  const description = outcome.isLocked ? t('sports_outcome_locked') : trend ? t(trend === 'up' ? 'sports_odds_up' : 'sports_odds_down') : undefined;
  return (
    <ToggleButton
      className="outcome"
      isSelected={selected && !outcome.isLocked}
      isDisabled={outcome.isLocked}
      onChange={(next) => onToggle(key, next)}
      data-outcome={key}
      data-game-id={gameId}
      data-coef={outcome.coef}
      data-trend={trend}
      data-locked={outcome.isLocked || undefined}
    >
      <span className={compact ? 'outcome-label visually-hidden' : 'outcome-label'}>{label}</span>{' '}
      <span className="outcome-coef">{coef}</span>
      {description && <span className="visually-hidden"> {description}</span>}
    </ToggleButton>
  );
}
