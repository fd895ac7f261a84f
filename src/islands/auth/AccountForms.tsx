/**
 * The forms of the account pages (spec §2 Auth): the header's login, registration and recovery
 * dialogs in the page (one form component each, {@link AuthFrame} `inline`), and the user
 * section's link flows: a new password through a reset link (`POST /web-api/auth/password/link`),
 * the activation button (`POST /web-api/auth/activation/confirm`), a new activation link
 * (`POST /web-api/user/activation/send`) and the phone confirmation by SMS code
 * (`POST /web-api/auth/sms/send`, then `POST /web-api/user/phone/confirm`). Captcha prompts are
 * answered by the header's auth panel, as for the dialogs.
 */
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { goAfterLogin } from '../../client/auth/navigation.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { FormFooter, FormStatus, SmsCodeFields, TextInput, phoneNumberBody, type FormSubmit, usePendingAction, useSmsCode } from './ui.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { RegistrationDialog } from './RegistrationDialog.tsx';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import { SOCIAL_BUTTONS_KEYS } from './SocialButtons.tsx';

/** Dictionary keys of the account forms (the dialogs' and the link flows'). */
export const ACCOUNT_FORMS_KEYS = [
  'main_error', 'main_ok', 'main_close', 'main_query_error', 'main_step_num',
  'auth_login', 'auth_registration', 'auth_login_modes', 'auth_mode_login_password', 'auth_mode_phone_password', 'auth_mode_sms',
  'auth_field_login', 'auth_field_password', 'auth_field_email', 'auth_field_country_code', 'auth_field_phone', 'auth_phone_length', 'auth_field_sms_code',
  'auth_field_two_step_code', 'auth_remember', 'auth_send_code', 'auth_code_sent', 'auth_required', 'auth_code_format',
  'auth_two_step_title', 'auth_two_step_text', 'auth_confirm', 'auth_forgot_password', 'auth_registration_type', 'auth_type_email',
  'auth_type_phone', 'auth_type_fast', 'auth_fast_text', 'auth_register', 'auth_bonus_title', 'auth_bonus_none', 'auth_bonus_sports',
  'auth_bonus_casino', 'auth_continue', 'auth_done_title', 'auth_done_text', 'auth_done_credentials', 'auth_your_login',
  'auth_recovery_title', 'auth_recovery_identifier', 'auth_recovery_code_sent', 'auth_recovery_code', 'auth_new_password',
  'auth_save_password', 'auth_password_saved',
  'account_reset_new_title', 'account_activate_confirm', 'account_activated', 'account_send_link', 'account_link_sent',
  'account_verify_phone_done',
  ...SOCIAL_BUTTONS_KEYS,
] as const;

/** Which form the page shows. */
type AccountFormView =
  | { kind: 'login' }
  | { kind: 'registration' }
  | { kind: 'recover' }
  | { kind: 'reset-link'; token: string }
  | { kind: 'activate'; token: string }
  | { kind: 'send-activation'; email: string }
  | { kind: 'confirm-phone' };

/** Props of the account forms island. */
interface AccountFormsProps extends IslandI18nProps {
  view: AccountFormView;
}

function ResetByLink({ token, lng }: { token: string; lng: string }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const { pending, error, run } = usePendingAction();
  const save = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      await api().post('/web-api/auth/password/link', { token, password });
      setSaved(true);
    });
  };
  if (saved) {
    return (
      <div className="form">
        <FormStatus>{t('auth_password_saved')}</FormStatus>
        <div className="dialog-actions"><a className="button" href={`/${lng}/login`}>{t('auth_login')}</a></div>
      </div>
    );
  }
  return (
    <Form className="form" onSubmit={save}>
      <TextInput label={t('auth_new_password')} name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} autoFocus />
      <FormFooter error={error} pending={pending} submitLabel={t('auth_save_password')} />
    </Form>
  );
}

function ActivateButton({ token, lng }: { token: string; lng: string }) {
  const t = useT();
  const [done, setDone] = useState(false);
  const { pending, error, run } = usePendingAction();
  const confirm = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      await api().post('/web-api/auth/activation/confirm', { token });
      setDone(true);
    });
  };
  if (done) {
    return (
      <div className="form">
        <FormStatus>{t('account_activated')}</FormStatus>
        <div className="dialog-actions"><a className="button" href={`/${lng}`}>{t('main_ok')}</a></div>
      </div>
    );
  }
  return (
    <Form className="form" onSubmit={confirm}>
      <FormFooter error={error} pending={pending} submitLabel={t('account_activate_confirm')} />
    </Form>
  );
}

function SendActivation({ email: initial }: { email: string }) {
  const t = useT();
  const [email, setEmail] = useState(initial);
  const [sent, setSent] = useState<{ email: string; hours: number } | null>(null);
  const { pending, error, run } = usePendingAction();
  const send = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      const answer = await api().post<{ expiresInSeconds: number }>('/web-api/user/activation/send', { email: email.trim() });
      setSent({ email: email.trim(), hours: Math.round(answer.expiresInSeconds / 3600) });
    });
  };
  return (
    <Form className="form" onSubmit={send}>
      <TextInput label={t('auth_field_email')} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
      {sent && <FormStatus>{t('account_link_sent', sent)}</FormStatus>}
      <FormFooter error={error} pending={pending} submitLabel={t('account_send_link')} />
    </Form>
  );
}

function ConfirmPhone() {
  const t = useT();
  const [countryCode, setCountryCode] = useState('');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [done, setDone] = useState(false);
  const { pending, error, run } = usePendingAction();
  const sms = useSmsCode(run, countryCode, phone);
  const confirm = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      await api().post('/web-api/user/phone/confirm', { ...phoneNumberBody(countryCode, phone), code: code.trim() });
      setDone(true);
    });
  };
  if (done) return <FormStatus>{t('account_verify_phone_done')}</FormStatus>;
  return (
    <Form className="form" onSubmit={confirm}>
      <SmsCodeFields sms={sms} pending={pending} code={code} onCode={setCode} codeName="code" countryCode={countryCode} phone={phone} onCountryCode={setCountryCode} onPhone={setPhone} />
      {sms.sent && <FormFooter error={error} pending={pending} submitLabel={t('auth_confirm')} />}
    </Form>
  );
}

function View({ view, lng }: { view: AccountFormView; lng: string }) {
  const noop = () => {};
  switch (view.kind) {
    case 'login':
      return <LoginDialog inline isOpen onClose={noop} onForgotPassword={() => location.assign(`/${lng}/user/passwordreset`)} />;
    case 'registration':
      return <RegistrationDialog inline isOpen onClose={goAfterLogin} />;
    case 'recover':
      return <ForgotPasswordDialog inline isOpen onClose={noop} onLogin={() => location.assign(`/${lng}/login`)} />;
    case 'reset-link':
      return <ResetByLink token={view.token} lng={lng} />;
    case 'activate':
      return <ActivateButton token={view.token} lng={lng} />;
    case 'send-activation':
      return <SendActivation email={view.email} />;
    case 'confirm-phone':
      return <ConfirmPhone />;
  }
}

/** The account forms island. */
export default function AccountForms({ view, lng, locale, messages }: AccountFormsProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <View view={view} lng={lng} />
    </IslandI18n>
  );
}
