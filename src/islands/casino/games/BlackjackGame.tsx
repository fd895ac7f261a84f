/**
 * Blackjack of our game server (src/domain/casino/blackjack.ts; multi-step rounds in
 * src/server/game-server/multi-step.ts) as a table: the felt with the dealer's cards on top (the
 * hole card face down while the round is open: the server never sends it before the end), the
 * player's hand(s) below with their totals (a soft total as "7/17" while it can still move), the
 * stake chip of each hand, split hands side by side with the one to play marked; the decisions
 * the server allows now (`allowed`, nothing more: the house offers no insurance, which is said in
 * words when the dealer shows an ace); the shoe in words (a fresh shoe every round, so no
 * penetration gauge: how many of its cards this round dealt); each hand's outcome with its payout,
 * and the round in words in a live region with the new balance. Everything shown comes from the
 * round view the server answered.
 */
import { useEffect, useMemo, useRef } from 'react';
import { Button, useLocale } from 'react-aria-components';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { handPayout, handTotal, isBlackjack, RULES, RTP, SHOE_SIZE, type BlackjackAction, type HandOutcome } from '../../../domain/casino/blackjack.ts';
import { roundWon } from '../../../domain/game-server/play.ts';
import { useT } from '../../shell/i18n.tsx';
import { CARD_KEYS, PlayingCard, useCardName } from './cards.tsx';

/** Dictionary keys the blackjack table uses. */
export const BLACKJACK_KEYS = [
  ...CARD_KEYS, 'gs_dealer', 'gs_your_hand', 'gs_hand_stake', 'gs_balance', 'gs_paytable', 'gs_rtp', 'gs_bj_rules',
  'gs_bj_outcome_blackjack', 'gs_bj_outcome_win', 'gs_bj_outcome_push', 'gs_bj_outcome_lose', 'gs_bj_outcome_bust',
  'gs_action_hit', 'gs_action_stand', 'gs_action_double', 'gs_action_split', 'gs_bj_actions', 'gs_bj_hand_n', 'gs_bj_to_play',
  'gs_bj_hand_paid', 'gs_bj_hand_push', 'gs_bj_hand_lost', 'gs_bj_dealer_has', 'gs_bj_your_move', 'gs_bj_no_insurance',
  'gs_bj_shoe', 'gs_bj_dealt', 'gs_cards_idle',
] as const;

/** Blackjack decisions in the order the table offers them. */
const ACTIONS: readonly BlackjackAction[] = ['hit', 'stand', 'double', 'split'];

/** A player hand as the round view carries it. */
interface HandView { cards: number[]; stakeMinor: number; doubled: boolean }

/** Outcome shown for a hand: the domain's, with a lost hand over 21 called a bust. */
type ShownOutcome = HandOutcome | 'bust';

/** The table's facts of a blackjack round view (open: what the player may see; settled: everything). */
interface TableFacts {
  open: boolean;
  /** Dealer's cards; null = the face-down hole card. */
  dealer: (number | null)[];
  hands: HandView[];
  /** Index of the hand to play (open rounds), else -1. */
  active: number;
  outcomes: ShownOutcome[];
  /** True while no decision was made yet: the cards come in deal order. */
  dealing: boolean;
}

/** The facts of `round` (a blackjack round view). */
function factsOf(round: GsRoundView): TableFacts {
  const open = round.status === 'open';
  const r = round.result;
  const hands = r.hands as HandView[];
  const dealer = open ? [r.dealerUp as number, null] : (r.dealer as number[]);
  const outcomes = open ? [] : (r.outcomes as HandOutcome[]).map((o, i): ShownOutcome => (o === 'lose' && handTotal(hands[i]!.cards).total > 21 ? 'bust' : o));
  const actions = round.params.game === 'blackjack' ? (round.params.actions ?? []) : [];
  return { open, dealer, hands, active: open ? (r.active as number) : -1, outcomes, dealing: actions.length === 0 };
}

/** A hand's total as players read it: "7/17" for a soft total that can still move, else the best total. */
function totalText(cards: readonly number[], canMove: boolean, n: (x: number) => string): string {
  const { total, soft } = handTotal(cards);
  return soft && canMove && total < 21 ? `${n(total - 10)}/${n(total)}` : n(total);
}

