/**
 * The provably fair verify page: reads a round of our game server
 * (`GET /game-server/api/round/{seedId}-{nonce}`) and recomputes it IN THE BROWSER with the same
 * code the server played it with — the floats of src/domain/casino/fair.ts from server seed,
 * client seed and nonce, and the game rules through src/domain/game-server/play.ts. It checks
 * that sha256(server seed) is the hash shown before play and that the recomputed result and
 * payout are the recorded ones. The server seed is filled in once the pair was rotated; until
 * then the player may paste it. Stake and payout are shown as money in the page's language, the
 * result in words; the exact recorded data stays behind a disclosure for a byte-by-byte comparison.
 */
import { useEffect, useState } from 'react';
import { Button, Input, Label, TextField, useLocale } from 'react-aria-components';
import { floatStream, serverSeedHash } from '../../domain/casino/fair.ts';
import { canonicalJson, playCurrencyExponent, playRound, roundWon, type RoundOutcome } from '../../domain/game-server/play.ts';
import { gsRoundView, type GsRoundView } from '../../../schemas/game-server.ts';
import { formatMoney } from '../../domain/money.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { ROUND_PICTURE_KEYS, ROUND_PICTURES } from './games/pictures.tsx';

/** Dictionary keys the verify page uses. */
export const FAIR_VERIFY_KEYS = [
  'gs_server_seed', 'gs_server_seed_hash', 'gs_client_seed', 'gs_nonce', 'gs_verify', 'gs_verify_hash_ok', 'gs_verify_hash_bad',
  'gs_verify_match', 'gs_verify_mismatch', 'gs_verify_not_revealed', 'gs_result', 'gs_payout', 'gs_loading', 'main_error',
  'gs_stake', 'gs_win', 'gs_lose', 'gs_verify_roll', 'gs_verify_limbo', 'gs_verify_mines_hit', 'gs_verify_mines_clear', 'gs_verify_keno',
  'gs_verify_roulette', 'gs_verify_plinko', 'gs_verify_multiple', 'gs_verify_record', ...ROUND_PICTURE_KEYS,
] as const;

type T = ReturnType<typeof useT>;

/** A round's result in words (the game's own facts where it has simple ones, else the payout as a multiple of the stake). */
function resultInWords(game: GsRoundView['game'], result: Record<string, unknown>, stakeMinor: number, payoutMinor: number, t: T, locale: string): string {
  const number = (n: unknown, digits = 2) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Number(n));
  const list = (xs: unknown) => (Array.isArray(xs) ? xs.map((x) => String(x)).join(', ') : '');
  const outcome = roundWon(game, stakeMinor, payoutMinor) ? t('gs_win') : t('gs_lose');
  const facts = (() => {
    switch (game) {
      case 'dice': return t('gs_verify_roll', { roll: number(result.roll) });
      case 'limbo': return t('gs_verify_limbo', { multiplier: number(result.result) });
      // Tiles are 0-based in the record, 1-based on the board.
      case 'mines': return typeof result.hit === 'number' ? t('gs_verify_mines_hit', { tile: result.hit + 1 }) : t('gs_verify_mines_clear');
      case 'keno': return t('gs_verify_keno', { drawn: list(result.drawn), hits: Number(result.hits) });
      case 'roulette': return t('gs_verify_roulette', { pocket: Number(result.pocket) });
      case 'plinko': return t('gs_verify_plinko', { bucket: Number(result.bucket) + 1, multiplier: number(result.multiplier) });
      default: return stakeMinor > 0 ? t('gs_verify_multiple', { multiple: number(payoutMinor / stakeMinor) }) : '';
    }
  })();
  return facts ? `${outcome}. ${facts}` : outcome;
}

/** The outcome of a recomputation. */
interface Check {
  hashOk: boolean;
  outcome: RoundOutcome | null;
  matches: boolean;
  error: string | null;
}

