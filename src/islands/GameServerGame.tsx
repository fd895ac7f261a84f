/**
 * The game page of our own game server (served in the portal's iframe at
 * `/game-server/game/{code}`; src/server/game-server/service.ts): opens the session
 * (`POST /game-server/api/session` with the launch token for real money, or a demo wallet of fun
 * money), shows the balance and the provably fair seed pair (server seed hash, client seed,
 * next nonce), plays rounds of one of the six games (`POST /game-server/api/play`), rotates the
 * pair (`POST /game-server/api/seed`, revealing the server seed) and links each round to its
 * verify page. No cookies: the token or demo id travels in the body.
 */
import { useEffect, useState } from 'react';
import { Button, Input, Label, Radio, RadioGroup, TextField, ToggleButton } from 'react-aria-components';
import type { GameServerGame, GsRoundView, GsSeedView, RoundParams } from '../../schemas/game-server.ts';
import { currencyExponent, formatMinor, parseMajorAmount } from '../domain/money.ts';
import { canonicalJson } from '../domain/game-server/play.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the game page uses. */
export const GAME_SERVER_KEYS = [
  'gs_balance', 'gs_demo', 'gs_real', 'gs_stake', 'gs_play', 'gs_win', 'gs_lose', 'gs_payout', 'gs_server_seed_hash', 'gs_client_seed',
  'gs_nonce', 'gs_rotate', 'gs_revealed_seed', 'gs_verify', 'gs_target', 'gs_under', 'gs_over', 'gs_multiplier', 'gs_mines', 'gs_tiles',
  'gs_picks', 'gs_bet_kind', 'gs_number', 'gs_rows', 'gs_risk', 'gs_roll', 'gs_result', 'main_error', 'gs_loading',
] as const;

/** Props of the game page island. */
export interface GameServerGameProps {
  game: GameServerGame;
  /** Launch token (real money) or null (demo). */
  token: string | null;
}

interface SessionState {
  mode: 'real' | 'demo';
  demo: string | null;
  balance: number;
  currency: string;
  seed: GsSeedView;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const data = (await response.json()) as T & { errors?: { detail: string }[] };
  if (!response.ok) throw new Error(data.errors?.[0]?.detail ?? `HTTP ${response.status}`);
  return data;
}

const ROULETTE_KINDS = ['red', 'black', 'odd', 'even', 'low', 'high', 'straight'] as const;

