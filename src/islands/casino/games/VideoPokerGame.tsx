/**
 * Jacks or Better 9/6 of our game server (src/domain/casino/video-poker.ts) as a classic machine:
 * the paytable on top (what each hand pays per unit staked and at the player's stake, that column
 * lit; the winning row lit after the draw), five cards dealt face up with a hold toggle on each
 * (press the card or its HOLD strip, or Tab to it and press Space or Enter), Draw, then the drawn
 * hand (the replaced cards come in where they were discarded) and the round in words in a live
 * region with the new balance. The replacement cards never leave the server before the draw.
 */
import { useMemo } from 'react';
import { Button, ToggleButton, useLocale } from 'react-aria-components';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { HANDS, PAYTABLE, RTP, type PokerHand } from '../../../domain/casino/video-poker.ts';
import { useT } from '../../shell/i18n.tsx';
import { CARD_KEYS, PlayingCard } from './cards.tsx';

/** Dictionary keys the video poker machine uses. */
export const VIDEO_POKER_KEYS = [
  ...CARD_KEYS, 'gs_hold', 'gs_held', 'gs_draw', 'gs_your_hand', 'gs_paytable', 'gs_rtp', 'gs_vp_rules', 'gs_balance',
  'gs_vp_hand', 'gs_vp_pays', 'gs_vp_at_stake', 'gs_vp_choose', 'gs_vp_win', 'gs_vp_lose', 'gs_cards_idle',
  ...HANDS.map((h) => `gs_hand_${h}`),
] as const;

/** The facts of a video poker round view: the cards on the table and, once drawn, the hand. */
function factsOf(round: GsRoundView): { open: boolean; cards: number[]; held: boolean[] | null; hand: PokerHand | null } {
  const open = round.status === 'open';
  const holds = round.params.game === 'jacks-or-better' ? (round.params.holds ?? null) : null;
  return open
    ? { open, cards: round.result.dealt as number[], held: null, hand: null }
    : { open, cards: round.result.final as number[], held: holds, hand: round.result.hand as PokerHand };
}

/** The settled round in words: the hand and what it paid, or the stake lost. */
function drawnWords(round: GsRoundView, hand: PokerHand, t: ReturnType<typeof useT>, money: (minor: number) => string): string {
  return round.payoutMinor > 0
    ? t('gs_vp_win', { hand: t(`gs_hand_${hand}`), amount: money(round.payoutMinor) })
    : t('gs_vp_lose', { amount: money(round.stakeMinor) });
}

/** Order in which a card slides in: dealt cards left to right; after the draw, the replaced ones left to right. */
function dealOrder(held: boolean[] | null, i: number): number {
  if (!held) return i;
  return held[i] ? 0 : held.slice(0, i).filter((h) => !h).length;
}

/** The Jacks or Better paytable: pays per unit staked and at `stakeMinor` (that column lit), the winning row lit. */
function VideoPokerPaytable({ winning, stakeMinor, money }: { winning: PokerHand | null; stakeMinor: number | null; money: (minor: number) => string }) {
  const t = useT();
  const { locale } = useLocale();
  const int = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  return (
    <section className="vp-paytable" aria-labelledby="vp-paytable-heading">
      <h2 id="vp-paytable-heading">{t('gs_paytable')}</h2>
      <table className="vp-pays" data-testid="vp-paytable">
        <thead>
          <tr>
            <th scope="col">{t('gs_vp_hand')}</th>
            <th scope="col">{t('gs_vp_pays')}</th>
            {stakeMinor !== null && <th scope="col" className="vp-stake-col">{t('gs_vp_at_stake', { stake: money(stakeMinor) })}</th>}
          </tr>
        </thead>
        <tbody>
          {HANDS.filter((h) => h !== 'nothing').map((h) => (
            <tr key={h} aria-current={winning === h ? 'true' : undefined} className={winning === h ? 'winning' : undefined} data-hand={h}>
              <th scope="row">{t(`gs_hand_${h}`)}</th>
              <td>{int.format(PAYTABLE[h])}×</td>
              {stakeMinor !== null && <td className="vp-stake-col">{money(stakeMinor * PAYTABLE[h])}</td>}
            </tr>
          ))}
        </tbody>
      </table>
      <p>{t('gs_vp_rules')} <span data-testid="slot-rtp">{t('gs_rtp', { rtp: (RTP * 100).toFixed(2) })}</span></p>
    </section>
  );
}

