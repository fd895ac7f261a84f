/**
 * The provably fair verify page: reads a round of our game server
 * (`GET /game-server/api/round/{seedId}-{nonce}`) and recomputes it IN THE BROWSER with the same
 * code the server played it with — the floats of src/domain/casino/fair.ts from server seed,
 * client seed and nonce, and the game rules through src/domain/game-server/play.ts. It checks
 * that sha256(server seed) is the hash shown before play and that the recomputed result and
 * payout are the recorded ones. The server seed is filled in once the pair was rotated; until
 * then the player may paste it.
 */
import '../../client/shell/zod-jitless.ts';
import { useEffect, useState } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { floatStream, serverSeedHash } from '../../domain/casino/fair.ts';
import { canonicalJson, playRound, type RoundOutcome } from '../../domain/game-server/play.ts';
import { gsRoundView, type GsRoundView } from '../../../schemas/game-server.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys the verify page uses. */
export const FAIR_VERIFY_KEYS = [
  'gs_server_seed', 'gs_server_seed_hash', 'gs_client_seed', 'gs_nonce', 'gs_verify', 'gs_verify_hash_ok', 'gs_verify_hash_bad',
  'gs_verify_match', 'gs_verify_mismatch', 'gs_verify_not_revealed', 'gs_result', 'gs_payout', 'gs_loading', 'main_error',
] as const;

/** The outcome of a recomputation. */
interface Check {
  hashOk: boolean;
  outcome: RoundOutcome | null;
  matches: boolean;
  error: string | null;
}

function Verify({ roundKey }: { roundKey: string }) {
  const t = useT();
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
  return (
    <div className="fair-verify" data-round={roundKey}>
      <dl>
        <dt>{t('gs_server_seed_hash')}</dt><dd><code>{round.seed.serverSeedHash}</code></dd>
        <dt>{t('gs_result')}</dt><dd><code data-testid="verify-recorded">{canonicalJson(round.result)}</code></dd>
        <dt>{t('gs_payout')}</dt><dd>{round.payoutMinor} / {round.stakeMinor} ({round.currency})</dd>
      </dl>
      {round.seed.serverSeed === null && <p>{t('gs_verify_not_revealed')}</p>}
      <TextField value={serverSeed} onChange={setServerSeed}><Label>{t('gs_server_seed')}</Label><Input data-testid="verify-server-seed" /></TextField>
      <TextField value={clientSeed} onChange={setClientSeed}><Label>{t('gs_client_seed')}</Label><Input /></TextField>
      <TextField value={nonce} onChange={setNonce} inputMode="numeric"><Label>{t('gs_nonce')}</Label><Input /></TextField>
      <Button className="button primary" onPress={verify} data-testid="verify-run">{t('gs_verify')}</Button>
      {check && (
        <section aria-live="polite" data-testid="verify-outcome" data-hash-ok={String(check.hashOk)} data-matches={String(check.matches)}>
          <p>{check.hashOk ? t('gs_verify_hash_ok') : t('gs_verify_hash_bad')}</p>
          {check.outcome && <p>{t('gs_result')}: <code data-testid="verify-recomputed">{canonicalJson(check.outcome.result)}</code></p>}
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
