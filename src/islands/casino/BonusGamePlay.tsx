/**
 * A bonus game (spec §2 fortuna, chest, memory, safe, lottery, dragon-bonus): the player's open
 * tickets, the game's picture (src/islands/casino/games/bonus/: the wheel to spin, or the chests,
 * cards, safes, tickets or eggs to pick from), the play (`POST /web-api/bonus-games/{game}/play`)
 * the picture reveals — the picked place first, then every other place's prize — the prize paid as
 * bonus money said in a live region once shown, and the check of the play in the browser with the
 * same code as the server (src/domain/casino/bonus-games.ts) from the revealed seed. With more
 * tickets open, "next ticket" clears the board for the next play.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { formatMoney, currencyExponent } from '../../domain/money.ts';
import { playBonusGame, type BonusGame } from '../../domain/casino/bonus-games.ts';
import { serverSeedHash } from '../../domain/casino/fair.ts';
import type { BonusGameTicket } from '../../domain/pages/bonus-game.ts';
import { useRevealStage, type BonusPrize } from './games/bonus/contract.ts';
import { BONUS_PICTURES, BONUS_PICTURE_KEYS } from './games/bonus/pictures.ts';

/** Dictionary keys of the island. */
export const BONUS_GAME_KEYS = [
  'bonus_game_tickets', 'bonus_game_no_ticket', 'bonus_game_won', 'bonus_game_won_spins', 'bonus_game_playing', 'bonus_game_next', 'bonus_game_client_seed',
  'bonus_game_seed_hash', 'bonus_game_verify', 'bonus_game_verified', 'bonus_game_not_verified', 'main_query_error',
  'bonus_game_prize_spins', 'bonus_game_spins_short', ...BONUS_PICTURE_KEYS,
] as const;

interface Props {
  game: BonusGame;
  places: number;
  currency: string;
  prizesMinor: number[];
  /** Free spins per prize (0: bonus money). */
  prizeSpins: number[];
  weights: number[];
  open: BonusGameTicket[];
}

function Play({ game, places, currency, prizesMinor, prizeSpins, weights, open: initial, locale }: Props & { locale: string }) {
  const t = useT();
  const { Picture, timing } = BONUS_PICTURES[game];
  const [open, setOpen] = useState(initial);
  const [result, setResult] = useState<BonusGameTicket | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState<boolean | null>(null);
  const played = result?.played ?? null;
  const stage = useRevealStage(played && result ? String(result.id) : null, timing);
  const money = (minor: number) => formatMoney(minor, { iso: currency, exponent: currencyExponent(currency) }, locale);
  const prizes: BonusPrize[] = prizesMinor.map((minor, i) => ({
    minor,
    weight: weights[i]!,
    text: prizeSpins[i]! > 0 ? t('bonus_game_prize_spins', { count: prizeSpins[i], value: money(minor) }) : money(minor),
    short: prizeSpins[i]! > 0 ? t('bonus_game_spins_short', { count: prizeSpins[i] }) : money(minor),
  }));
  const revealed = useMemo(() => (played ? { board: played.board, pick: played.pick } : null), [played]);
  const shown = played !== null && stage === 'all';
  const resultRef = useRef<HTMLDivElement>(null);
  // The picked place is locked once played, which drops the keyboard focus: the result's first
  // button takes it when the reveal ends, so the player goes on from there.
  useEffect(() => {
    if (shown && document.activeElement === document.body) resultRef.current?.querySelector('button')?.focus();
  }, [shown]);
  const play = async (pick: number) => {
    setBusy(true);
    setError(null);
    setVerified(null);
    try {
      const answer = await api().post<{ ticket: BonusGameTicket }>(`/web-api/bonus-games/${game}/play`, { pick, ...(clientSeed.trim() ? { clientSeed: clientSeed.trim() } : {}) });
      setResult(answer.ticket);
      setOpen((list) => list.filter((x) => x.id !== answer.ticket.id));
    } catch (e) {
      setError(isApiError(e) && e.message ? e.message : t('main_query_error'));
    } finally {
      setBusy(false);
    }
  };
  const verify = () => {
    if (!played || !result) return;
    const again = playBonusGame({ serverSeed: played.serverSeed, clientSeed: played.clientSeed, nonce: played.nonce }, weights, places, played.pick);
    setVerified(serverSeedHash(played.serverSeed) === result.seedHash && JSON.stringify(again.board) === JSON.stringify(played.board) && prizesMinor[again.prize] === played.prizeMinor);
  };
  const next = () => {
    setResult(null);
    setVerified(null);
  };
  const won = played ? played.board[played.pick]! : null;
  const words = busy || (played && !shown) ? t('bonus_game_playing')
    : won !== null ? t(prizeSpins[won]! > 0 ? 'bonus_game_won_spins' : 'bonus_game_won', { prize: prizes[won]!.text }) : '';
  return (
    <div className={`bonus-game bonus-game-${game}`} data-testid="bonus-game" data-open={open.length}>
      <p data-testid="bonus-game-tickets">{open.length > 0 ? t('bonus_game_tickets', { count: open.length }) : t('bonus_game_no_ticket')}</p>
      {open.length > 0 && (
        <>
          <p className="bonus-game-hash">{t('bonus_game_seed_hash')} <code dir="ltr">{open[0]!.seedHash}</code></p>
          <TextField className="bonus-game-seed" value={clientSeed} onChange={setClientSeed} maxLength={64} autoComplete="off">
            <Label>{t('bonus_game_client_seed')}</Label>
            <Input />
          </TextField>
        </>
      )}
      {(open.length > 0 || played) && (
        <Picture places={places} prizes={prizes} revealed={revealed} stage={stage} busy={busy} canPick={open.length > 0 && result === null} onPick={(pick) => void play(pick)} />
      )}
      <p className="bonus-game-words" aria-live="polite" data-testid="bonus-game-words" data-won={shown ? 'true' : undefined}>{words}</p>
      {error && <p role="alert" className="form-error">{error}</p>}
      {played && shown && (
        <div ref={resultRef} className="bonus-game-result" data-testid="bonus-game-result" data-prize={played.prizeMinor}>
          {open.length > 0 && <Button className="button" onPress={next} data-testid="bonus-game-next">{t('bonus_game_next')}</Button>}
          <Button className="button button-secondary" onPress={verify} data-testid="bonus-game-verify">{t('bonus_game_verify')}</Button>
          {verified !== null && <p data-testid="bonus-game-verified" data-ok={String(verified)}>{t(verified ? 'bonus_game_verified' : 'bonus_game_not_verified')}</p>}
        </div>
      )}
    </div>
  );
}

/** The bonus game island. */
export default function BonusGamePlay({ locale, messages, lng, ...rest }: IslandI18nProps & Props) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Play {...rest} locale={locale} />
    </IslandI18n>
  );
}
