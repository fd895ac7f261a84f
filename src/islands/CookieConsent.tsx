/**
 * The cookie-consent banner (spec §6 "Cookie consent (marketing and functional) gates analytics
 * counters"): until the visitor chooses, a banner at the bottom offers "Accept all", "Necessary
 * only" and "Choose" (two checkboxes: functional — the page measurements; marketing — advertising
 * counters), with a link to the cookie policy. The choice is kept (src/client/consent.ts); with
 * functional consent this page view and later ones are measured (src/client/measurement.ts,
 * loaded only then). Native controls: the banner is part of every page's first script.
 */
import { useEffect, useId, useState } from 'react';
import { CONSENT_EVENT, readConsent, saveConsent, type Consent } from '../client/consent.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the banner uses. */
export const COOKIE_CONSENT_KEYS = [
  'consent_title', 'consent_text', 'consent_accept_all', 'consent_necessary_only', 'consent_choose', 'consent_save',
  'consent_functional', 'consent_functional_text', 'consent_marketing', 'consent_marketing_text', 'consent_policy',
] as const;

/** Props of the banner island. */
export interface CookieConsentProps extends IslandI18nProps {
  /** The brand's collector key (spec §7 `/fatman-api/{key}`). */
  collectorKey: string;
  /** The page type measurements of this page are grouped by. */
  pageType: string;
  /** Link of the cookie policy page. */
  policyHref: string;
}

function measureIf(consent: Consent | null, key: string, pageType: string): void {
  if (consent?.functional) void import('../client/measurement.ts').then((m) => m.startMeasurement(key, pageType));
}

function Banner({ collectorKey, pageType, policyHref }: Omit<CookieConsentProps, keyof IslandI18nProps>) {
  const t = useT();
  const [consent, setConsent] = useState<Consent | null | undefined>(undefined);
  const [choosing, setChoosing] = useState(false);
  const [functional, setFunctional] = useState(true);
  const [marketing, setMarketing] = useState(false);
  const titleId = useId();

  useEffect(() => {
    const stored = readConsent();
    setConsent(stored);
    measureIf(stored, collectorKey, pageType);
    const onChoice = (event: Event) => setConsent((event as CustomEvent<Consent>).detail);
    window.addEventListener(CONSENT_EVENT, onChoice);
    return () => window.removeEventListener(CONSENT_EVENT, onChoice);
  }, [collectorKey, pageType]);

  const choose = (choice: Pick<Consent, 'functional' | 'marketing'>) => measureIf(saveConsent(choice), collectorKey, pageType);

  if (consent !== null) return null;
  return (
    <section className="cookie-consent" role="region" aria-labelledby={titleId} data-testid="cookie-consent">
      <h2 id={titleId} className="cookie-consent-title">{t('consent_title')}</h2>
      <p>
        {t('consent_text')} <a href={policyHref}>{t('consent_policy')}</a>
      </p>
      {choosing && (
        <fieldset className="cookie-consent-kinds">
          <label>
            <input type="checkbox" checked={functional} onChange={(e) => setFunctional(e.target.checked)} /> <strong>{t('consent_functional')}</strong> — {t('consent_functional_text')}
          </label>
          <label>
            <input type="checkbox" checked={marketing} onChange={(e) => setMarketing(e.target.checked)} /> <strong>{t('consent_marketing')}</strong> — {t('consent_marketing_text')}
          </label>
        </fieldset>
      )}
      <div className="cookie-consent-actions">
        <button type="button" className="button" onClick={() => choose({ functional: true, marketing: true })}>{t('consent_accept_all')}</button>
        <button type="button" className="button button-secondary" onClick={() => choose({ functional: false, marketing: false })}>{t('consent_necessary_only')}</button>
        {choosing ? (
          <button type="button" className="button button-secondary" onClick={() => choose({ functional, marketing })}>{t('consent_save')}</button>
        ) : (
          <button type="button" className="button button-secondary" aria-expanded="false" onClick={() => setChoosing(true)}>{t('consent_choose')}</button>
        )}
      </div>
    </section>
  );
}

/** The cookie-consent island. */
export default function CookieConsent({ lng, locale, messages, ...rest }: CookieConsentProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Banner {...rest} />
    </IslandI18n>
  );
}