function Verify({ roundKey }: { roundKey: string }) {
  const t = useT();
  const { locale } = useLocale();
  const [round, setRound] = useState<GsRoundView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [serverSeed, setServerSeed] = useState('');
  const [clientSeed, setClientSeed] = useState('');
  const [nonce, setNonce] = useState('0');
  const [check, setCheck] = useState<Check | null>(null);

  useEffect(() => {
    fetch(`/game-server/api/round/${encodeURIComponent(roundKey)}`)
      .then(async (response) => {
        const data = (await response.json()) as { round?: unknown; errors?: { detail: string }[] };
        if (!response.ok) throw new Error(data.errors?.[0]?.detail ?? `HTTP ${response.status}`);
        const parsed = gsRoundView.parse(data.round);
        setRound(parsed);
        setServerSeed(parsed.seed.serverSeed ?? '');
        setClientSeed(parsed.seed.clientSeed);
        setNonce(String(parsed.nonce));
      })
      .catch((e: Error) => setError(e.message));
  }, [roundKey]);

  const verify = () => {
    if (!round) return;
    const hashOk = serverSeedHash(serverSeed) === round.seed.serverSeedHash;
    try {
      const outcome = playRound(floatStream({ serverSeed, clientSeed, nonce: Number(nonce) }), round.params, round.stakeMinor);
      const matches = outcome.payoutMinor === round.payoutMinor && canonicalJson(outcome.result) === canonicalJson(round.result);
      setCheck({ hashOk, outcome, matches, error: null });
    } catch (e) {
      setCheck({ hashOk, outcome: null, matches: false, error: e instanceof Error ? e.message : t('main_error') });
    }
  };

  if (!round) return <p role="status">{error ?? t('gs_loading')}</p>;
  const money = (minor: number) => formatMoney(minor, { iso: round.currency, exponent: playCurrencyExponent(round.currency) }, locale);
  const Picture = ROUND_PICTURES[round.game];
  return (
    <div className="fair-verify" data-round={roundKey}>
      <dl>
        <dt>{t('gs_server_seed_hash')}</dt><dd><code>{round.seed.serverSeedHash}</code></dd>
        <dt>{t('gs_stake')}</dt><dd data-testid="verify-stake">{money(round.stakeMinor)}</dd>
        <dt>{t('gs_payout')}</dt><dd data-testid="verify-payout">{money(round.payoutMinor)}</dd>
        <dt>{t('gs_result')}</dt><dd data-testid="verify-result">{resultInWords(round.game, round.result, round.stakeMinor, round.payoutMinor, t, locale)}</dd>
      </dl>
      {Picture && <figure className="fair-verify-picture" data-testid="verify-picture"><Picture round={round} money={money} /></figure>}
      <details>
        <summary>{t('gs_verify_record')}</summary>
        <code data-testid="verify-recorded">{canonicalJson(round.result)}</code>
      </details>
      {round.seed.serverSeed === null && <p>{t('gs_verify_not_revealed')}</p>}
      <TextField value={serverSeed} onChange={setServerSeed}><Label>{t('gs_server_seed')}</Label><Input data-testid="verify-server-seed" /></TextField>
      <TextField value={clientSeed} onChange={setClientSeed}><Label>{t('gs_client_seed')}</Label><Input /></TextField>
      <TextField value={nonce} onChange={setNonce} inputMode="numeric"><Label>{t('gs_nonce')}</Label><Input /></TextField>
      <Button className="button primary" onPress={verify} data-testid="verify-run">{t('gs_verify')}</Button>
      {check && (
        <section aria-live="polite" data-testid="verify-outcome" data-hash-ok={String(check.hashOk)} data-matches={String(check.matches)}>
          <p>{check.hashOk ? t('gs_verify_hash_ok') : t('gs_verify_hash_bad')}</p>
          {check.outcome && (
            <>
              <p>{t('gs_result')}: <span data-testid="verify-recomputed-words">{resultInWords(round.game, check.outcome.result, check.outcome.stakeMinor, check.outcome.payoutMinor, t, locale)}</span> · {t('gs_payout')}: {money(check.outcome.payoutMinor)}</p>
              <details>
                <summary>{t('gs_verify_record')}</summary>
                <code data-testid="verify-recomputed">{canonicalJson(check.outcome.result)}</code>
              </details>
            </>
          )}
          <p>{check.matches ? t('gs_verify_match') : check.error ?? t('gs_verify_mismatch')}</p>
        </section>
      )}
    </div>
  );
}

/** The island: the verifier under its i18n provider. */
export default function FairVerifyIsland(props: { roundKey: string } & IslandI18nProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Verify roundKey={props.roundKey} />
    </IslandI18n>
  );
}
