/**
 * The cookie-consent banner (spec §6 "Cookie consent (marketing and functional) gates analytics
 * counters"): until the visitor chooses, a banner at the bottom offers "Accept all", "Necessary
 * only" and "Choose" (two checkboxes: functional — the page measurements; marketing — advertising
 * counters), with a link to the cookie policy. The choice is kept (src/client/shell/consent.ts); with
 * functional consent this page view and later ones are measured (src/client/shell/measurement.ts,
 * loaded only then). The server renders the banner when the visitor has made no choice (`ask`,
 * from the consent cookie), so it is part of the first paint; the island hydrates to make its
 * buttons work. Native controls: the banner's script is small.
 */
import { useEffect, useState } from 'react';
import { CONSENT_EVENT, readConsent, saveConsent, type Consent } from '../../client/shell/consent.ts';
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
  /** No choice is recorded (the server read the consent cookie): the banner is shown. */
  ask: boolean;
}

/**
 * The banner's heading id: fixed, as the banner is once per page (server-rendered islands get no
 * id prefix from the renderer, so `useId` would repeat another island's ids).
 */
const TITLE_ID = 'cookie-consent-title';

function measureIf(consent: Consent | null, key: string, pageType: string): void {
  if (consent?.functional) void import('../../client/shell/measurement.ts').then((m) => m.startMeasurement(key, pageType));
}

function Banner({ collectorKey, pageType, policyHref, ask }: Omit<CookieConsentProps, keyof IslandI18nProps>) {
  const t = useT();
  // As the server rendered it until the cookie is read after hydration (a choice made in another tab meanwhile).
  const [open, setOpen] = useState(ask);
  const [choosing, setChoosing] = useState(false);
  const [functional, setFunctional] = useState(true);
  const [marketing, setMarketing] = useState(false);

  useEffect(() => {
    const stored = readConsent();
    setOpen(stored === null);
    measureIf(stored, collectorKey, pageType);
    const onChoice = () => setOpen(false);
    window.addEventListener(CONSENT_EVENT, onChoice);
    return () => window.removeEventListener(CONSENT_EVENT, onChoice);
  }, [collectorKey, pageType]);

  const choose = (choice: Pick<Consent, 'functional' | 'marketing'>) => measureIf(saveConsent(choice), collectorKey, pageType);

  if (!open) return null;
  return (
    <section className="cookie-consent" role="region" aria-labelledby={TITLE_ID} data-testid="cookie-consent">
      <h2 id={TITLE_ID} className="cookie-consent-title">{t('consent_title')}</h2>
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
