/**
 * Baccarat of our game server (src/domain/casino/baccarat.ts): the bet (player, banker, tie, player
 * pair, banker pair, each with its odds and exact RTP), the table with the Player's and the
 * Banker's hands dealt card by card in the round's deal order (PlayingCard: with reduced motion
 * they stand at once), each hand's total, the winning side marked, and the round in words with
 * the new balance. Every card is the server's fair deal; nothing random is added here.
 */
import { BACCARAT_BETS, BACCARAT_PAYS, BET_RTP, type BaccaratBet } from '../../../domain/casino/baccarat.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { useT } from '../../shell/i18n.tsx';
import { CARD_KEYS, PlayingCard } from './cards.tsx';
import type { FairGameProps, RoundPictureProps } from './contract.ts';
import { BetChoice, TABLE_KEYS, tableWords } from './table.tsx';

/** Dictionary keys the baccarat presentation uses. */
export const BACCARAT_KEYS = [
  ...TABLE_KEYS, ...CARD_KEYS, 'gs_bac_player', 'gs_bac_banker', 'gs_bac_tie', 'gs_bac_player_pair', 'gs_bac_banker_pair',
  'gs_bac_player_wins', 'gs_bac_banker_wins', 'gs_bac_tie_at', 'gs_bac_rules', 'gs_pair',
] as const;

const BET_KEYS: Record<BaccaratBet, string> = {
  player: 'gs_bac_player', banker: 'gs_bac_banker', tie: 'gs_bac_tie', playerPair: 'gs_bac_player_pair', bankerPair: 'gs_bac_banker_pair',
};

/** A played coup read from the round view (null when the view is not a baccarat round). */
function coupOf(round: GsRoundView | null) {
  if (!round || round.game !== 'baccarat' || !Array.isArray(round.result.player) || !Array.isArray(round.result.banker)) return null;
  const r = round.result;
  return {
    player: (r.player as unknown[]).map(Number), banker: (r.banker as unknown[]).map(Number),
    playerTotal: Number(r.playerTotal), bankerTotal: Number(r.bankerTotal), winner: String(r.winner) as 'player' | 'banker' | 'tie',
    playerPair: r.playerPair === true, bankerPair: r.bankerPair === true,
  };
}

/** The table: both hands (cards in deal order P, B, P, B, then third cards), totals, winner and pairs. */
function BaccaratTable({ coup, still }: { coup: NonNullable<ReturnType<typeof coupOf>> | null; still: boolean }) {
  const t = useT();
  // Deal order of each card: P1 0, B1 1, P2 2, B2 3, then the player's third 4 and the banker's third after it.
  const order = (side: 'player' | 'banker', i: number) => (i < 2 ? i * 2 + (side === 'banker' ? 1 : 0) : side === 'player' ? 4 : coup && coup.player.length === 3 ? 5 : 4);
  const hand = (side: 'player' | 'banker') => (
    <section className="bac-hand" data-side={side} data-win={coup ? coup.winner === side : undefined} data-testid={`bac-${side}`}>
      <h3>{t(side === 'player' ? 'gs_bac_player' : 'gs_bac_banker')} {coup && <output className="bj-total" data-testid={`bac-${side}-total`}>{side === 'player' ? coup.playerTotal : coup.bankerTotal}</output>}</h3>
      <div className="bj-cards">
        {coup ? (side === 'player' ? coup.player : coup.banker).map((c, i) => <PlayingCard key={i} card={c} order={order(side, i)} still={still} />)
          : [0, 1].map((i) => <PlayingCard key={i} card={null} still />)}
      </div>
      {coup && (side === 'player' ? coup.playerPair : coup.bankerPair) && <p className="bac-pair">{t('gs_pair')}</p>}
    </section>
  );
  return (
    <div className="card-table bac-table" data-winner={coup?.winner}>
      <div className="bac-hands">{hand('player')}{hand('banker')}</div>
    </div>
  );
}

/** Who won, in words. */
function outcomeWords(t: ReturnType<typeof useT>, coup: NonNullable<ReturnType<typeof coupOf>>): string {
  if (coup.winner === 'tie') return t('gs_bac_tie_at', { total: coup.playerTotal });
  return t(coup.winner === 'player' ? 'gs_bac_player_wins' : 'gs_bac_banker_wins', { player: coup.playerTotal, banker: coup.bankerTotal });
}

/** A finished coup (verify page): the table at its end state. */
export function BaccaratPicture({ round }: RoundPictureProps) {
  const coup = coupOf(round);
  return coup ? <BaccaratTable coup={coup} still /> : null;
}

/** The baccarat presentation: controls → `{ game: 'baccarat', bet }`, round view → the dealt table and words. */
export function BaccaratGame({ params, onParams, round, busy, balanceMinor, money }: FairGameProps<'baccarat'>) {
  const t = useT();
  const coup = coupOf(round);
  const options = BACCARAT_BETS.map((bet) => ({ value: bet, label: t(BET_KEYS[bet]), odds: BACCARAT_PAYS[bet] - 1, rtp: BET_RTP[bet] }));
  return (
    <div className="table-game bac-game">
      <BetChoice options={options} value={params.bet} onChange={(v) => onParams({ game: 'baccarat', bet: v as BaccaratBet })} busy={busy} testId="bac-bet" />
      <BaccaratTable coup={coup} still={false} />
      <p className="fair-words" aria-live="polite" data-testid="bac-words">
        {busy ? t('gs_playing') : coup && round ? tableWords(t, outcomeWords(t, coup), round, money) : ''}
        {!busy && coup && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
      <p className="table-rules">{t('gs_bac_rules')}</p>
    </div>
  );
}
