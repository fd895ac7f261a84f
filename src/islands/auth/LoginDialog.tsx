/**
 * The login dialog (spec §4 "Login auth form modes: login_password, phone_password, sms,
 * login_password_two_step_code"): tabs for the three first-step modes; when the server answers
 * two_step_required the dialog switches to the two-step mode and asks for the 6-digit code. On
 * success the page reloads (the session cookie is HttpOnly) or goes to a safe return URL.
 */
import { useState, type ReactNode } from 'react';
import { Button, CheckboxButton, CheckboxField, Form, Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { api, setAuth, urlLanguage } from '../../client/auth/session.ts';
import { markActive } from '../../client/auth/idle.ts';
import { useT } from '../shell/i18n.tsx';
import { CodeInput, FormAlert, FormFooter, AuthFrame, SmsCodeFields, TextInput, phoneNumberBody, type FormSubmit, usePendingAction, useSmsCode, PhoneFields } from './ui.tsx';
import { goAfterLogin } from '../../client/auth/navigation.ts';
import { SocialButtons } from './SocialButtons.tsx';

/** Form modes of spec §4. */
export type LoginMode = 'login_password' | 'phone_password' | 'sms' | 'login_password_two_step_code';

type FirstStepMode = Exclude<LoginMode, 'login_password_two_step_code'>;

/** Answer of `POST /web-api/auth/login`. */
export type LoginResponse = { status: 'ok'; user_id: number } | { status: 'two_step_required'; challenge: string };

/** Props of {@link LoginDialog}. */
export interface LoginDialogProps {
  /** In the page (its account page) rather than a modal: {@link AuthFrame}. */
  inline?: boolean;
  isOpen: boolean;
  onClose: () => void;
  /** Opens the forgot-password flow instead. */
  onForgotPassword: () => void;
  /** Called after a successful login; by default the page reloads or goes to the return URL. */
  onLoggedIn?: (userId: number) => void;
  /** The mode shown first. */
  initialMode?: FirstStepMode;
}

function RememberMe({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  const t = useT();
  return (
    <CheckboxField isSelected={value} onChange={onChange} name="save">
      <CheckboxButton className="checkbox">
        <span className="checkbox-box" aria-hidden="true" />
        {t('auth_remember')}
      </CheckboxButton>
    </CheckboxField>
  );
}

/** The login dialog. */
export function LoginDialog({ isOpen, onClose, onForgotPassword, onLoggedIn, initialMode = 'login_password', inline }: LoginDialogProps) {
  const t = useT();
  const [mode, setMode] = useState<LoginMode>(initialMode);
  const [login, setLogin] = useState('');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState('');
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [challenge, setChallenge] = useState<string | null>(null);
  const [twoStepCode, setTwoStepCode] = useState('');
  const { pending, error, setError, run } = usePendingAction();
  const sms = useSmsCode(run, countryCode, phone);

  const close = () => {
    setMode(initialMode);
    setChallenge(null);
    setTwoStepCode('');
    setError(null);
    onClose();
  };

  const succeed = (userId: number) => {
    markActive();
    setAuth(userId);
    (onLoggedIn ?? goAfterLogin)(userId);
  };

  const submitFirstStep = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      const phoneFields = phoneNumberBody(countryCode, phone);
      const body =
        mode === 'phone_password' ? { mode, ...phoneFields, uPassword: password, save: remember }
        : mode === 'sms' ? { mode, ...phoneFields, code: smsCode.trim(), save: remember }
        : { mode: 'login_password', uLogin: login.trim(), uPassword: password, save: remember };
      const answer = await api().post<LoginResponse>('/web-api/auth/login', body);
      if (answer.status === 'two_step_required') {
        setChallenge(answer.challenge);
        setMode('login_password_two_step_code');
        return;
      }
      succeed(answer.user_id);
    });
  };

  const submitTwoStep = (event: FormSubmit) => {
    event.preventDefault();
    if (!challenge) return;
    void run(async () => {
      const answer = await api().post<{ status: 'ok'; user_id: number }>('/web-api/auth/two-step', { challenge, code: twoStepCode.trim() });
      succeed(answer.user_id);
    });
  };

  /** A password form of a first-step mode: its identifier fields, the password and remember-me. */
  const passwordForm = (identifierFields: ReactNode) => (
    <Form className="form" onSubmit={submitFirstStep}>
      {identifierFields}
      <TextInput label={t('auth_field_password')} name="uPassword" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
      <RememberMe value={remember} onChange={setRemember} />
      <FormFooter error={error} pending={pending} submitLabel={t('auth_login')}>
        <Button className="link-button" onPress={onForgotPassword}>
          {t('auth_forgot_password')}
        </Button>
      </FormFooter>
    </Form>
  );

  if (mode === 'login_password_two_step_code') {
    return (
      <AuthFrame inline={inline} isOpen={isOpen} onClose={close} title={t('auth_two_step_title')}>
        <Form className="form" onSubmit={submitTwoStep} data-mode={mode}>
          <p>{t('auth_two_step_text')}</p>
          <CodeInput label={t('auth_field_two_step_code')} name="code" value={twoStepCode} onChange={setTwoStepCode} autoFocus />
          <FormFooter error={error} pending={pending} submitLabel={t('auth_confirm')} />
        </Form>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame inline={inline} isOpen={isOpen} onClose={close} title={t('auth_login')}>
      <Tabs
        className="tabs"
        selectedKey={mode}
        onSelectionChange={(key: Key) => {
          setMode(key as FirstStepMode);
          setError(null);
        }}
      >
        <TabList className="tab-list" aria-label={t('auth_login_modes')}>
          <Tab className="tab" id="login_password">
            {t('auth_mode_login_password')}
          </Tab>
          <Tab className="tab" id="phone_password">
            {t('auth_mode_phone_password')}
          </Tab>
          <Tab className="tab" id="sms">
            {t('auth_mode_sms')}
          </Tab>
        </TabList>
        <TabPanel className="tab-panel" id="login_password">
          {passwordForm(<TextInput label={t('auth_field_login')} name="uLogin" autoComplete="username" value={login} onChange={setLogin} />)}
        </TabPanel>
        <TabPanel className="tab-panel" id="phone_password">
          {passwordForm(<PhoneFields countryCode={countryCode} phone={phone} onCountryCode={setCountryCode} onPhone={setPhone} />)}
        </TabPanel>
        <TabPanel className="tab-panel" id="sms">
          <Form className="form" onSubmit={submitFirstStep}>
            <SmsCodeFields
              sms={sms}
              pending={pending}
              code={smsCode}
              onCode={setSmsCode}
              codeName="code"
              countryCode={countryCode}
              phone={phone}
              onCountryCode={setCountryCode}
              onPhone={setPhone}
            />
            <RememberMe value={remember} onChange={setRemember} />
            {sms.sent ? <FormFooter error={error} pending={pending} submitLabel={t('auth_login')} /> : <FormAlert error={error} />}
          </Form>
        </TabPanel>
      </Tabs>
      <SocialButtons lng={urlLanguage() ?? ''} />
    </AuthFrame>
  );
}
