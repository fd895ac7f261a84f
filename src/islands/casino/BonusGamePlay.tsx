/**
 * A bonus game (spec §2 fortuna, chest, memory, safe, lottery, dragon-bonus): the player's open
 * tickets, the board of places to pick from (fortuna: one spin), the play
 * (`POST /web-api/bonus-games/{game}/play`) revealing every place's prize, the prize paid as bonus
 * money, and the check of the play in the browser with the same code as the server
 * (src/domain/casino/bonus-games.ts) from the revealed seed.
 */
import { useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { formatMoney, currencyExponent } from '../../domain/money.ts';
import { playBonusGame, type BonusGame } from '../../domain/casino/bonus-games.ts';
import { serverSeedHash } from '../../domain/casino/fair.ts';
import type { BonusGameTicket } from '../../domain/pages/bonus-game.ts';

/** Dictionary keys of the island. */
export const BONUS_GAME_KEYS = [
  'bonus_game_tickets', 'bonus_game_no_ticket', 'bonus_game_pick', 'bonus_game_spin', 'bonus_game_won', 'bonus_game_client_seed',
  'bonus_game_seed_hash', 'bonus_game_verify', 'bonus_game_verified', 'bonus_game_not_verified', 'main_query_error', 'bonus_game_place',
  'bonus_game_prize_spins',
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
  const [open, setOpen] = useState(initial);
  const [result, setResult] = useState<BonusGameTicket | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState<boolean | null>(null);
  const money = (minor: number) => formatMoney(minor, { iso: currency, exponent: currencyExponent(currency) }, locale);
  const prize = (i: number) => (prizeSpins[i]! > 0 ? t('bonus_game_prize_spins', { count: prizeSpins[i], value: money(prizesMinor[i]!) }) : money(prizesMinor[i]!));
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
    const p = result?.played;
    if (!p || !result) return;
    const again = playBonusGame({ serverSeed: p.serverSeed, clientSeed: p.clientSeed, nonce: p.nonce }, weights, places, p.pick);
    setVerified(serverSeedHash(p.serverSeed) === result.seedHash && JSON.stringify(again.board) === JSON.stringify(p.board) && prizesMinor[again.prize] === p.prizeMinor);
  };
  return (
    <div className={`bonus-game bonus-game-${game}`} data-testid="bonus-game" data-open={open.length}>
      <p data-testid="bonus-game-tickets">{open.length > 0 ? t('bonus_game_tickets', { count: open.length }) : t('bonus_game_no_ticket')}</p>
      {open.length > 0 && (
        <>
          <p>{t('bonus_game_seed_hash')} <code dir="ltr">{open[0]!.seedHash}</code></p>
          <TextField value={clientSeed} onChange={setClientSeed} maxLength={64} autoComplete="off">
            <Label>{t('bonus_game_client_seed')}</Label>
            <Input />
          </TextField>
          {places === 1
            ? <Button className="button" isPending={busy} isDisabled={busy} onPress={() => void play(0)} data-testid="bonus-game-place-0">{t('bonus_game_spin')}</Button>
            : (
              <div className="bonus-game-board" role="group" aria-label={t('bonus_game_pick')}>
                {Array.from({ length: places }, (_, i) => (
                  <Button key={i} className="bonus-game-place" isDisabled={busy} onPress={() => void play(i)} data-testid={`bonus-game-place-${i}`}>
                    {t('bonus_game_place', { n: i + 1 })}
                  </Button>
                ))}
              </div>
            )}
        </>
      )}
      {error && <p role="alert" className="form-error">{error}</p>}
      {result?.played && (
        <div className="bonus-game-result" data-testid="bonus-game-result" data-prize={result.played.prizeMinor}>
          <p role="status">{t('bonus_game_won', { prize: prize(result.played.board[result.played.pick]!) })}</p>
          <ol className="bonus-game-revealed">
            {result.played.board.map((index, i) => <li key={i} data-picked={i === result.played!.pick ? 'true' : undefined}>{prize(index)}</li>)}
          </ol>
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
