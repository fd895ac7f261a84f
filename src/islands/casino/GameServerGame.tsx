/**
 * The game page of our own game server (served in the portal's iframe at
 * `/game-server/game/{code}`; src/server/game-server/service.ts): opens the session
 * (`POST /game-server/api/session` with the launch token for real money, or a demo wallet of fun
 * money), shows the balance and the provably fair seed pair (server seed hash, client seed,
 * next nonce), the session time and net position, plays rounds of one of its games (`POST
 * /game-server/api/play`; a slot spin at most every 2.5 s and never automatically — a round with
 * free spins waits 2.5 s more for each of them, while the slot shows them), rotates the
 * pair (`POST /game-server/api/seed`, revealing the server seed) and links each round to its
 * verify page. Each game is drawn by its presentation in `games/` from the fair result (the
 * record itself is shown only on the verify page). No cookies: the token or demo id travels in the body.
 */
import { useEffect, useRef, useState } from 'react';
import { Button, Input, Label, TextField, useLocale } from 'react-aria-components';
import { SLOT_GAMES, type GameServerGame, type GsRoundView, type GsSeedView, type RoundParams, type SlotGame as SlotGameId } from '../../../schemas/game-server.ts';
import { KENO_MAX_PICKS } from '../../domain/casino/keno.ts';
import { MIN_SPIN_MS } from '../../domain/casino/slots.ts';
import { BLACKJACK_KEYS, BlackjackGame, BlackjackRules } from './games/BlackjackGame.tsx';
import { VIDEO_POKER_KEYS, VideoPokerGame } from './games/VideoPokerGame.tsx';
import { TV_KENO_KEYS, TvKenoGame } from './games/TvKenoGame.tsx';
import { CRASH_KEYS, CrashGame } from './games/CrashGame.tsx';
import { BINGO_KEYS, BingoGame } from './games/BingoGame.tsx';
import { DICE_KEYS, DiceGame } from './games/DiceGame.tsx';
import { LIMBO_KEYS, LimboGame } from './games/LimboGame.tsx';
import { PLINKO_KEYS, PlinkoGame } from './games/PlinkoGame.tsx';
import { MINES_KEYS, MinesGame } from './games/MinesGame.tsx';
import { SLOT_KEYS, SlotGame, SlotPaytable } from './games/SlotGame.tsx';
import { SCRATCH_KEYS, ScratchGame, ScratchPaytable } from './games/ScratchGame.tsx';
import { DRAWN_SYMBOLS, symbolKeys } from './games/symbol-art.tsx';
import { ROULETTE_KEYS, RouletteGame } from './games/RouletteGame.tsx';
import { KENO_KEYS, KenoGame } from './games/KenoGame.tsx';
import { BACCARAT_KEYS, BaccaratGame } from './games/BaccaratGame.tsx';
import { DRAGON_TIGER_KEYS, DragonTigerGame } from './games/DragonTigerGame.tsx';
import { SIC_BO_KEYS, SicBoGame } from './games/SicBoGame.tsx';
import type { ParamsOf } from './games/contract.ts';
import { formatMoney, parseMajorAmount } from '../../domain/money.ts';
import { playCurrencyExponent, roundWon } from '../../domain/game-server/play.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { postBalanceChanged, postFrameHeight } from '../../client/casino/game-frame.ts';

