/**
 * Dragon Tiger of our game server (src/domain/casino/dragon-tiger.ts): the bet (dragon, tiger, tie,
 * each with its odds and exact RTP), the table with the Dragon's and the Tiger's card dealt in
 * that order (PlayingCard: with reduced motion they stand at once), the winner marked, the tie
 * rule stated (half the stake back on a dragon or tiger bet), and the round in words with the new
 * balance.
 */
import { BET_RTP, DRAGON_TIGER_BETS, DRAGON_TIGER_PAYS, type DragonTigerBet } from '../../../domain/casino/dragon-tiger.ts';
import type { GsRoundView } from '../../../../schemas/game-server.ts';
import { useT } from '../../shell/i18n.tsx';
import { CARD_KEYS, PlayingCard } from './cards.tsx';
import type { FairGameProps, RoundPictureProps } from './contract.ts';
import { BetChoice, TABLE_KEYS, tableWords } from './table.tsx';

/** Dictionary keys the dragon tiger presentation uses. */
export const DRAGON_TIGER_KEYS = [...TABLE_KEYS, ...CARD_KEYS, 'gs_dt_dragon', 'gs_dt_tiger', 'gs_dt_tie', 'gs_dt_dragon_wins', 'gs_dt_tiger_wins', 'gs_dt_rules', 'gs_dt_vs'] as const;

function coupOf(round: GsRoundView | null) {
  if (!round || round.game !== 'dragon-tiger' || typeof round.result.dragon !== 'number') return null;
  return { dragon: Number(round.result.dragon), tiger: Number(round.result.tiger), winner: String(round.result.winner) as 'dragon' | 'tiger' | 'tie' };
}

/** The table: Dragon's card, then Tiger's, the winner marked. */
function DragonTigerTable({ coup, still }: { coup: ReturnType<typeof coupOf>; still: boolean }) {
  const t = useT();
  const side = (name: 'dragon' | 'tiger', order: number) => (
    <section className="dt-side" data-side={name} data-win={coup ? coup.winner === name || coup.winner === 'tie' : undefined} data-testid={`dt-${name}`}>
      <h3>{t(name === 'dragon' ? 'gs_dt_dragon' : 'gs_dt_tiger')}</h3>
      <PlayingCard card={coup ? coup[name] : null} order={order} still={still || !coup} />
    </section>
  );
  return (
    <div className="card-table dt-table" data-winner={coup?.winner}>
      <div className="dt-sides">{side('dragon', 0)}<span className="dt-vs" aria-hidden="true">{t('gs_dt_vs')}</span>{side('tiger', 1)}</div>
    </div>
  );
}

function outcomeWords(t: ReturnType<typeof useT>, coup: NonNullable<ReturnType<typeof coupOf>>): string {
  return coup.winner === 'tie' ? t('gs_dt_tie') : t(coup.winner === 'dragon' ? 'gs_dt_dragon_wins' : 'gs_dt_tiger_wins');
}

/** A finished coup (verify page): both cards at their end state. */
export function DragonTigerPicture({ round }: RoundPictureProps) {
  const coup = coupOf(round);
  return coup ? <DragonTigerTable coup={coup} still /> : null;
}

/** The dragon tiger presentation: controls → `{ game: 'dragon-tiger', bet }`, round view → the two cards and words. */
export function DragonTigerGame({ params, onParams, round, busy, balanceMinor, money }: FairGameProps<'dragon-tiger'>) {
  const t = useT();
  const coup = coupOf(round);
  const label: Record<DragonTigerBet, string> = { dragon: t('gs_dt_dragon'), tiger: t('gs_dt_tiger'), tie: t('gs_dt_tie') };
  const options = DRAGON_TIGER_BETS.map((bet) => ({ value: bet, label: label[bet], odds: (bet === 'tie' ? DRAGON_TIGER_PAYS.tie : DRAGON_TIGER_PAYS.side) - 1, rtp: BET_RTP[bet] }));
  return (
    <div className="table-game dt-game">
      <BetChoice options={options} value={params.bet} onChange={(v) => onParams({ game: 'dragon-tiger', bet: v as DragonTigerBet })} busy={busy} testId="dt-bet" />
      <DragonTigerTable coup={coup} still={false} />
      <p className="fair-words" aria-live="polite" data-testid="dt-words">
        {busy ? t('gs_playing') : coup && round ? tableWords(t, outcomeWords(t, coup), round, money) : ''}
        {!busy && coup && balanceMinor !== null && <> · {t('gs_balance')}: {money(balanceMinor)}</>}
      </p>
      <p className="table-rules">{t('gs_dt_rules')}</p>
    </div>
  );
}
