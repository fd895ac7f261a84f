/**
 * Card views of the game page for our multi-step games (src/server/game-server/multi-step.ts):
 * Jacks or Better (the dealt hand with a hold toggle per card, the drawn hand, the paytable with
 * the winning row marked) and blackjack (the dealer's up card and a face-down hole card while the
 * hand is open, the player's hands with their totals and stakes, the decisions allowed now, the
 * house rules). Cards read as "Ace of spades" for screen readers; the glyphs are decoration.
 */
import { Button, ToggleButton } from 'react-aria-components';
import { rankOf, suitOf } from '../../domain/casino/cards.ts';
import { PAYTABLE, HANDS, RTP as POKER_RTP, type PokerHand } from '../../domain/casino/video-poker.ts';
import { handTotal, RULES, RTP as BLACKJACK_RTP } from '../../domain/casino/blackjack.ts';
import { useT } from '../shell/i18n.tsx';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUIT_GLYPHS = ['♣', '♦', '♥', '♠'];

/** Dictionary keys of the card views. */
export const CARD_VIEW_KEYS = [
  'gs_card_label', 'gs_card_hidden', 'gs_hold', 'gs_held', 'gs_draw', 'gs_deal', 'gs_hand_result', 'gs_dealer', 'gs_your_hand', 'gs_hand_total',
  'gs_bj_rules', 'gs_bj_outcome_blackjack', 'gs_bj_outcome_win', 'gs_bj_outcome_push', 'gs_bj_outcome_lose', 'gs_paytable', 'gs_rtp', 'gs_vp_rules',
  'gs_action_hit', 'gs_action_stand', 'gs_action_double', 'gs_action_split', 'gs_hand_stake',
  ...RANKS.map((_, i) => `gs_rank_${i}`), ...SUIT_GLYPHS.map((_, i) => `gs_suit_${i}`), ...HANDS.map((h) => `gs_hand_${h}`),
] as const;

/** One card face up (or the back of a hidden one). */
function PlayingCard({ card }: { card: number | null }) {
  const t = useT();
  if (card === null) return <span className="playing-card back" role="img" aria-label={t('gs_card_hidden')} />;
  const suit = suitOf(card);
  return (
    <span className={`playing-card suit-${suit}`} role="img" aria-label={t('gs_card_label', { rank: t(`gs_rank_${rankOf(card)}`), suit: t(`gs_suit_${suit}`) })} data-card={card}>
      <span aria-hidden="true">{RANKS[rankOf(card)]}{SUIT_GLYPHS[suit]}</span>
    </span>
  );
}

/** A dealt video-poker hand with hold toggles, or the drawn hand with its category. */
export function VideoPokerRound({ result, open, holds, onHold, onDraw, busy }: {
  result: Record<string, unknown>; open: boolean; holds: boolean[]; onHold: (i: number, on: boolean) => void; onDraw: () => void; busy: boolean;
}) {
  const t = useT();
  const dealt = result.dealt as number[];
  if (open) {
    return (
      <div className="vp-round" data-testid="vp-round" data-phase="deal">
        <div className="cards-row" role="group" aria-label={t('gs_your_hand')}>
          {dealt.map((card, i) => (
            <div key={i} className="vp-card">
              <PlayingCard card={card} />
              <ToggleButton isSelected={holds[i]} onChange={(on) => onHold(i, on)} data-testid={`vp-hold-${i}`}>{holds[i] ? t('gs_held') : t('gs_hold')}</ToggleButton>
            </div>
          ))}
        </div>
        <Button className="button primary" onPress={onDraw} isDisabled={busy} data-testid="vp-draw">{t('gs_draw')}</Button>
      </div>
    );
  }
  const final = result.final as number[];
  const hand = result.hand as PokerHand;
  return (
    <div className="vp-round" data-testid="vp-round" data-phase="drawn">
      <div className="cards-row" aria-label={t('gs_your_hand')} role="group">{final.map((card, i) => <PlayingCard key={i} card={card} />)}</div>
      <p data-testid="vp-hand">{t('gs_hand_result', { hand: t(`gs_hand_${hand}`), multiplier: PAYTABLE[hand] })}</p>
    </div>
  );
}

