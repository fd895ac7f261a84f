/**
 * A countdown to an instant of the feed's clock (the next lotto draw, the next toto deadline, the
 * next virtual event): the server renders the time left at its instant, and the browser counts
 * down from there with its own clock (so a pinned feed clock still counts down in the page).
 * At zero it says the event has started.
 */
import { useEffect, useState } from 'react';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys the countdown uses. */
export const COUNTDOWN_KEYS = ['countdown_left', 'countdown_started'] as const;

/** `h:mm:ss` or `m:ss` of a positive duration. */
function clockText(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${pad(m)}:${pad(s)}` : `${m}:${pad(s)}`;
}

function Ticking({ remainingMs }: { remainingMs: number }) {
  const t = useT();
  const [left, setLeft] = useState(remainingMs);
  useEffect(() => {
    const started = Date.now();
    const timer = setInterval(() => setLeft(remainingMs - (Date.now() - started)), 1000);
    return () => clearInterval(timer);
  }, [remainingMs]);
  return (
    <span className="countdown" role="timer" aria-live="off" data-remaining-ms={Math.max(0, left)}>
      {left > 0 ? t('countdown_left', { time: clockText(left) }) : t('countdown_started')}
    </span>
  );
}

/** The island. */
export default function Countdown({ lng, locale, messages, remainingMs }: IslandI18nProps & { remainingMs: number }) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Ticking remainingMs={remainingMs} />
    </IslandI18n>
  );
}
