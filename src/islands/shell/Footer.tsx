/**
 * Footer island: loads the footer separately from the page (spec §2 "The footer loads
 * separately"). A remote section (spec §4): loading → ready, or after 3 retries (1000 ms doubling)
 * error, which shows main_dictionary_load_error, main_dictionary_refresh_page and a refresh button
 * (main_page_refresh_button, main_refreshing_button while loading again).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Link } from 'react-aria-components';
import ky from 'ky';
import type { FooterResponse } from '../../../schemas/api.ts';
import { REMOTE_SECTION_RETRIES, move, retryDelayMs, type RemoteSectionState } from '../../domain/remote-section.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the footer uses. */
export const FOOTER_KEYS = [
  'footer_label',
  'footer_social',
  'header_products',
  'footer_loading',
  'main_dictionary_load_error',
  'main_dictionary_refresh_page',
  'main_page_refresh_button',
  'main_refreshing_button',
] as const;

/** Props of the footer island. */
export interface FooterProps extends IslandI18nProps {
  /** Endpoint returning {@link FooterResponse}. */
  src: string;
  /** First retry delay in ms (spec §4: 1000). */
  retryDelay?: number;
}

function FooterBody({ src, retryDelay }: Pick<FooterProps, 'src' | 'retryDelay'>) {
  const t = useT();
  const [state, setState] = useState<RemoteSectionState>('not-exist');
  const [data, setData] = useState<FooterResponse | null>(null);
  const [failed, setFailed] = useState(false);
  const alive = useRef(true);

  const load = useCallback(async () => {
    setState((s) => move(s, 'loading'));
    try {
      const body = await ky
        .get(src, {
          retry: {
            limit: REMOTE_SECTION_RETRIES,
            methods: ['get'],
            backoffLimit: Number.POSITIVE_INFINITY,
            delay: (attempt) => retryDelayMs(attempt, retryDelay),
          },
          timeout: 10_000,
        })
        .json<FooterResponse>();
      if (!alive.current) return;
      setData(body);
      setFailed(false);
      setState((s) => move(s, 'ready'));
    } catch {
      if (!alive.current) return;
      setFailed(true);
      setState((s) => move(s, 'error'));
    }
  }, [src, retryDelay]);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
    };
  }, [load]);

  if (failed) {
    const refreshing = state === 'loading';
    return (
      <div className="footer-error" role="alert">
        <p>{t('main_dictionary_load_error')}</p>
        <p>{t('main_dictionary_refresh_page')}</p>
        <Button className="button" isDisabled={refreshing} onPress={() => void load()}>
          {t(refreshing ? 'main_refreshing_button' : 'main_page_refresh_button')}
        </Button>
      </div>
    );
  }
  if (state !== 'ready' || !data) {
    return <p className="footer-loading" aria-busy="true">{t('footer_loading')}</p>;
  }
  return (
    <div className="footer-content">
      {data.products.length > 0 && (
        <ul className="footer-links footer-products" aria-label={t('header_products')}>
          {data.products.map((product) => (
            <li key={product.key}>
              <Link href={product.href} data-product={product.key}>{product.label}</Link>
            </li>
          ))}
        </ul>
      )}
      {data.links.length > 0 && (
        <ul className="footer-links">
          {data.links.map((link) => (
            <li key={link.href}>
              <Link href={link.href}>{link.label}</Link>
            </li>
          ))}
        </ul>
      )}
      {data.social.length > 0 && (
        <ul className="footer-social" aria-label={t('footer_social')}>
          {data.social.map((item) => (
            <li key={item.link}>
              <Link href={item.link} target="_blank" rel="noopener noreferrer">
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <p className="footer-age">{data.ageNotice}</p>
      <p className="footer-legal">{data.legal}</p>
      <p className="footer-copyright">{data.copyright}</p>
    </div>
  );
}

/** The footer island. */
export default function Footer({ lng, locale, messages, src, retryDelay }: FooterProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <FooterBody src={src} retryDelay={retryDelay} />
    </IslandI18n>
  );
}
