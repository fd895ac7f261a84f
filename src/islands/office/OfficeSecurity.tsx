/**
 * The security forms of `office/security` (spec §2; §3 protection methods; §4 protection level
 * and two-step login): protection level with its band and methods, change of password
 * (`POST /web-api/user/password/change`), two-step login on (`/web-api/user/two-step/setup`, then
 * `enable` with a code) and off (`disable` with a code), and the live sessions with "end session"
 * for every session but the current one (`GET /web-api/user/sessions`, `POST …/sessions/end`).
 * Errors show the server's detail (spec §8 "JSON API errors joined from each error's detail").
 */
import { useState, type FormEvent } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import type { SessionView } from '../../../schemas/office-api.ts';
import type { SecurityPageData } from '../../domain/pages/office-security.ts';
import { api } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { useClock } from '../shell/Moment.tsx';
import { formatMoment } from '../../domain/clock.ts';

/** Dictionary keys the island uses. */
export const SECURITY_KEYS = [
  'security_protection_level', 'security_band_bad', 'security_band_normal', 'security_band_good', 'security_band_full',
  'security_method_is_changed_password', 'security_method_enable_two_factor_auth', 'security_method_enable_phone_binding',
  'security_method_enable_security_question', 'security_method_enable_email_auth', 'security_method_on', 'security_method_off',
  'security_password_title', 'security_old_password', 'security_new_password', 'security_password_save', 'security_password_saved',
  'security_two_step_title', 'security_two_step_on', 'security_two_step_off', 'security_two_step_setup', 'security_two_step_secret',
  'security_two_step_code', 'security_two_step_enable', 'security_two_step_disable', 'security_sessions_title',
  'security_session_current', 'security_session_unknown_device', 'security_session_remembered', 'security_session_started', 'security_session_last_seen',
  'security_session_end', 'security_session_ended', 'main_query_error', 'main_save_success',
] as const;

type Notice = { kind: 'info' | 'error'; text: string };
const METHODS = ['is_changed_password', 'enable_two_factor_auth', 'enable_phone_binding', 'enable_security_question', 'enable_email_auth'] as const;


