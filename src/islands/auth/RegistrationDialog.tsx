/**
 * The registration step modal (spec §2 "a registration step modal with progress labels
 * 'main_step_num' for steps 1..n+1", §4 Registration types and bonus choice):
 * 1. choose the type (e-mail, phone, one click) and fill it in; the server asks for a captcha; or
 *    register through a social provider the brand has on (its buttons; the sign-in ends on
 *    `/registration/socialregistration`);
 * 2. choose the bonus (decline, sports bonus, casino bonus) → `POST /web-api/user/bonus-choice`;
 * 3. done; a one-click registration shows its generated login and password once.
 * The player is logged in from step 2 on (the server sets the session cookie on registration).
 */
import { useState } from 'react';
import { Button, FieldError, Form, Label, RadioButton, RadioField, RadioGroup } from 'react-aria-components';
import { api, loadBalance, setAuth, urlLanguage } from '../../client/auth/session.ts';
import { markActive } from '../../client/auth/idle.ts';
import { useT } from '../shell/i18n.tsx';
import { CredentialsList, FormAlert, FormFooter, AuthFrame, SmsCodeFields, TextInput, phoneNumberBody, type FormSubmit, usePendingAction, useSmsCode } from './ui.tsx';
import { afterLoginTarget } from '../../client/auth/navigation.ts';
import { SocialButtons } from './SocialButtons.tsx';

/** Registration types offered (spec §4: one_click/fast, phone, full e-mail). */
export type RegistrationType = 'email' | 'phone' | 'fast';
/** Bonus choices of spec §4. */
export type BonusChoice = 'none' | 'sports' | 'casino';

/** Answer of `POST /web-api/auth/register`. */
export interface RegisterResponse {
  user_id: number;
  login?: string;
  password?: string;
}

/** Number of steps: the two input steps and the final one (n + 1). */
const REGISTRATION_STEPS = 3;

/** Props of {@link RegistrationDialog}. */
export interface RegistrationDialogProps {
  /** In the page (its account page) rather than a modal: {@link AuthFrame}. */
  inline?: boolean;
  isOpen: boolean;
  onClose: () => void;
  /** Step shown when the dialog opens (stories); 1 normally. */
  initialStep?: 1 | 2 | 3;
  /** Credentials to show in step 3 (stories). */
  initialCredentials?: { login: string; password: string } | null;
}

function Choice({ value, children }: { value: string; children: string }) {
  return (
    <RadioField className="radio-field" value={value}>
      <RadioButton className="radio">
        <span className="radio-dot" aria-hidden="true" />
        {children}
      </RadioButton>
    </RadioField>
  );
}

/** The registration dialog. */
export function RegistrationDialog({ isOpen, onClose, initialStep = 1, initialCredentials = null, inline }: RegistrationDialogProps) {
  const t = useT();
  const [step, setStep] = useState<1 | 2 | 3>(initialStep);
  const [type, setType] = useState<RegistrationType>('email');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [countryCode, setCountryCode] = useState('');
  const [phone, setPhone] = useState('');
  const [smsCode, setSmsCode] = useState('');
  const [bonus, setBonus] = useState<BonusChoice | null>(null);
  const [credentials, setCredentials] = useState<{ login: string; password: string } | null>(initialCredentials);
  const { pending, error, setError, run } = usePendingAction();
  const sms = useSmsCode(run, countryCode, phone);

  const finish = () => {
    const registered = step > 1;
    setStep(1);
    setCredentials(null);
    setError(null);
    onClose();
    if (!registered) return;
    const target = afterLoginTarget(location.href);
    if (target.kind === 'go') location.assign(target.href);
  };

  const register = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      const body =
        type === 'fast' ? { type }
        : type === 'email' ? { type, email: email.trim(), password }
        : { type, ...phoneNumberBody(countryCode, phone), password, sms_code: smsCode.trim() };
      const answer = await api().post<RegisterResponse>('/web-api/auth/register', body);
      markActive();
      setAuth(answer.user_id);
      setCredentials(answer.login && answer.password ? { login: answer.login, password: answer.password } : null);
      setStep(2);
      void loadBalance().catch(() => {});
    });
  };

  const chooseBonus = (event: FormSubmit) => {
    event.preventDefault();
    if (!bonus) return;
    void run(async () => {
      await api().post('/web-api/user/bonus-choice', { choice: bonus });
      setStep(3);
    });
  };

  const title = (
    <>
      <span>{t('auth_registration')}</span> <span className="dialog-step">{t('main_step_num', { step, count: REGISTRATION_STEPS })}</span>
    </>
  );

  return (
    <AuthFrame inline={inline} isOpen={isOpen} onClose={finish} title={title}>
      {step === 1 && (
        <Form className="form" onSubmit={register}>
          <RadioGroup className="radio-group" value={type} onChange={(value) => { setType(value as RegistrationType); setError(null); }} isRequired>
            <Label className="field-label">{t('auth_registration_type')}</Label>
            <div className="radio-options">
              <Choice value="email">{t('auth_type_email')}</Choice>
              <Choice value="phone">{t('auth_type_phone')}</Choice>
              <Choice value="fast">{t('auth_type_fast')}</Choice>
            </div>
          </RadioGroup>
          {type === 'email' && (
            <>
              <TextInput label={t('auth_field_email')} name="email" type="email" autoComplete="email" value={email} onChange={setEmail} />
              <TextInput label={t('auth_field_password')} name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
            </>
          )}
          {type === 'phone' && (
            <>
              <SmsCodeFields
                sms={sms}
                pending={pending}
                code={smsCode}
                onCode={setSmsCode}
                codeName="sms_code"
                countryCode={countryCode}
                phone={phone}
                onCountryCode={setCountryCode}
                onPhone={setPhone}
              />
              {sms.sent && <TextInput label={t('auth_field_password')} name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />}
            </>
          )}
          {type === 'fast' && <p>{t('auth_fast_text')}</p>}
          {type !== 'phone' || sms.sent ? <FormFooter error={error} pending={pending} submitLabel={t('auth_register')} /> : <FormAlert error={error} />}
        </Form>
      )}
      {step === 1 && <SocialButtons lng={urlLanguage() ?? ''} />}
      {step === 2 && (
        <Form className="form" onSubmit={chooseBonus}>
          <RadioGroup className="radio-group" value={bonus} onChange={(value) => setBonus(value as BonusChoice)} isRequired validate={(value) => (value ? null : t('auth_required'))}>
            <Label className="field-label">{t('auth_bonus_title')}</Label>
            <div className="radio-options">
              <Choice value="none">{t('auth_bonus_none')}</Choice>
              <Choice value="sports">{t('auth_bonus_sports')}</Choice>
              <Choice value="casino">{t('auth_bonus_casino')}</Choice>
            </div>
            <FieldError className="field-error" />
          </RadioGroup>
          <FormFooter error={error} pending={pending} submitLabel={t('auth_continue')} />
        </Form>
      )}
      {step === 3 && (
        <div className="form">
          <p className="dialog-lead">{t('auth_done_title')}</p>
          <p>{t('auth_done_text')}</p>
          {credentials && <CredentialsList login={credentials.login} password={credentials.password} />}
          <div className="dialog-actions">
            <Button className="button" onPress={finish} autoFocus>
              {t('main_ok')}
            </Button>
          </div>
        </div>
      )}
    </AuthFrame>
  );
}
