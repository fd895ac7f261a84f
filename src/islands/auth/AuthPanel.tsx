/**
 * The header's player-identity panel (spec §4 Auth watcher, Logout, Idle; §6). Guests get
 * "Log in" and, when the brand registers players, "Registration"; a player gets the main
 * account's balance and "Log out", which asks 'header_you_sure' / 'header_confirm'.
 *
 * Server-rendered (client:load) from the page's auth state, so the right buttons show before
 * hydration. The dialogs (auth/AuthDialogs.tsx) and the account menu (auth/AccountMenu.tsx) are
 * separate chunks loaded when first opened, so a page's first JavaScript stays small. After
 * hydration it owns the dialogs (login, registration, password recovery,
 * logout confirmation, captcha), opens the login dialog for `?login=1` and the recovery dialog for
 * `?showForgotPasswordModal=1` on the home page (guests only, spec §2), re-checks the auth status
 * every 60 s while visible (spec §7), and logs an idle player off (spec §4 Idle).
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useHydrated } from '../shell/use-hydrated.ts';
import { useSignals } from '@preact/signals-react/runtime';
import {
  OFFICE_ANSWER_EVENT, PRODUCT_SETTLED_EVENT, api, auth, scheduleDeviceCheck, watchMediaToken, balance, initAuth, loadBalance, mainAccount, setAuth, urlLanguage, VERIFICATION_CHANGED_EVENT, watchAuth, watchPlayerEvents, type AuthState, type OfficeAnswerDetail, type ProductSettledDetail,
} from '../../client/auth/session.ts';
import { SETTLEMENT_NOTICE_KEYS, settlementNotice } from '../../client/products/settlement-notice.ts';
import { setAutoLogoffFlag, takeAutoLogoffNotice, trackActivity, watchIdle } from '../../client/auth/idle.ts';
import { pushNotice } from '../../client/shell/notifications.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { nextReminderAt, reminderDueAt, type ReminderConfig } from '../../domain/player/registration-reminder.ts';
import { STORAGE_KEYS, readItem, writeItem } from '../../client/shell/storage.ts';
import { captchaPrompt } from '../../client/auth/captcha.ts';
import { DIALOG_QUERY, OPEN_LOGIN_EVENT, OPEN_LOGOUT_EVENT } from '../../client/auth/navigation.ts';
import type { AccountMenuLink, Dialog } from './types.ts';
import { SOCIAL_BUTTONS_KEYS } from './SocialButtons.tsx';


// The dialogs and the account menu (react-aria overlays and forms) load when first opened.
const AuthDialogs = lazy(() => import('./AuthDialogs.tsx'));
const AccountMenu = lazy(() => import('./AccountMenu.tsx'));

/** Dictionary keys the panel and its dialogs use. */
export const AUTH_PANEL_KEYS = [
  'verif_status_changed', 'office_answer_payment_request', 'office_answer_appeal', 'office_answer_support_request',
  'main_error',
  'main_ok',
  'main_close',
  'main_query_error',
  'main_step_num',
  'header_you_sure',
  'header_confirm',
  'header_cancel',
  'auth_login',
  'auth_registration',
  ...SOCIAL_BUTTONS_KEYS,
  'auth_logout',
  'auth_balance',
  'auth_balance_loading',
  'auth_account_menu',
  'auth_deposit',
  'auth_login_modes',
  'auth_mode_login_password',
  'auth_mode_phone_password',
  'auth_mode_sms',
  'auth_field_login',
  'auth_field_password',
  'auth_field_email',
  'auth_field_country_code',
  'auth_field_phone',
  'auth_phone_length',
  'auth_field_sms_code',
  'auth_field_two_step_code',
  'auth_remember',
  'auth_send_code',
  'auth_code_sent',
  'auth_required',
  'auth_code_format',
  'auth_two_step_title',
  'auth_two_step_text',
  'auth_confirm',
  'auth_forgot_password',
  'auth_registration_type',
  'auth_type_email',
  'auth_type_phone',
  'auth_type_fast',
  'auth_fast_text',
  'auth_register',
  'auth_bonus_title',
  'auth_bonus_none',
  'auth_bonus_sports',
  'auth_bonus_casino',
  'auth_continue',
  'auth_done_title',
  'auth_done_text',
  'auth_done_credentials',
  'auth_your_login',
  'auth_recovery_title',
  'auth_recovery_identifier',
  'auth_recovery_code_sent',
  'auth_recovery_code',
  'auth_new_password',
  'auth_save_password',
  'auth_password_saved',
  'auth_idle_notice',
  'auth_reminder_title',
  'auth_reminder_text',
  'auth_reminder_later',
  'captcha_title',
  'captcha_checkbox',
  'captcha_checking',
  'captcha_failed',
  ...SETTLEMENT_NOTICE_KEYS,
] as const;

/** Auto logoff settings (site config isAutoLogoffEnable, autoLogoffInactiveMinutes). */
export interface AutoLogoffSettings {
  enabled: boolean;
  /** Inactivity period, minutes (fractions allowed: the test override). */
  minutes: number;
}