/** Dictionary keys the game page uses. */
export const GAME_SERVER_KEYS = [
  'gs_balance', 'gs_demo', 'gs_real', 'gs_stake', 'gs_play', 'gs_win', 'gs_lose', 'gs_payout', 'gs_server_seed_hash', 'gs_client_seed',
  'gs_nonce', 'gs_rotate', 'gs_revealed_seed', 'gs_verify', 'gs_mines', 'gs_tiles', 'gs_deal', 'gs_rows', 'gs_risk', 'gs_roll', 'gs_result', 'main_error', 'gs_loading',
  'gs_spin', 'gs_spin_wait', 'gs_buy_card', 'gs_no_autoplay', 'gs_session_time', 'gs_net_position', 'gs_total_bet', 'gs_card_price',
  ...DICE_KEYS, ...LIMBO_KEYS, ...PLINKO_KEYS, ...MINES_KEYS, ...ROULETTE_KEYS, ...KENO_KEYS, ...SLOT_KEYS, ...SCRATCH_KEYS, ...BLACKJACK_KEYS, ...VIDEO_POKER_KEYS, ...TV_KENO_KEYS, ...CRASH_KEYS, ...BINGO_KEYS, ...symbolKeys(DRAWN_SYMBOLS),
  ...BACCARAT_KEYS, ...DRAGON_TIGER_KEYS, ...SIC_BO_KEYS,
] as const;

const isSlot = (game: GameServerGame): game is SlotGameId => (SLOT_GAMES as readonly string[]).includes(game);