/** The words of a settled hand: outcome and what it paid or lost. */
function handWords(outcome: ShownOutcome, stakeMinor: number, t: ReturnType<typeof useT>, money: (minor: number) => string): string {
  const word = t(`gs_bj_outcome_${outcome}`);
  if (outcome === 'blackjack' || outcome === 'win') return t('gs_bj_hand_paid', { outcome: word, amount: money(handPayout(outcome, stakeMinor)) });
  if (outcome === 'push') return t('gs_bj_hand_push', { outcome: word, amount: money(stakeMinor) });
  return t('gs_bj_hand_lost', { outcome: word, amount: money(stakeMinor) });
}

/** The settled round in words: the dealer's total, then each hand's outcome. */
function settledWords(facts: TableFacts, t: ReturnType<typeof useT>, n: (x: number) => string, money: (minor: number) => string): string {
  const dealerCards = facts.dealer as number[];
  const dealerTotal = isBlackjack(dealerCards) ? t('gs_bj_outcome_blackjack') : n(handTotal(dealerCards).total);
  const split = facts.hands.length > 1;
  const hands = facts.hands.map((h, i) => {
    const words = handWords(facts.outcomes[i]!, h.stakeMinor, t, money);
    return split ? `${t('gs_bj_hand_n', { n: n(i + 1) })}: ${words}` : words;
  });
  return [t('gs_bj_dealer_has', { total: dealerTotal }), ...hands].join(' · ');
}