function Panel({ data }: { data: SecurityPageData }) {
  const t = useT();
  const clock = useClock();
  const when = (iso: string) => formatMoment(iso, clock);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState(false);
  const [sessions, setSessions] = useState<SessionView[]>(data.sessions);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [twoStep, setTwoStep] = useState(data.methods.enable_two_factor_auth);
  const [setup, setSetup] = useState<{ secret: string; uri: string } | null>(null);
  const [code, setCode] = useState('');

  const call = async <T,>(send: () => Promise<T>, success: string): Promise<T | null> => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await send();
      setNotice({ kind: 'info', text: t(success) });
      return answer;
    } catch (error) {
      setNotice({ kind: 'error', text: isApiError(error) && error.message ? error.message : t('main_query_error') });
      return null;
    } finally {
      setBusy(false);
    }
  };
  const refreshSessions = async () => {
    const answer = await api().get<{ sessions: SessionView[] }>('/web-api/user/sessions').catch(() => null);
    if (answer) setSessions(answer.sessions);
  };
  const changePassword = async (event: FormEvent) => {
    event.preventDefault();
    if (await call(() => api().post('/web-api/user/password/change', { oldPassword, newPassword }), 'security_password_saved')) {
      setOldPassword('');
      setNewPassword('');
      await refreshSessions();
    }
  };
  const beginSetup = async () => {
    const answer = await call(() => api().post<{ secret: string; uri: string }>('/web-api/user/two-step/setup', {}), 'security_two_step_secret');
    if (answer) setSetup(answer);
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    const path = twoStep ? '/web-api/user/two-step/disable' : '/web-api/user/two-step/enable';
    if (await call(() => api().post(path, { code: code.trim() }), 'main_save_success')) {
      setTwoStep(!twoStep);
      setSetup(null);
      setCode('');
    }
  };
  const endSession = async (ref: string) => {
    if (await call(() => api().post('/web-api/user/sessions/end', { ref }), 'security_session_ended')) await refreshSessions();
  };

  return (
    <div className="office-security" data-testid="office-security">
      {notice && <p className={`rg-notice rg-notice-${notice.kind}`} role="alert" data-testid="security-notice">{notice.text}</p>}

      <section aria-labelledby="security-protection">
        <h2 id="security-protection">{t('security_protection_level')}</h2>
        <p data-testid="protection-level" data-band={data.protectionBand}>
          <meter min={0} max={100} low={31} high={70} optimum={100} value={data.protectionLevel}>{data.protectionLevel}</meter>{' '}
          {data.protectionLevel} / 100 · {t(`security_band_${data.protectionBand}`)}
        </p>
        <ul className="rg-list">
          {METHODS.map((method) => (
            <li key={method} data-method={method} data-on={String(data.methods[method])}>
              {t(`security_method_${method}`)}: {t(data.methods[method] ? 'security_method_on' : 'security_method_off')}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="security-password">
        <h2 id="security-password">{t('security_password_title')}</h2>
        <form className="rg-form" onSubmit={changePassword} data-testid="password-form">
          <TextField className="field" type="password" value={oldPassword} onChange={setOldPassword} isRequired autoComplete="current-password">
            <Label>{t('security_old_password')}</Label>
            <Input data-testid="old-password" />
          </TextField>
          <TextField className="field" type="password" value={newPassword} onChange={setNewPassword} isRequired autoComplete="new-password">
            <Label>{t('security_new_password')}</Label>
            <Input data-testid="new-password" />
          </TextField>
          <Button type="submit" className="button" isDisabled={busy}>{t('security_password_save')}</Button>
        </form>
      </section>

      <section aria-labelledby="security-two-step">
        <h2 id="security-two-step">{t('security_two_step_title')}</h2>
        <p data-testid="two-step-state">{t(twoStep ? 'security_two_step_on' : 'security_two_step_off')}</p>
        {!twoStep && !setup && <Button className="button" isDisabled={busy} onPress={() => void beginSetup()}>{t('security_two_step_setup')}</Button>}
        {setup && <p data-testid="two-step-secret">{t('security_two_step_secret')} <code>{setup.secret}</code></p>}
        {(twoStep || setup) && (
          <form className="rg-form" onSubmit={submitCode} data-testid="two-step-form">
            <TextField className="field" value={code} onChange={setCode} isRequired inputMode="numeric" autoComplete="one-time-code">
              <Label>{t('security_two_step_code')}</Label>
              <Input data-testid="two-step-code" />
            </TextField>
            <Button type="submit" className="button" isDisabled={busy}>{t(twoStep ? 'security_two_step_disable' : 'security_two_step_enable')}</Button>
          </form>
        )}
      </section>

      <section aria-labelledby="security-sessions">
        <h2 id="security-sessions">{t('security_sessions_title')}</h2>
        <ul className="rg-list" data-testid="sessions">
          {sessions.map((session) => (
            <li key={session.ref} data-session={session.ref} data-current={String(session.current)}>
              <span className="session-device" data-testid="session-device">{session.device ?? t('security_session_unknown_device')}</span>
              {session.address && <> · <span dir="ltr">{session.address}</span></>} · {t('security_session_started', { when: when(session.createdAt) })} · {t('security_session_last_seen', { when: when(session.lastSeenAt) })}
              {session.remembered && <> · {t('security_session_remembered')}</>}
              {session.current ? <> · <strong>{t('security_session_current')}</strong></> : (
                <Button className="button button-secondary" isDisabled={busy} onPress={() => void endSession(session.ref)}>{t('security_session_end')}</Button>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

/** The island. */
export default function OfficeSecurity({ lng, locale, messages, data }: IslandI18nProps & { data: SecurityPageData }) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Panel data={data} />
    </IslandI18n>
  );
}