/** Minutes and seconds of a duration in ms, `m:ss` (hours as `h:mm:ss`). */
function clock(ms: number): string {
  const total = Math.floor(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const sec = String(total % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** Props of the game page island. */
export interface GameServerGameProps {
  game: GameServerGame;
  /** Launch token (real money) or null (demo). */
  token: string | null;
  /** The stake to start with, in major units as typed (a free-spins launch sets the spin's stake); default 1. */
  initialStake?: string;
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

function Game({ game, token, initialStake }: GameServerGameProps) {
  const t = useT();
  const { locale } = useLocale();
  const [session, setSession] = useState<SessionState | null>(null);
  const [stake, setStake] = useState(initialStake ?? '1');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [last, setLast] = useState<GsRoundView | null>(null);
  const [revealed, setRevealed] = useState<GsSeedView | null>(null);
  const [clientSeed, setClientSeed] = useState('');
  // Game parameters.
  const [dice, setDice] = useState<ParamsOf<'dice'>>({ game: 'dice', target: 5000, side: 'under' });
  const [limbo, setLimbo] = useState<ParamsOf<'limbo'>>({ game: 'limbo', targetCents: 200 });
  const [plinko, setPlinko] = useState<ParamsOf<'plinko'>>({ game: 'plinko', rows: 8, risk: 'low' });
  const [mines, setMines] = useState<ParamsOf<'mines'>>({ game: 'mines', mines: 3, tiles: [] });
  const [keno, setKeno] = useState<ParamsOf<'keno'>>({ game: 'keno', picks: [] });
  const [roulette, setRoulette] = useState<ParamsOf<'roulette'>>({ game: 'roulette', bets: [] });
  const [baccarat, setBaccarat] = useState<ParamsOf<'baccarat'>>({ game: 'baccarat', bet: 'banker' });
  const [dragonTiger, setDragonTiger] = useState<ParamsOf<'dragon-tiger'>>({ game: 'dragon-tiger', bet: 'dragon' });
  const [sicBo, setSicBo] = useState<ParamsOf<'sic-bo'>>({ game: 'sic-bo', bet: { kind: 'big' } });
  // Session time and net position (UKGC: on screen while playing slots; shown for every game).
  const startedAt = useRef(Date.now());
  const [now, setNow] = useState(() => Date.now());
  const [net, setNet] = useState(0);
  // No spin before 2.5 s have passed since the last one started (the server refuses it too).
  const [nextSpinAt, setNextSpinAt] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);

  const who = () => (session?.mode === 'real' ? { token: token! } : { demo: session?.demo ?? undefined });

  useEffect(() => {
    post<SessionState>('/game-server/api/session', { game, ...(token ? { token } : {}) })
      .then((s) => {
        setSession(s);
        setClientSeed(s.seed.clientSeed);
      })
      .catch((e: Error) => setError(e.message));
  }, [game, token]);

  // A real-money balance the wallet answered (a round, a decision, a ticket) goes to the framing portal page's header.
  const realBalance = session?.mode === 'real' ? session.balance : null;
  useEffect(() => { if (realBalance !== null) postBalanceChanged(); }, [realBalance]);
  // The framing page sizes its frame to the game page's content.
  useEffect(() => {
    if (typeof ResizeObserver !== 'function') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => postFrameHeight(root.scrollHeight));
    observer.observe(document.body);
    postFrameHeight(root.scrollHeight);
    return () => observer.disconnect();
  }, []);

  const exponent = session ? playCurrencyExponent(session.currency) : 2;
  const money = (minor: number) => formatMoney(minor, { iso: session?.currency ?? 'EUR', exponent }, locale);

  const params = (): RoundParams => {
    switch (game) {
      case 'dice': return dice;
      case 'limbo': return limbo;
      case 'mines': return mines;
      case 'keno': return keno;
      case 'roulette': return roulette;
      case 'plinko': return plinko;
      case 'baccarat': return baccarat;
      case 'dragon-tiger': return dragonTiger;
      case 'sic-bo': return sicBo;
      case 'northern-lights':
      case 'desert-caravan':
      case 'lucky-three':
      case 'jacks-or-better':
      case 'blackjack': return { game };
      case 'tv-keno':
      case 'crash':
      case 'bingo': throw new RangeError('this game is played with tickets');
    }
  };

  // Multi-step games: the decisions allowed in the open round, the cards held, and resuming an open round.
  const multiStep = game === 'jacks-or-better' || game === 'blackjack';
  const [allowed, setAllowed] = useState<string[]>([]);
  const [holds, setHolds] = useState<boolean[]>([false, false, false, false, false]);
  const open = multiStep && last?.status === 'open';
  // A keyboard player whose decision button went away with the finished round finds the deal button focused.
  const playButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!multiStep || busy || open || !last) return;
    if (document.activeElement === null || document.activeElement === document.body) playButton.current?.focus();
  }, [multiStep, busy, open, last]);
  useEffect(() => {
    if (!session || !multiStep) return;
    const who = session.mode === 'real' ? { token: token! } : { demo: session.demo ?? undefined };
    post<{ open: { round: GsRoundView; balance: number; allowed: string[] } | null }>('/game-server/api/open', { ...who, game })
      .then((answer) => {
        if (!answer.open) return;
        setLast(answer.open.round);
        setAllowed(answer.open.allowed);
        setSession((s) => (s ? { ...s, balance: answer.open!.balance } : s));
      })
      .catch((e: Error) => setError(e.message));
    // Once per session.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session?.mode, session?.demo, game]);

  const decide = async (action: { kind: 'draw'; holds: boolean[] } | { kind: 'hit' | 'stand' | 'double' | 'split' }) => {
    if (!session || !last) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await post<{ round: GsRoundView; balance: number; allowed: string[] }>('/game-server/api/action', { ...who(), round: `${last.seed.seedId}-${last.nonce}`, action });
      const addedStake = answer.round.stakeMinor - last.stakeMinor;
      setNet((n) => n - addedStake + (answer.round.status === 'open' ? 0 : answer.round.payoutMinor));
      setLast(answer.round);
      setAllowed(answer.allowed);
      setSession({ ...session, balance: answer.balance });
    } catch (e) {
      setError(e instanceof Error ? e.message : t('main_error'));
    } finally {
      setBusy(false);
    }
  };

  const play = async () => {
    if (!session) return;
    // A roulette round stakes the sum of its bets (the table's chips); the other games the stake field.
    const stakeMinor = game === 'roulette' ? roulette.bets.reduce((sum, b) => sum + b.stakeMinor, 0) : parseMajorAmount(stake, exponent);
    if (stakeMinor === null || stakeMinor <= 0) {
      setError(game === 'roulette' ? t('gs_rl_no_bets') : t('gs_stake'));
      return;
    }
    if (game === 'keno' && keno.picks.length === 0) {
      setError(t('gs_keno_pick_some', { max: new Intl.NumberFormat(locale).format(KENO_MAX_PICKS) }));
      return;
    }
    setBusy(true);
    setError(null);
    if (isSlot(game)) setNextSpinAt(Date.now() + MIN_SPIN_MS);
    try {
      const answer = await post<{ round: GsRoundView; balance: number; allowed?: string[] }>('/game-server/api/play', { ...who(), stakeMinor, params: params() });
      if (isSlot(game)) {
        // Each free spin of the round is shown for MIN_SPIN_MS before the next paid spin.
        const freeSpins = Array.isArray(answer.round.result.freeSpins) ? answer.round.result.freeSpins.length : 0;
        setNextSpinAt((at) => at + freeSpins * MIN_SPIN_MS);
      }
      setLast(answer.round);
      setAllowed(answer.allowed ?? []);
      setHolds([false, false, false, false, false]);
      setNet((n) => n + (answer.round.status === 'open' ? 0 : answer.round.payoutMinor) - answer.round.stakeMinor);
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

  if (!session) return <p className="gs-loading" role="status">{error ?? t('gs_loading')}</p>;
  const won = last ? roundWon(last.game, last.stakeMinor, last.payoutMinor) : false;
  // Every game except the ticket games says the round in words in its own live region.
  const fair = game === 'dice' || game === 'limbo' || game === 'plinko' || game === 'mines' || game === 'roulette' || game === 'keno' || multiStep || isSlot(game) || game === 'lucky-three'
    || game === 'baccarat' || game === 'dragon-tiger' || game === 'sic-bo';
  const waitMs = Math.max(0, nextSpinAt - now);
  const slot = isSlot(game) ? game : null;
  const playLabel = slot ? (waitMs > 0 ? t('gs_spin_wait', { seconds: (waitMs / 1000).toFixed(1) }) : t('gs_spin'))
    : game === 'lucky-three' ? t('gs_buy_card') : multiStep ? t('gs_deal') : t('gs_play');
  return (
    <div className="gs-game" data-game={game} data-mode={session.mode}>
      <p className="gs-balance">
        <span>{session.mode === 'demo' ? t('gs_demo') : t('gs_real')}</span> · {t('gs_balance')}: <output data-testid="gs-balance">{money(session.balance)}</output>
      </p>
      <p className="gs-session" data-testid="gs-session">
        {t('gs_session_time')}: <output data-testid="gs-session-time">{clock(now - startedAt.current)}</output> · {t('gs_net_position')}:{' '}
        <output data-testid="gs-net">{net > 0 ? '+' : net < 0 ? '−' : ''}{money(Math.abs(net))}</output>
      </p>
      <div className="gs-controls">
        {game !== 'roulette' && (
          <TextField value={stake} onChange={setStake} inputMode="decimal">
            <Label>{slot ? t('gs_total_bet') : game === 'lucky-three' ? t('gs_card_price') : t('gs_stake')}</Label>
            <Input data-testid="gs-stake" />
          </TextField>
        )}
        {game === 'dice' && <DiceGame params={dice} onParams={setDice} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'limbo' && <LimboGame params={limbo} onParams={setLimbo} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'plinko' && <PlinkoGame params={plinko} onParams={setPlinko} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'mines' && <MinesGame params={mines} onParams={setMines} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'blackjack' && (
          <BlackjackGame round={last?.game === game ? last : null} allowed={allowed} busy={busy} balanceMinor={last ? session.balance : null} money={money}
            onAction={(kind) => void decide({ kind })} />
        )}
        {game === 'jacks-or-better' && (
          <VideoPokerGame round={last?.game === game ? last : null} holds={holds} busy={busy} balanceMinor={last ? session.balance : null} money={money}
            stakeMinor={(() => { const minor = parseMajorAmount(stake, exponent); return minor !== null && minor > 0 ? minor : null; })()}
            onHold={(i, on) => setHolds((h) => h.map((v, j) => (j === i ? on : v)))} onDraw={() => void decide({ kind: 'draw', holds })} />
        )}
        {slot && <SlotGame params={{ game: slot }} onParams={() => {}} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'lucky-three' && <ScratchGame params={{ game }} onParams={() => {}} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'roulette' && <RouletteGame params={roulette} onParams={setRoulette} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} unitMinor={10 ** exponent} />}
        {game === 'baccarat' && <BaccaratGame params={baccarat} onParams={setBaccarat} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'dragon-tiger' && <DragonTigerGame params={dragonTiger} onParams={setDragonTiger} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'sic-bo' && <SicBoGame params={sicBo} onParams={setSicBo} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'keno' && <KenoGame params={keno} onParams={setKeno} round={last} busy={busy} balanceMinor={last ? session.balance : null} money={money} />}
        {game === 'tv-keno' || game === 'crash' || game === 'bingo' ? (() => {
          const ticketProps = {
            post: <T,>(path: string, body: Record<string, unknown>) => post<T>(path, { ...who(), ...body }), money, onError: setError, balanceMinor: session.balance,
            stakeMinor: () => {
              const minor = parseMajorAmount(stake, exponent);
              if (minor === null || minor <= 0) {
                setError(t('gs_stake'));
                return null;
              }
              return minor;
            },
            onBalance: (balance: number) => setSession((s) => (s ? { ...s, balance } : s)), onNet: (delta: number) => setNet((n) => n + delta),
          };
          return game === 'tv-keno' ? <TvKenoGame {...ticketProps} /> : game === 'crash' ? <CrashGame {...ticketProps} /> : <BingoGame {...ticketProps} />;
        })() : <Button ref={playButton} className="button primary" onPress={() => void play()} isDisabled={busy || waitMs > 0 || open} data-testid="gs-play">{playLabel}</Button>}
        {slot && <p className="muted">{t('gs_no_autoplay')}</p>}
      </div>
      {error && <p className="gs-error" role="alert">{error}</p>}
      {last && (
        <section className="gs-last" data-testid="gs-last" data-round={`${last.seed.seedId}-${last.nonce}`} aria-live={fair ? undefined : 'polite'}>
          {!open && <p>{won ? t('gs_win') : t('gs_lose')} · {t('gs_payout')}: <output data-testid="gs-payout">{money(last.payoutMinor)}</output></p>}
          {!open && <a href={`/game-server/verify/${last.seed.seedId}-${last.nonce}?${new URLSearchParams({ lang: locale })}`} target="_blank" rel="noopener" data-testid="gs-verify-link">{t('gs_verify')}</a>}
        </section>
      )}
      {slot && <SlotPaytable game={slot} />}
      {game === 'lucky-three' && <ScratchPaytable />}
      {game === 'blackjack' && <BlackjackRules />}
      <section className="gs-seeds">
        <p>{t('gs_server_seed_hash')}: <code data-testid="gs-seed-hash">{session.seed.serverSeedHash}</code></p>
        <p>{t('gs_nonce')}: <output>{session.seed.nonce}</output></p>
        <TextField value={clientSeed} onChange={setClientSeed}>
          <Label>{t('gs_client_seed')}</Label>
          <Input />
        </TextField>
        <Button className="button" onPress={() => void rotate()} isDisabled={busy || open} data-testid="gs-rotate">{t('gs_rotate')}</Button>
        {revealed && <p>{t('gs_revealed_seed')}: <code data-testid="gs-revealed">{revealed.serverSeed}</code></p>}
      </section>
    </div>
  );
}

/** The island: the game under its i18n provider. */
export default function GameServerGameIsland(props: GameServerGameProps & IslandI18nProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Game game={props.game} token={props.token} initialStake={props.initialStake} />
    </IslandI18n>
  );
}