/** The felt: dealer on top, the player's hands below (shared by the game and its round picture). */
function BlackjackTable({ facts, money, still }: { facts: TableFacts | null; money: (minor: number) => string; still: boolean }) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const n = (x: number) => int.format(x);
  if (!facts) {
    return (
      <div className="card-table bj-table" data-testid="bj-round" data-phase="idle">
        <p className="card-table-idle">{t('gs_cards_idle')}</p>
      </div>
    );
  }
  const { open, dealer, hands, active, outcomes, dealing } = facts;
  const split = hands.length > 1;
  // Deal order: player, dealer up card, player, dealer hole card; later cards come as they are drawn,
  // the hole card turning over first when the dealer plays.
  const dealerOrder = (j: number) => (dealing ? (j < 2 ? j * 2 + 1 : 3 + j - 1) : Math.max(0, j - 1));
  const playerOrder = (j: number) => (dealing && !split && j < 2 ? j * 2 : 0);
  const dealerCards = dealer.filter((c): c is number => c !== null);
  const dealerTotal = open ? totalText(dealerCards, true, n) : isBlackjack(dealerCards) ? t('gs_bj_outcome_blackjack') : handTotal(dealerCards).total > 21 ? `${n(handTotal(dealerCards).total)} · ${t('gs_bj_outcome_bust')}` : n(handTotal(dealerCards).total);
  return (
    <div className="card-table bj-table" data-testid="bj-round" data-phase={open ? 'player' : 'settled'}>
      <section className="bj-dealer" aria-label={t('gs_dealer')}>
        <h3 className="bj-hand-head"><span>{t('gs_dealer')}</span> <span className="bj-total" data-testid="bj-dealer-total">{dealerTotal}</span></h3>
        <div className="bj-cards" data-testid="bj-dealer">
          {dealer.map((card, j) => <PlayingCard key={`${j}-${card ?? 'back'}`} card={card} order={dealerOrder(j)} still={still} />)}
        </div>
      </section>
      <div className="bj-hands">
        {hands.map((hand, i) => {
          const outcome = outcomes[i];
          const natural = isBlackjack(hand.cards, split);
          const canMove = open && i >= active;
          const label = split ? t('gs_bj_hand_n', { n: n(i + 1) }) : t('gs_your_hand');
          return (
            <section key={i} className="bj-hand" data-testid="bj-hand" aria-label={label} aria-current={i === active ? 'true' : undefined} data-outcome={outcome}>
              <h3 className="bj-hand-head">
                <span>{label}</span>{' '}
                <span className="bj-total" data-testid="bj-hand-total">{natural && !open ? t('gs_bj_outcome_blackjack') : totalText(hand.cards, canMove, n)}</span>
                {i === active && split && <span className="bj-turn"> {t('gs_bj_to_play')}</span>}
              </h3>
              <div className="bj-cards">
                {hand.cards.map((card, j) => <PlayingCard key={`${j}-${card}`} card={card} order={playerOrder(j)} still={still} />)}
              </div>
              <p className="bj-chip-row">
                <span className="bj-chip" aria-hidden="true" data-doubled={hand.doubled ? 'true' : undefined} />
                <span data-testid="bj-stake">{t('gs_hand_stake', { stake: money(hand.stakeMinor) })}</span>
              </p>
              {outcome && <p className="bj-outcome" data-testid="bj-outcome" data-outcome={outcome}>{handWords(outcome, hand.stakeMinor, t, money)}</p>}
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** Props of the blackjack game. */
export interface BlackjackGameProps {
  /** The last blackjack round (open or settled), or null before the first. */
  round: GsRoundView | null;
  /** The decisions the server allows now (empty once the round is over). */
  allowed: readonly string[];
  /** True while a deal or a decision is on its way. */
  busy: boolean;
  /** Sends a decision for the open round. */
  onAction: (action: BlackjackAction) => void;
  /** Balance after the last answer, minor units (null before the first round). */
  balanceMinor: number | null;
  /** Formats minor units of the session's currency. */
  money: (minor: number) => string;
}

/** The blackjack table with its decisions, the shoe in words and the round announced (see the module comment). */
export function BlackjackGame({ round, allowed, busy, onAction, balanceMinor, money }: BlackjackGameProps) {
  const t = useT();
  const name = useCardName();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const n = (x: number) => int.format(x);
  const facts = round?.game === 'blackjack' ? factsOf(round) : null;
  const toolbar = useRef<HTMLDivElement>(null);
  const steps = round?.params.game === 'blackjack' ? (round.params.actions ?? []).length : 0;
  // A keyboard player's focus stays at the table: when the button they pressed went away (the deal
  // button is locked while the round is open, a decision button may no longer be offered), the
  // first decision offered takes it.
  useEffect(() => {
    if (!facts?.open || busy) return;
    const active = document.activeElement;
    if (active === null || active === document.body || (active instanceof HTMLElement && active.closest('[data-disabled], :disabled'))) {
      toolbar.current?.querySelector<HTMLButtonElement>('button:not(:disabled)')?.focus();
    }
    // When the round or its step changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [round?.seed.seedId, round?.nonce, steps, busy]);

  const dealt = facts ? facts.dealer.length + facts.hands.reduce((sum, h) => sum + h.cards.length, 0) : 0;
  const upAce = facts?.open && (facts.dealer[0]! % 13) === 12;
  const words = !facts
    ? ''
    : facts.open
      ? t('gs_bj_your_move', { total: totalText(facts.hands[facts.active]!.cards, true, n), up: name(facts.dealer[0]!) })
      : `${settledWords(facts, t, n, money)}${balanceMinor !== null ? ` · ${t('gs_balance')}: ${money(balanceMinor)}` : ''}`;
  return (
    <div className="bj-game">
      <BlackjackTable facts={facts} money={money} still={false} />
      {facts?.open && (
        <div ref={toolbar} className="bj-actions" role="toolbar" aria-label={t('gs_bj_actions')}>
          {ACTIONS.filter((a) => allowed.includes(a)).map((a) => (
            <Button key={a} className="button" onPress={() => onAction(a)} isDisabled={busy} data-testid={`bj-${a}`}>{t(`gs_action_${a}`)}</Button>
          ))}
        </div>
      )}
      {upAce && <p className="muted" data-testid="bj-no-insurance">{t('gs_bj_no_insurance')}</p>}
      <p className="muted" data-testid="bj-shoe">
        {t('gs_bj_shoe', { decks: n(RULES.decks), cards: n(SHOE_SIZE) })}
        {facts && <> {t('gs_bj_dealt', { dealt: n(dealt), cards: n(SHOE_SIZE) })}</>}
      </p>
      <p className="fair-words" aria-live="polite" data-testid="bj-words" data-win={facts && !facts.open && round ? roundWon(round.game, round.stakeMinor, round.payoutMinor) : undefined}>{words}</p>
    </div>
  );
}

/** A finished blackjack round at its end state, with the round in words (the verify page's picture). */
export function BlackjackPicture({ round, money }: { round: GsRoundView; money: (minor: number) => string }) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  if (round.status === 'open') return null;
  const facts = factsOf(round);
  return (
    <div className="bj-game">
      <BlackjackTable facts={facts} money={money} still />
      <p className="fair-words">{settledWords(facts, t, (x) => int.format(x), money)}</p>
    </div>
  );
}

/** The house rules of blackjack and its RTP. */
export function BlackjackRules() {
  const t = useT();
  return (
    <section className="slot-paytable" aria-labelledby="bj-rules-heading">
      <h2 id="bj-rules-heading">{t('gs_paytable')}</h2>
      <p data-testid="bj-rules">{t('gs_bj_rules', { decks: RULES.decks })} <span data-testid="slot-rtp">{t('gs_rtp', { rtp: (RTP * 100).toFixed(2) })}</span></p>
    </section>
  );
}
