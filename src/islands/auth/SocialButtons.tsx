/**
 * "Sign in with …" buttons of the auth forms (spec §4 Registration types: social): one link per
 * OpenID Connect provider the brand has on, to `/social-api/oauth/{provider}/start` with the page
 * to come back to (`returnTo`, a same-site path; the server keeps it only then) and the language.
 * Plain links: the sign-in is a full-page journey through the provider. Given no `providers`, it
 * asks `GET /social-api/oauth/providers` once per page and renders nothing until then.
 */
import { useEffect, useState } from 'react';
import type { SocialButton } from '../../../schemas/social-login.ts';
import { api } from '../../client/auth/session.ts';
import { useT } from '../shell/i18n.tsx';

/** Dictionary keys the buttons use. */
export const SOCIAL_BUTTONS_KEYS = ['social_sign_in_with', 'social_or'] as const;

let providersOnce: Promise<SocialButton[]> | null = null;

function loadProviders(): Promise<SocialButton[]> {
  providersOnce ??= api().get<{ providers: SocialButton[] }>('/social-api/oauth/providers').then((a) => a.providers).catch(() => {
    providersOnce = null;
    return [];
  });
  return providersOnce;
}

/** The start link of a provider, coming back to `returnTo` in language `lng`. */
export function startHref(button: SocialButton, returnTo: string, lng: string): string {
  return `${button.href}?${new URLSearchParams({ returnTo, lang: lng })}`;
}

/** Props of {@link SocialButtons}. */
export interface SocialButtonsProps {
  /** The providers (server-rendered pages); absent: asked from the server. */
  providers?: SocialButton[];
  /** Where the player comes back to; default the current page. */
  returnTo?: string;
  /** The page language. */
  lng: string;
}

/** The buttons, under an "or" separator; nothing when the brand has no provider on. */
export function SocialButtons({ providers, returnTo, lng }: SocialButtonsProps) {
  const t = useT();
  const [loaded, setLoaded] = useState<SocialButton[] | null>(providers ?? null);
  useEffect(() => {
    if (providers) return;
    let live = true;
    void loadProviders().then((list) => live && setLoaded(list));
    return () => { live = false; };
  }, [providers]);
  if (!loaded || loaded.length === 0) return null;
  const back = returnTo ?? (typeof location === 'undefined' ? `/${lng}` : `${location.pathname}${location.search}`);
  return (
    <div className="social-buttons">
      <p className="social-or"><span>{t('social_or')}</span></p>
      <ul>
        {loaded.map((button) => (
          <li key={button.id}>
            <a className={`button social-button social-${button.network}`} href={startHref(button, back, lng)}>
              <span className="social-mark" aria-hidden="true">{button.name.slice(0, 1)}</span>
              <span>{t('social_sign_in_with', { provider: button.name })}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