/** Props of the auth panel island. */
export interface AuthPanelProps extends IslandI18nProps {
  /** A player was logged in when the page was rendered (never who: the page may be shared). */
  loggedIn: boolean;
  /** Registration is open on this brand and domain (site config, not a VIP domain). */
  registrationOpen: boolean;
  /** The page is the home page (the forgot-password query opens the dialog there only). */
  isHome: boolean;
  /** Auto logoff on inactivity. */
  autoLogoff: AutoLogoffSettings;
  /** Dialog open on the first client render (stories). */
  initialDialog?: Dialog;
  /** The registration reminder for guests (site config `remindPopupConfig`); null or absent: none. */
  reminder?: ReminderConfig | null;
  /**
   * The player's account menu (spec §2 office menu): the office pages the player may open, text
   * already translated, and the deposit page (null when the brand has none built). Empty for guests.
   */
  accountMenu?: { links: AccountMenuLink[]; deposit: string | null };
}



/** Id of the inactivity notice in the notifications store. */
const IDLE_NOTICE_ID = 'auto-logoff';

/** The auth state: the server's answer while rendering on the server, the shared store in the browser. */
function useAuthState(loggedIn: boolean): AuthState {
  useState(() => (typeof window === 'undefined' ? null : initAuth(loggedIn)));
  const current = typeof window === 'undefined' ? null : auth.value;
  return current ?? { authenticated: loggedIn, userId: null };
}

function Balance() {
  useSignals();
  const t = useT();
  const account = mainAccount(balance.value);
  return (
    <span className="auth-balance" data-testid="auth-balance">
      <span className="auth-balance-label">{t('auth_balance')}</span>{' '}
      {account ? (
        <strong className="auth-balance-amount">{account.labelWithSymbol}</strong>
      ) : (
        <span className="auth-balance-amount" aria-busy="true">
          {t('auth_balance_loading')}
        </span>
      )}
    </span>
  );
}

/** The deposit link and the balance; the balance opens the account menu (loaded on first use). */
function AccountBar({ links, deposit }: { links: AccountMenuLink[]; deposit: string | null }) {
  const t = useT();
  const hydrated = useHydrated();
  const balanceOnly = <span className="button button-secondary auth-account-button"><Balance /></span>;
  return (
    <>
      {deposit && (
        <a className="button auth-deposit" href={deposit}>
          {t('auth_deposit')}
        </a>
      )}
      {links.length > 0 ? (
        // The menu is rendered in the browser only, after hydration: a server-rendered lazy part
        // would stay dehydrated (pressing it would do nothing) until its chunk arrived.
        hydrated ? (
          <Suspense fallback={balanceOnly}>
            <AccountMenu links={links} balance={<Balance />} />
          </Suspense>
        ) : balanceOnly
      ) : (
        <Balance />
      )}
    </>
  );
}

