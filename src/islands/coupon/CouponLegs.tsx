/**
 * The coupon's legs (spec §3 Coupon state `bets`, Bet): each bet with its game, champ, outcome
 * and coefficient in the player's odds format (its trend after a price change, a lock), its
 * remove button, and by coupon type its own stake (many singles), banker mark (system) or block
 * (multi-bet by blocks); after the bets, the express bonus bet with its delete button (spec §4
 * Bonus bet).
 *
 * Test hooks: each bet `data-coupon-bet={key}` (data-trend, data-locked, data-banker,
 * data-block-id), the bonus bet `data-testid="coupon-bonus-bet"`.
 */
import { Button } from 'react-aria-components';
import {
  MAX_BLOCKS, PER_BET_AMOUNT_TYPES, deleteBonusBet, isBankerDisabled, removeBet, setBanker, setBetAmount, setBetBlock, type CouponBet,
} from '../../client/coupon/coupon-store.ts';
import { formatCoef } from '../../domain/coupon/odds-format.ts';
import { COUPON_TYPE, type CouponTypeId } from '../../domain/coupon/types.ts';
import { textDirection } from '../../domain/bidi.ts';
import { useT } from '../shell/i18n.tsx';
import { AmountField } from './CouponAmounts.tsx';
import { BankerField, BlockSelect, type BankerControl, type BlockControl } from './CouponSystem.tsx';
import { betLabel, normaliseAmount } from './figures.ts';

/** A bet's own stake field (types with a stake per bet): the text as typed, its step and currency exponent. */
interface LegAmount {
  value: string;
  onChange: (text: string) => void;
  step: number;
  exponent: number;
}

/** One bet of the coupon, with the controls its coupon type gives it. */
function CouponLeg({ bet, coefViewId, amount, banker, block }: {
  bet: CouponBet;
  coefViewId: number;
  amount?: LegAmount;
  banker?: BankerControl;
  block?: BlockControl;
}) {
  const t = useT();
  const label = betLabel(t, bet);
  const names = { outcome: label, game: bet.gameName };
  return (
    <li
      className="coupon-bet"
      data-coupon-bet={bet.key}
      data-game-id={bet.gameId}
      data-trend={bet.trend}
      data-locked={bet.isLocked || undefined}
      data-live={bet.isLive || undefined}
      data-banker={banker ? banker.selected : undefined}
      data-block-id={block ? block.blockId : undefined}
    >
      <div className="coupon-bet-head">
        <span className="coupon-bet-game"><bdi dir={textDirection(bet.gameName)}>{bet.gameName}</bdi></span>
        <Button className="coupon-remove" aria-label={t('coupon_remove_bet', names)} onPress={() => removeBet(bet.key)}>
          ×
        </Button>
      </div>
      <p className="coupon-bet-champ">
        <bdi dir={textDirection(bet.champName)}>{bet.champName}</bdi>
        {bet.isLive && <span className="coupon-live">{t('coupon_live')}</span>}
      </p>
      <p className="coupon-bet-outcome">
        <span className="coupon-bet-label">{label}</span>
        <span className="coupon-bet-coef" data-trend={bet.trend}>
          {formatCoef(bet.coef, coefViewId)}
          {bet.trend && <span className="visually-hidden"> {t(bet.trend === 'up' ? 'sports_odds_up' : 'sports_odds_down')}</span>}
        </span>
      </p>
      {bet.isLocked && <p className="coupon-bet-locked">{t('sports_outcome_locked')}</p>}
      {(banker || block) && (
        <div className="coupon-bet-controls">
          {banker && <BankerField banker={banker} bet={names} />}
          {block && <BlockSelect block={block} bet={names} />}
        </div>
      )}
      {amount && <AmountField label={t('coupon_bet_amount', names)} name={`amount-${bet.key}`} {...amount} />}
    </li>
  );
}

/** Props of {@link CouponLegs}. */
export interface CouponLegsProps {
  typeId: CouponTypeId;
  bets: readonly CouponBet[];
  /** Each bet's stake as typed (major units), by bet key; absent = `initialText`. */
  amountByBetId: Readonly<Record<string, string>>;
  /** The currency's initial amount, as the amount fields show it. */
  initialText: string;
  /** The amount fields' step (major units) and the currency's exponent. */
  step: number;
  exponent: number;
  /** The odds format (coefficient view id, spec §9). */
  coefViewId: number;
  /** The express bonus bet's coefficient, or null when the coupon has none. */
  bonusCoef: number | null;
}

/** The list of the coupon's bets, and the express bonus bet after them. */
export function CouponLegs({ typeId, bets, amountByBetId, initialText, step, exponent, coefViewId, bonusCoef }: CouponLegsProps) {
  const t = useT();
  const perBet = PER_BET_AMOUNT_TYPES.has(typeId);
  const system = typeId === COUPON_TYPE.system;
  const multiBlock = typeId === COUPON_TYPE.multiBlock;
  const blockCount = Math.min(bets.length, MAX_BLOCKS);
  return (
    <ul className="coupon-bets">
      {bets.map((bet) => (
        <CouponLeg
          key={bet.key}
          bet={bet}
          coefViewId={coefViewId}
          {...(perBet ? { amount: { value: amountByBetId[bet.key] ?? initialText, onChange: (text: string) => setBetAmount(bet.key, normaliseAmount(text)), step, exponent } } : {})}
          {...(system ? { banker: { selected: bet.isBanker, disabled: isBankerDisabled(bets, bet.key), onChange: (on: boolean) => setBanker(bet.key, on) } } : {})}
          {...(multiBlock ? { block: { blockId: bet.blockId, count: blockCount, onChange: (id: number) => setBetBlock(bet.key, id) } } : {})}
        />
      ))}
      {bonusCoef !== null && (
        <li className="coupon-bet coupon-bonus" data-testid="coupon-bonus-bet">
          <div className="coupon-bet-head">
            <span className="coupon-bet-game">{t('coupon_bonus_bet')}</span>
            <Button className="coupon-remove" aria-label={t('coupon_bonus_bet_delete')} onPress={deleteBonusBet}>
              ×
            </Button>
          </div>
          <p className="coupon-bet-outcome">
            <span className="coupon-bet-coef">{formatCoef(bonusCoef, coefViewId)}</span>
          </p>
        </li>
      )}
    </ul>
  );
}