/** The Jacks or Better paytable, the winning row marked. */
export function VideoPokerPaytable({ winning }: { winning: PokerHand | null }) {
  const t = useT();
  return (
    <section className="slot-paytable" aria-labelledby="vp-paytable-heading">
      <h2 id="vp-paytable-heading">{t('gs_paytable')}</h2>
      <p>{t('gs_vp_rules')} <span data-testid="slot-rtp">{t('gs_rtp', { rtp: (POKER_RTP * 100).toFixed(2) })}</span></p>
      <table className="slot-pays" data-testid="vp-paytable">
        <tbody>
          {HANDS.filter((h) => h !== 'nothing').map((h) => (
            <tr key={h} aria-current={winning === h ? 'true' : undefined} className={winning === h ? 'winning' : undefined}>
              <th scope="row">{t(`gs_hand_${h}`)}</th><td>{PAYTABLE[h]}×</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

interface HandView { cards: number[]; stakeMinor: number; doubled: boolean; done?: boolean }

/** A blackjack round: dealer and hands, the decisions allowed now, the outcome of each hand. */
export function BlackjackRound({ result, open, allowed, onAction, busy, money }: {
  result: Record<string, unknown>; open: boolean; allowed: string[]; onAction: (action: 'hit' | 'stand' | 'double' | 'split') => void; busy: boolean; money: (minor: number) => string;
}) {
  const t = useT();
  const dealer = open ? [result.dealerUp as number, null] : (result.dealer as number[]);
  const hands = result.hands as HandView[];
  const outcomes = (result.outcomes as string[] | undefined) ?? [];
  const active = open ? (result.active as number) : -1;
  return (
    <div className="bj-round" data-testid="bj-round" data-phase={open ? 'player' : 'settled'}>
      <section aria-label={t('gs_dealer')}>
        <h3>{t('gs_dealer')}{!open && <> · {t('gs_hand_total', { total: handTotal(dealer as number[]).total })}</>}</h3>
        <div className="cards-row" data-testid="bj-dealer">{dealer.map((card, i) => <PlayingCard key={i} card={card} />)}</div>
      </section>
      {hands.map((hand, i) => (
        <section key={i} aria-label={t('gs_your_hand')} className={i === active ? 'bj-hand active' : 'bj-hand'} data-testid="bj-hand">
          <h3>
            {t('gs_your_hand')} · {t('gs_hand_total', { total: handTotal(hand.cards).total })} · {t('gs_hand_stake', { stake: money(hand.stakeMinor) })}
            {outcomes[i] && <> · <strong data-testid="bj-outcome">{t(`gs_bj_outcome_${outcomes[i]}`)}</strong></>}
          </h3>
          <div className="cards-row">{hand.cards.map((card, j) => <PlayingCard key={j} card={card} />)}</div>
        </section>
      ))}
      {open && (
        <div className="row" role="toolbar" aria-label={t('gs_your_hand')}>
          {(['hit', 'stand', 'double', 'split'] as const).filter((a) => allowed.includes(a)).map((a) => (
            <Button key={a} className="button" onPress={() => onAction(a)} isDisabled={busy} data-testid={`bj-${a}`}>{t(`gs_action_${a}`)}</Button>
          ))}
        </div>
      )}
    </div>
  );
}

/** The house rules of blackjack and its RTP. */
export function BlackjackRules() {
  const t = useT();
  return (
    <section className="slot-paytable" aria-labelledby="bj-rules-heading">
      <h2 id="bj-rules-heading">{t('gs_paytable')}</h2>
      <p data-testid="bj-rules">{t('gs_bj_rules', { decks: RULES.decks })} <span data-testid="slot-rtp">{t('gs_rtp', { rtp: (BLACKJACK_RTP * 100).toFixed(2) })}</span></p>
    </section>
  );
}
