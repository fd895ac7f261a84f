/**
 * The user transfer flow (spec §3 User transfer data, §4 User transfer, §6, §7 Account and
 * transfer), three steps:
 * 1. phone (country code + number) → `send-code/{transferKey}`; the API client answers the
 *    captcha (code 113) through the page's captcha dialog (the header's auth panel);
 * 2. the SMS code → `check-code/{transferKey}` gives a redirect token, then `user-data` with it
 *    gives the transferred credentials (spec §8: transfer calls rethrow, the error is shown);
 * 3. the credentials, shown once, and Continue → `/{lng}?transfered=1`.
 */
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { CodeInput, CredentialsList, FormFooter, FormStatus, normaliseCountryCode, type FormSubmit, usePendingAction, PhoneFields } from '../auth/ui.tsx';

/** Dictionary keys the flow uses. */
export const USER_TRANSFER_KEYS = [
  'main_error',
  'main_query_error',
  'main_step_num',
  'auth_field_country_code',
  'auth_field_phone',
  'auth_phone_length',
  'auth_field_sms_code',
  'auth_field_password',
  'auth_send_code',
  'auth_code_sent',
  'auth_required',
  'auth_code_format',
  'auth_confirm',
  'auth_continue',
  'auth_done_credentials',
  'auth_your_login',
  'transfer_phone_title',
  'transfer_phone_text',
  'transfer_code_title',
  'transfer_code_text',
  'transfer_change_phone',
  'transfer_done_title',
  'transfer_done_text',
] as const;

/** Base path of the transfer calls (spec §7). */
export const USER_TRANSFER_API = '/web-api/api/internal/v1/account/user-transfer';

/** Answer of `check-code/{transferKey}`. */
interface CheckCodeResponse {
  status: 'ok';
  redirectToken: string;
}

/** Answer of `user-data` (spec §3 User transfer data: id, password). */
interface UserDataResponse {
  status: 'ok';
  user: { id: string; password: string };
}

/** The transferred credentials. */
interface TransferCredentials {
  id: string;
  password: string;
}

/** Props of the island. */
export interface UserTransferProps extends IslandI18nProps {
  /** The player's transfer key (`{transferKey}` of the calls). */
  transferKey: string;
  /** Where Continue goes when done, e.g. `/en?transfered=1`. */
  doneHref: string;
  /** Step shown first and its data (stories). */
  initial?: { step: 'code'; phone: string } | { step: 'done'; credentials: TransferCredentials };
}

const STEPS = 3;

function Flow({ transferKey, doneHref, initial }: Omit<UserTransferProps, 'lng' | 'locale' | 'messages'>) {
  const t = useT();
  const [step, setStep] = useState<'phone' | 'code' | 'done'>(initial?.step ?? 'phone');
  const [countryCode, setCountryCode] = useState('');
  const [phone, setPhone] = useState('');
  const [sentTo, setSentTo] = useState(initial?.step === 'code' ? initial.phone : '');
  const [code, setCode] = useState('');
  const [redirectToken, setRedirectToken] = useState<string | null>(null);
  const [credentials, setCredentials] = useState<TransferCredentials | null>(initial?.step === 'done' ? initial.credentials : null);
  const { pending, error, setError, run } = usePendingAction();
  const key = encodeURIComponent(transferKey);

  const sendCode = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      const country = normaliseCountryCode(countryCode);
      await api().post(`${USER_TRANSFER_API}/send-code/${key}`, { country_code: country, phone: phone.trim() });
      setSentTo(`${country} ${phone.trim()}`);
      setCode('');
      setStep('code');
    });
  };

  const checkCode = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      // A token from an earlier try whose user-data call failed is used again: the code is spent.
      let token = redirectToken;
      if (!token) {
        token = (await api().post<CheckCodeResponse>(`${USER_TRANSFER_API}/check-code/${key}`, { code: code.trim() })).redirectToken;
        setRedirectToken(token);
      }
      const answer = await api().post<UserDataResponse>(`${USER_TRANSFER_API}/user-data`, { redirectToken: token });
      setCredentials(answer.user);
      setStep('done');
    });
  };

  const stepNumber = step === 'phone' ? 1 : step === 'code' ? 2 : 3;
  const title = step === 'phone' ? t('transfer_phone_title') : step === 'code' ? t('transfer_code_title') : t('transfer_done_title');

  return (
    <section className="user-transfer" aria-labelledby="user-transfer-step" data-step={step}>
      <h2 id="user-transfer-step" className="dialog-title">
        <span className="dialog-step">{t('main_step_num', { step: stepNumber, count: STEPS })}</span> {title}
      </h2>
      {step === 'phone' && (
        <Form className="form" onSubmit={sendCode}>
          <p>{t('transfer_phone_text')}</p>
          <PhoneFields countryCode={countryCode} phone={phone} onCountryCode={setCountryCode} onPhone={setPhone} phoneName="phone" />
          <FormFooter error={error} pending={pending} submitLabel={t('auth_send_code')} />
        </Form>
      )}
      {step === 'code' && (
        <Form className="form" onSubmit={checkCode}>
          <FormStatus>{t('auth_code_sent')}</FormStatus>
          <p>{t('transfer_code_text', { phone: sentTo })}</p>
          <CodeInput label={t('auth_field_sms_code')} name="code" value={code} onChange={setCode} isDisabled={redirectToken !== null} autoFocus />
          <FormFooter error={error} pending={pending} submitLabel={t('auth_confirm')}>
            {redirectToken === null && (
              <Button
                className="link-button"
                isDisabled={pending}
                onPress={() => {
                  setError(null);
                  setStep('phone');
                }}
              >
                {t('transfer_change_phone')}
              </Button>
            )}
          </FormFooter>
        </Form>
      )}
      {step === 'done' && credentials && (
        <div className="form">
          <p className="dialog-lead">{t('transfer_done_text')}</p>
          <CredentialsList login={credentials.id} password={credentials.password} />
          <div className="dialog-actions">
            <Button className="button" onPress={() => location.assign(doneHref)} autoFocus>
              {t('auth_continue')}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

/** The island. */
export default function UserTransfer({ lng, locale, messages, ...rest }: UserTransferProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Flow {...rest} />
    </IslandI18n>
  );
}
