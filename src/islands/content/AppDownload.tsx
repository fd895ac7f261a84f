/**
 * App download block view (server-rendered): links to the brand's real store pages when the
 * editor gave them; without any, how to keep the mobile site on the phone's home screen. No store
 * link is ever made up.
 */
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys of the view. */
export const APP_DOWNLOAD_KEYS = [
  'app_download_android', 'app_download_ios', 'app_download_no_app', 'app_download_step_open',
  'app_download_step_ios', 'app_download_step_android',
] as const;

/** Props of the app download view. */
export interface AppDownloadProps extends IslandI18nProps {
  id?: string | undefined;
  title: string;
  text?: string | undefined;
  androidUrl?: string | undefined;
  iosUrl?: string | undefined;
  /** The site's address as the visitor sees it, e.g. `betportal.test`. */
  siteHost: string;
}

function AppLinks({ id, title, text, androidUrl, iosUrl, siteHost }: Omit<AppDownloadProps, keyof IslandI18nProps>) {
  const t = useT();
  const hasApp = Boolean(androidUrl || iosUrl);
  return (
    <section className="block-app-download" id={id} data-has-app={hasApp ? 'true' : 'false'}>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      {hasApp ? (
        <ul className="block-app-download-links">
          {androidUrl && <li><a className="button" href={androidUrl} rel="noopener noreferrer">{t('app_download_android')}</a></li>}
          {iosUrl && <li><a className="button" href={iosUrl} rel="noopener noreferrer">{t('app_download_ios')}</a></li>}
        </ul>
      ) : (
        <>
          <p>{t('app_download_no_app')}</p>
          <ol className="block-app-download-steps">
            <li>{t('app_download_step_open', { domain: siteHost })}</li>
            <li>{t('app_download_step_ios')}</li>
            <li>{t('app_download_step_android')}</li>
          </ol>
        </>
      )}
    </section>
  );
}

/** The app download view. */
export default function AppDownload({ lng, locale, messages, ...props }: AppDownloadProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <AppLinks {...props} />
    </IslandI18n>
  );
}
