/**
 * The game frame of the casino game page (spec §2 `slots/game/{gameId}/{gameName}`):
 * guests play the demo in the iframe; a player chooses real money — `POST /web-api/casino/launch`
 * (CSRF through the page's API client) opens a game session and answers the game URL with its
 * token — or the demo. With free spins on the game, a third button launches from the bonus account
 * with the spin's stake filled in (the wallet refuses any other stake or game). A refused launch
 * (game switched off, self-exclusion, frozen account) shows the server's reason and launches nothing.
 * After a real-money round the game page posts a balance-changed message (src/client/casino/game-frame.ts);
 * the launcher accepts it only from its own frame on the portal's origin and re-reads the header's balance.
 * The game page also posts its content height, which the frame takes (within FRAME_HEIGHT_PX).
 */
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import { api, loadBalance } from '../../client/auth/session.ts';
import { frameHeightOf, isBalanceChanged } from '../../client/casino/game-frame.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys the launcher uses. */
export const CASINO_LAUNCHER_KEYS = ['casino_play_real', 'casino_play_demo', 'casino_game_frame', 'main_error'] as const;

/** Props of the launcher. */
export interface CasinoLauncherProps {
  gameId: number;
  demoUrl: string;
  isPlayer: boolean;
  accountId: number | null;
  title: string;
  /** The player's free spins on this game: the bonus account, the stake in major units, the button's text. */
  freeSpins?: { accountId: number; stake: string; label: string } | null;
}

function Launcher({ gameId, demoUrl, isPlayer, accountId, title, freeSpins }: CasinoLauncherProps) {
  const t = useT();
  const [src, setSrc] = useState<string | null>(isPlayer ? null : demoUrl);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // The frame takes the game page's height (set through the CSSOM, which the CSP allows).
      const height = frameHeightOf(event, frame.current);
      if (height !== null) frame.current!.style.blockSize = `${height}px`;
      else if (isPlayer && isBalanceChanged(event, frame.current)) void loadBalance().catch(() => {});
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [isPlayer]);
  const launch = async (spins = false) => {
    setBusy(true);
    setError(null);
    try {
      const from = spins && freeSpins ? freeSpins.accountId : accountId;
      const answer = await api().post<{ url: string }>('/web-api/casino/launch', { gameId, ...(from ? { accountId: from } : {}) });
      setSrc(spins && freeSpins ? `${answer.url}&stake=${encodeURIComponent(freeSpins.stake)}` : answer.url);
    } catch (e) {
      setError(isApiError(e) ? e.message : t('main_error'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="casino-launcher">
      {isPlayer && (
        <div className="casino-launch-buttons">
          {freeSpins && <Button className="button primary" onPress={() => void launch(true)} isDisabled={busy} data-testid="casino-play-spins">{freeSpins.label}</Button>}
          <Button className="button primary" onPress={() => void launch()} isDisabled={busy} data-testid="casino-play-real">{t('casino_play_real')}</Button>
          <Button className="button" onPress={() => setSrc(demoUrl)} data-testid="casino-play-demo">{t('casino_play_demo')}</Button>
        </div>
      )}
      {error && <p className="casino-launch-error" role="alert">{error}</p>}
      {src && <iframe ref={frame} className="casino-frame" src={src} title={`${title} · ${t('casino_game_frame')}`} data-testid="casino-frame" />}
    </div>
  );
}

/** The island: the launcher under its i18n provider. */
export default function CasinoLauncherIsland(props: CasinoLauncherProps & IslandI18nProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={props.messages}>
      <Launcher {...props} />
    </IslandI18n>
  );
}