/** Props of the video poker machine. */
export interface VideoPokerGameProps {
  /** The last Jacks or Better round (open: dealt; settled: drawn), or null before the first. */
  round: GsRoundView | null;
  /** The hold flags of the open round's five cards. */
  holds: boolean[];
  onHold: (index: number, held: boolean) => void;
  /** Sends the draw with the holds. */
  onDraw: () => void;
  /** True while a deal or the draw is on its way. */
  busy: boolean;
  /** Balance after the last answer, minor units (null before the first round). */
  balanceMinor: number | null;
  /** The stake the paytable's money column is for (the round's, or the one typed for the next deal), minor units; null when none is valid. */
  stakeMinor: number | null;
  /** Formats minor units of the session's currency. */
  money: (minor: number) => string;
}

/** The Jacks or Better machine (see the module comment). */
export function VideoPokerGame({ round, holds, onHold, onDraw, busy, balanceMinor, stakeMinor, money }: VideoPokerGameProps) {
  const t = useT();
  const facts = round?.game === 'jacks-or-better' ? factsOf(round) : null;
  const words = !facts || !round ? t('gs_cards_idle') : facts.open ? t('gs_vp_choose')
    : `${drawnWords(round, facts.hand!, t, money)}${balanceMinor !== null ? ` · ${t('gs_balance')}: ${money(balanceMinor)}` : ''}`;
  return (
    <div className="vp-game">
      <VideoPokerPaytable winning={facts?.hand && facts.hand !== 'nothing' ? facts.hand : null} stakeMinor={facts ? round!.stakeMinor : stakeMinor} money={money} />
      <div className="card-table vp-table" data-testid="vp-round" data-phase={!facts ? 'idle' : facts.open ? 'deal' : 'drawn'}>
        <div className="vp-cards" role="group" aria-label={t('gs_your_hand')}>
          {!facts && Array.from({ length: 5 }, (_, i) => <div key={i} className="vp-slot"><PlayingCard card={null} still /></div>)}
          {facts?.open && facts.cards.map((card, i) => (
            <ToggleButton key={`${i}-${card}`} className="vp-slot vp-hold" isSelected={holds[i] ?? false} isDisabled={busy} onChange={(on) => onHold(i, on)} data-testid={`vp-hold-${i}`}>
              <PlayingCard card={card} order={i} />
              <span className="vp-hold-strip">{holds[i] ? t('gs_held') : t('gs_hold')}</span>
            </ToggleButton>
          ))}
          {facts && !facts.open && facts.cards.map((card, i) => (
            <div key={`${i}-${card}`} className="vp-slot" data-held={facts.held?.[i] ? 'true' : undefined}>
              <PlayingCard card={card} order={dealOrder(facts.held, i)} />
              <span className="vp-hold-strip" aria-hidden={facts.held?.[i] ? undefined : 'true'}>{facts.held?.[i] ? t('gs_held') : '\u00a0'}</span>
            </div>
          ))}
        </div>
        {facts && !facts.open && <p className="vp-hand" data-testid="vp-hand" data-hand={facts.hand}>{t(`gs_hand_${facts.hand}`)}</p>}
      </div>
      {facts?.open && <Button className="button primary" onPress={onDraw} isDisabled={busy} data-testid="vp-draw">{t('gs_draw')}</Button>}
      <p className="fair-words" aria-live="polite" data-testid="vp-words" data-win={facts && !facts.open ? round!.payoutMinor > 0 : undefined}>{words}</p>
    </div>
  );
}

/** A drawn Jacks or Better hand at its end state, with the round in words (the verify page's picture). */
export function VideoPokerPicture({ round, money }: { round: GsRoundView; money: (minor: number) => string }) {
  const t = useT();
  if (round.status === 'open') return null;
  const facts = factsOf(round);
  return (
    <div className="vp-game">
      <div className="card-table vp-table">
        <div className="vp-cards" role="group" aria-label={t('gs_your_hand')}>
          {facts.cards.map((card, i) => (
            <div key={i} className="vp-slot" data-held={facts.held?.[i] ? 'true' : undefined}>
              <PlayingCard card={card} still />
              <span className="vp-hold-strip" aria-hidden={facts.held?.[i] ? undefined : 'true'}>{facts.held?.[i] ? t('gs_held') : '\u00a0'}</span>
            </div>
          ))}
        </div>
      </div>
      <p className="fair-words">{drawnWords(round, facts.hand!, t, money)}</p>
    </div>
  );
}