function Panel({ loggedIn, registrationOpen, isHome, autoLogoff, initialDialog, lng, accountMenu, reminder = null }: Omit<AuthPanelProps, 'locale' | 'messages'>) {
  useSignals();
  const t = useT();
  const state = useAuthState(loggedIn);
  const [dialog, setDialog] = useState<Dialog | null>(initialDialog ?? null);
  const dialogRef = useRef(dialog);
  dialogRef.current = dialog;
  const language = () => urlLanguage() ?? lng;

  // Dialogs asked for by the URL (guests only, spec §2).
  useEffect(() => {
    if (loggedIn) return;
    const query = new URLSearchParams(location.search);
    if (query.get(DIALOG_QUERY.login) === '1') setDialog('login');
    else if (isHome && query.get(DIALOG_QUERY.forgotPassword) === '1') setDialog('forgot');
  }, [loggedIn, isHome]);

  // Other islands (the coupon) ask for the login dialog with a window event.
  useEffect(() => {
    if (state.authenticated) return;
    const open = (event: Event) => {
      event.preventDefault();
      setDialog('login');
    };
    window.addEventListener(OPEN_LOGIN_EVENT, open);
    return () => window.removeEventListener(OPEN_LOGIN_EVENT, open);
  }, [state.authenticated]);

  // The phone menu sheet asks for the logout confirmation with a window event.
  useEffect(() => {
    if (!state.authenticated) return;
    const open = () => setDialog('logout');
    window.addEventListener(OPEN_LOGOUT_EVENT, open);
    return () => window.removeEventListener(OPEN_LOGOUT_EVENT, open);
  }, [state.authenticated]);

  // The inactivity notice of the previous auto logoff, on an authenticated load (spec §4 Idle).
  useEffect(() => {
    if (takeAutoLogoffNotice(loggedIn)) pushNotice({ id: IDLE_NOTICE_ID, kind: 'warning', text: t('auth_idle_notice') });
  }, [loggedIn, t]);

  // The registration reminder (spec §9 remindPopupConfig): a guest is asked `delay` s after the
  // first visit and then every `interval` min, the next time kept in local storage across pages;
  // never over another dialog (it waits 10 s and looks again).
  useEffect(() => {
    if (state.authenticated || !registrationOpen || reminder === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const now = Date.now();
      const stored = readItem(STORAGE_KEYS.registrationReminderAt);
      const due = reminderDueAt(stored, now, reminder);
      if (stored === null) writeItem(STORAGE_KEYS.registrationReminderAt, String(due));
      timer = setTimeout(() => {
        if (dialogRef.current !== null) {
          timer = setTimeout(schedule, 10_000);
          return;
        }
        writeItem(STORAGE_KEYS.registrationReminderAt, String(nextReminderAt(Date.now(), reminder)));
        setDialog('reminder');
        schedule();
      }, Math.max(0, due - now));
    };
    schedule();
    return () => clearTimeout(timer);
  }, [state.authenticated, registrationOpen, reminder]);

  // Spec §7: the session check and device fingerprint about 8 s after load; players' media token every 10 min.
  useEffect(() => scheduleDeviceCheck(), []);
  useEffect(() => (state.authenticated ? watchMediaToken() : undefined), [state.authenticated]);

  // Activity is recorded for every visitor, so a fresh login never starts out idle.
  useEffect(() => trackActivity(), []);

  // Auth status refresh: a login or logout elsewhere, or an expired session, reloads the page.
  useEffect(() => watchAuth(() => location.reload()), []);

  useEffect(() => {
    if (state.authenticated) void loadBalance().catch(() => {});
  }, [state.authenticated, state.userId]);

  // The player's events: a settled coupon updates the balance (and the coupon, the history) at once.
  useEffect(() => (state.authenticated ? watchPlayerEvents() : undefined), [state.authenticated]);

  // A settled lotto ticket, toto coupon or virtual bet: the player is told on whatever page is open.
  useEffect(() => {
    const onSettled = (event: Event) => void pushNotice(settlementNotice((event as CustomEvent<ProductSettledDetail>).detail, t));
    window.addEventListener(PRODUCT_SETTLED_EVENT, onSettled);
    return () => window.removeEventListener(PRODUCT_SETTLED_EVENT, onSettled);
  }, [t]);

  // A verification decision by staff (office verification): a notice on whatever page is open.
  useEffect(() => {
    const changed = (event: Event) => {
      const { status } = (event as CustomEvent<{ status: string }>).detail;
      pushNotice({ id: `verification-${status}-${Date.now()}`, kind: 'default', text: t('verif_status_changed') });
    };
    window.addEventListener(VERIFICATION_CHANGED_EVENT, changed);
    return () => window.removeEventListener(VERIFICATION_CHANGED_EVENT, changed);
  }, [t]);

  // Staff answered a payment request, ban appeal or support request: a notice on whatever page is open.
  useEffect(() => {
    const answered = (event: Event) => {
      const { topic, id } = (event as CustomEvent<OfficeAnswerDetail>).detail;
      if (topic !== 'payment_request' && topic !== 'appeal' && topic !== 'support_request') return;
      pushNotice({ id: `answer-${topic}-${id}`, kind: 'default', text: t(`office_answer_${topic}`, { id }) });
    };
    window.addEventListener(OFFICE_ANSWER_EVENT, answered);
    return () => window.removeEventListener(OFFICE_ANSWER_EVENT, answered);
  }, [t]);

  useEffect(() => {
    if (!state.authenticated) return;
    return watchIdle({
      enabled: autoLogoff.enabled,
      inactiveMinutes: autoLogoff.minutes,
      onIdle: () => {
        setAutoLogoffFlag();
        void api()
          .post('/web-api/auth/logout')
          .catch(() => {})
          .finally(() => {
            setAuth(null);
            location.reload();
          });
      },
    });
  }, [state.authenticated, autoLogoff.enabled, autoLogoff.minutes]);

  // Spec §5: on the registration page no second form opens; the button leads to the page's own form.
  const openRegistration = () => {
    const onPage = document.getElementById('registration-form');
    if (onPage) onPage.scrollIntoView({ block: 'start' });
    else setDialog('registration');
  };

  return (
    <div className="auth-panel" data-authenticated={state.authenticated ? 'true' : 'false'}>
      {state.authenticated ? (
        <>
          <AccountBar links={accountMenu?.links ?? []} deposit={accountMenu?.deposit ?? null} />
          <button type="button" className="button button-secondary auth-logout" onClick={() => setDialog('logout')}>
            {t('auth_logout')}
          </button>
        </>
      ) : (
        <>
          <button type="button" className="button button-secondary" onClick={() => setDialog('login')}>
            {t('auth_login')}
          </button>
          {registrationOpen && (
            <button type="button" className="button" onClick={openRegistration}>
              {t('auth_registration')}
            </button>
          )}
        </>
      )}
      {(dialog !== null || captchaPrompt.value !== null) && (
        <Suspense fallback={null}>
          <AuthDialogs dialog={dialog} setDialog={setDialog} registrationOpen={registrationOpen} lng={language()} />
        </Suspense>
      )}
    </div>
  );
}

/** The auth panel island. */
export default function AuthPanel({ locale, messages, ...rest }: AuthPanelProps) {
  return (
    <IslandI18n lng={rest.lng} locale={locale} messages={messages}>
      <Panel {...rest} />
    </IslandI18n>
  );
}