function Game({ game, token }: GameServerGameProps) {
  const t = useT();
  const [session, setSession] = useState<SessionState | null>(null);
  const [stake, setStake] = useState('1');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<GsRoundView | null>(null);
  const [revealed, setRevealed] = useState<GsSeedView | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  // Game parameters.
  const [target, setTarget] = useState('50.00');
  const [side, setSide] = useState<'under' | 'over'>('under');
  const [limboTarget, setLimboTarget] = useState('2.00');
  const [mines, setMines] = useState('3');
  const [tiles, setTiles] = useState<number[]>([]);
  const [picks, setPicks] = useState<number[]>([]);
  const [rouletteKind, setRouletteKind] = useState<(typeof ROULETTE_KINDS)[number]>('red');
  const [rouletteNumber, setRouletteNumber] = useState('17');
  const [rows, setRows] = useState('8');
  const [risk, setRisk] = useState<'low' | 'medium' | 'high'>('low');

  const who = () => (session?.mode === 'real' ? { token: token! } : { demo: session?.demo ?? undefined });

  useEffect(() => {
    post<SessionState>('/game-server/api/session', { game, ...(token ? { token } : {}) })
      .then((s) => {
        setSession(s);
        setClientSeed(s.seed.clientSeed);
      })
      .catch((e: Error) => setError(e.message));
  }, [game, token]);

  const exponent = session ? currencyExponent(session.currency === 'FUN' ? 'EUR' : session.currency) : 2;
  const money = (minor: number) => `${formatMinor(minor, exponent)} ${session?.currency ?? ''}`;

  const params = (stakeMinor: number): RoundParams => {
    switch (game) {
      case 'dice': return { game, target: Math.round(Number(target) * 100), side };
      case 'limbo': return { game, targetCents: Math.round(Number(limboTarget) * 100) };
      case 'mines': return { game, mines: Number(mines), tiles };
      case 'keno': return { game, picks };
      case 'roulette': return { game, bets: [rouletteKind === 'straight' ? { kind: 'straight', numbers: [Number(rouletteNumber)], stakeMinor } : { kind: rouletteKind, stakeMinor }] };
      case 'plinko': return { game, rows: Number(rows), risk };
    }
  };

  const play = async () => {
    if (!session) return;
    const stakeMinor = parseMajorAmount(stake, exponent);
    if (stakeMinor === null || stakeMinor <= 0) {
      setError(t('gs_stake'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await post<{ round: GsRoundView; balance: number }>('/game-server/api/play', { ...who(), stakeMinor, params: params(stakeMinor) });
      setLast(answer.round);
      setSession({ ...session, balance: answer.balance, seed: { ...session.seed, nonce: answer.round.nonce + 1 } });
    } catch (e) {
      setError(e instanceof Error ? e.message : t('main_error'));
    } finally {
      setBusy(false);
    }
  };

  const rotate = async () => {
    if (!session) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await post<{ previous: GsSeedView; current: GsSeedView }>('/game-server/api/seed', { ...who(), ...(clientSeed ? { clientSeed } : {}) });
      setRevealed(answer.previous);
      setSession({ ...session, seed: answer.current });
      setClientSeed(answer.current.clientSeed);
    } catch (e) {
      setError(e instanceof Error ? e.message : t('main_error'));
    } finally {
      setBusy(false);
    }
  };

  const toggle = (list: number[], set: (v: number[]) => void, n: number, on: boolean, max: number) =>
    set(on ? (list.length < max ? [...list, n] : list) : list.filter((x) => x !== n));

  if (!session) return <p className="gs-loading" role="status">{error ?? t('gs_loading')}</p>;
  const won = last ? last.payoutMinor > 0 : false;
  return (
    <div className="gs-game" data-game={game} data-mode={session.mode}>
      <p className="gs-balance">
        <span>{session.mode === 'demo' ? t('gs_demo') : t('gs_real')}</span> · {t('gs_balance')}: <output data-testid="gs-balance">{money(session.balance)}</output>
      </p>
      <div className="gs-controls">
        <TextField value={stake} onChange={setStake} inputMode="decimal">
          <Label>{t('gs_stake')}</Label>
          <Input data-testid="gs-stake" />
        </TextField>
        {game === 'dice' && (
          <>
            <TextField value={target} onChange={setTarget} inputMode="decimal"><Label>{t('gs_target')}</Label><Input /></TextField>
            <RadioGroup value={side} onChange={(v) => setSide(v as 'under' | 'over')} orientation="horizontal">
              <Label>{t('gs_target')}</Label>
              <Radio value="under">{t('gs_under')}</Radio>
              <Radio value="over">{t('gs_over')}</Radio>
            </RadioGroup>
          </>
        )}
        {game === 'limbo' && <TextField value={limboTarget} onChange={setLimboTarget} inputMode="decimal"><Label>{t('gs_multiplier')}</Label><Input /></TextField>}
        {game === 'mines' && (
          <>
            <TextField value={mines} onChange={setMines} inputMode="numeric"><Label>{t('gs_mines')}</Label><Input /></TextField>
            <fieldset className="gs-grid gs-grid-5">
              <legend>{t('gs_tiles')}</legend>
              {Array.from({ length: 25 }, (_, i) => (
                <ToggleButton key={i} isSelected={tiles.includes(i)} onChange={(on) => toggle(tiles, setTiles, i, on, 24)} aria-label={String(i + 1)}>{i + 1}</ToggleButton>
              ))}
            </fieldset>
          </>
        )}
        {game === 'keno' && (
          <fieldset className="gs-grid gs-grid-8">
            <legend>{t('gs_picks')}</legend>
            {Array.from({ length: 40 }, (_, i) => (
              <ToggleButton key={i} isSelected={picks.includes(i + 1)} onChange={(on) => toggle(picks, setPicks, i + 1, on, 10)}>{i + 1}</ToggleButton>
            ))}
          </fieldset>
        )}
        {game === 'roulette' && (
          <>
            <RadioGroup value={rouletteKind} onChange={(v) => setRouletteKind(v as (typeof ROULETTE_KINDS)[number])} orientation="horizontal">
              <Label>{t('gs_bet_kind')}</Label>
              {ROULETTE_KINDS.map((kind) => <Radio key={kind} value={kind}>{kind}</Radio>)}
            </RadioGroup>
            {rouletteKind === 'straight' && <TextField value={rouletteNumber} onChange={setRouletteNumber} inputMode="numeric"><Label>{t('gs_number')}</Label><Input /></TextField>}
          </>
        )}
        {game === 'plinko' && (
          <>
            <TextField value={rows} onChange={setRows} inputMode="numeric"><Label>{t('gs_rows')}</Label><Input /></TextField>
            <RadioGroup value={risk} onChange={(v) => setRisk(v as 'low' | 'medium' | 'high')} orientation="horizontal">
              <Label>{t('gs_risk')}</Label>
              <Radio value="low">low</Radio>
              <Radio value="medium">medium</Radio>
              <Radio value="high">high</Radio>
            </RadioGroup>
          </>
        )}
        <Button className="button primary" onPress={() => void play()} isDisabled={busy} data-testid="gs-play">{t('gs_play')}</Button>
      </div>
      {error && <p className="gs-error" role="alert">{error}</p>}
      {last && (
        <section className="gs-last" data-testid="gs-last" data-round={`${last.seed.seedId}-${last.nonce}`} aria-live="polite">
          <p>{won ? t('gs_win') : t('gs_lose')} · {t('gs_payout')}: <output>{money(last.payoutMinor)}</output></p>
          <p>{t('gs_result')}: <code data-testid="gs-result">{canonicalJson(last.result)}</code></p>
          <a href={`/game-server/verify/${last.seed.seedId}-${last.nonce}`} target="_blank" rel="noopener" data-testid="gs-verify-link">{t('gs_verify')}</a>
        </section>
      )}
      <section className="gs-seeds">
        <p>{t('gs_server_seed_hash')}: <code data-testid="gs-seed-hash">{session.seed.serverSeedHash}</code></p>
        <p>{t('gs_nonce')}: <output>{session.seed.nonce}</output></p>
        <TextField value={clientSeed} onChange={setClientSeed}>
          <Label>{t('gs_client_seed')}</Label>
          <Input />
        </TextField>
        <Button className="button" onPress={() => void rotate()} isDisabled={busy} data-testid="gs-rotate">{t('gs_rotate')}</Button>
        {revealed && <p>{t('gs_revealed_seed')}: <code data-testid="gs-revealed">{revealed.serverSeed}</code></p>}
      </section>
    </div>
  );
}

/** The island: the game under its i18n provider. */
export default function GameServerGameIsland(props: GameServerGameProps & IslandI18nProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Game game={props.game} token={props.token} />
    </IslandI18n>
  );
}
