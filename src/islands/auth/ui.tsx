/**
 * Building blocks of the identity dialogs: a react-aria modal dialog (or, on the account pages, a
 * card of the page: {@link AuthFrame}), a text field with its label and error, and the error alert of a failed request (spec §8: the server's `detail`).
 */
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Button, Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, TextField, type TextFieldProps } from 'react-aria-components';
import { isApiError } from '../../client/shell/api.ts';
import { api } from '../../client/auth/session.ts';
import { loadPhoneFormats } from '../../client/auth/phone-formats.ts';
import { digitRange, fitsPhoneFormat, type PhoneFormat } from '../../domain/phone-formats.ts';
import { useT } from '../shell/i18n.tsx';

/** What a form's submit handler needs of the event (react-aria's Form passes React's form event). */
export interface FormSubmit {
  preventDefault(): void;
}

/** Props of {@link ModalDialog}. */
export interface ModalDialogProps {
  isOpen: boolean;
  /** Called when the dialog asks to close (close button, Escape, outside click). */
  onClose: () => void;
  /** Heading of the dialog, also its accessible name. */
  title: ReactNode;
  children: ReactNode;
  /** `alertdialog` for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Close on outside click and Escape, and show a close button (default true). */
  isDismissable?: boolean;
  /** Extra class of the modal box. */
  className?: string;
}

/** A modal dialog: overlay, box, heading and (when dismissable) a close button. */
export function ModalDialog({ isOpen, onClose, title, children, role = 'dialog', isDismissable = true, className }: ModalDialogProps) {
  const t = useT();
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={className ? `modal ${className}` : 'modal'}>
        <Dialog className="dialog" role={role}>
          <div className="dialog-header">
            <Heading slot="title" className="dialog-title">
              {title}
            </Heading>
            {isDismissable && (
              <Button className="dialog-close" aria-label={t('main_close')} onPress={onClose}>
                ×
              </Button>
            )}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Props of {@link AuthFrame}: a dialog's, and whether it stands in the page instead. */
interface AuthFrameProps extends ModalDialogProps {
  /** In the page (the account pages: registration, login, password reset) rather than a modal. */
  inline?: boolean;
}

/**
 * The frame of an identity form: the modal dialog, or on the account pages the same form in a
 * card of the page, its title the page's heading. One form component serves both.
 */
export function AuthFrame({ inline = false, ...dialog }: AuthFrameProps) {
  if (!inline) return <ModalDialog {...dialog} />;
  if (!dialog.isOpen) return null;
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <h1 id="auth-card-title" className="auth-card-title">{dialog.title}</h1>
      {dialog.children}
    </section>
  );
}

/** Props of {@link TextInput}. */
export interface TextInputProps extends Omit<TextFieldProps, 'children' | 'validate' | 'className'> {
  label: string;
  /** Extra check after "required"; returns the message of a problem or null. */
  check?: (value: string) => string | null;
  /** Input attributes react-aria's TextField does not pass on. */
  placeholder?: string;
}

/** A required text field: label, input and its error (messages from the dictionary). */
export function TextInput({ label, check, placeholder, ...props }: TextInputProps) {
  const t = useT();
  return (
    <TextField
      className="field"
      isRequired
      validate={(value) => (value.trim() === '' ? t('auth_required') : (check?.(value) ?? null))}
      {...props}
    >
      <Label className="field-label">{label}</Label>
      <Input className="input" {...(placeholder ? { placeholder } : {})} />
      <FieldError className="field-error" />
    </TextField>
  );
}

/** A check for a 6-digit code field. */
function useCodeCheck(): (value: string) => string | null {
  const t = useT();
  return (value) => (/^\d{6}$/.test(value.trim()) ? null : t('auth_code_format'));
}

/** Props of {@link CodeInput}: those of {@link TextInput} but the code field's own. */
export type CodeInputProps = Omit<TextInputProps, 'check' | 'inputMode' | 'autoComplete' | 'maxLength'>;

/** A required 6-digit one-time code field (SMS, recovery or two-step code, spec §4), checked by {@link useCodeCheck}. */
export function CodeInput(props: CodeInputProps) {
  const codeCheck = useCodeCheck();
  return <TextInput inputMode="numeric" autoComplete="one-time-code" maxLength={6} check={codeCheck} {...props} />;
}

/** The text to show for a failed request: the server's details (spec §8), or main_query_error. */
function errorMessage(error: unknown, fallback: string): string | null {
  if (isApiError(error)) {
    if (!error.shown) return null;
    return error.message.trim() !== '' ? error.message : fallback;
  }
  return fallback;
}

/** The error of the last request of a form, as an alert titled main_error. */
export function FormAlert({ error }: { error: unknown }) {
  const t = useT();
  if (error === null || error === undefined) return null;
  const message = errorMessage(error, t('main_query_error'));
  if (message === null) return null;
  return (
    <div className="form-alert" role="alert">
      <strong>{t('main_error')}:</strong> {message}
    </div>
  );
}

/** Props of {@link FormFooter}. */
export interface FormFooterProps {
  /** What the form's last request threw (see {@link usePendingAction}), or null. */
  error: unknown;
  /** True while the request runs: the submit button shows it. */
  pending: boolean;
  /** Text of the submit button. */
  submitLabel: string;
  /** Further actions after the submit button, e.g. a link button. */
  children?: ReactNode;
}

/** The end of a form: the alert of its last failed request, the submit button and any further actions. */
export function FormFooter({ error, pending, submitLabel, children }: FormFooterProps) {
  return (
    <>
      <FormAlert error={error} />
      <div className="dialog-actions">
        <Button type="submit" className="button" isPending={pending}>
          {submitLabel}
        </Button>
        {children}
      </div>
    </>
  );
}

/** Credentials shown once after a one-click registration or a user transfer (spec §4, §7): a login and a password. */
export function CredentialsList({ login, password }: { login: string; password: string }) {
  const t = useT();
  return (
    <>
      <p>{t('auth_done_credentials')}</p>
      <dl className="credentials">
        <dt>{t('auth_your_login')}</dt>
        <dd>{login}</dd>
        <dt>{t('auth_field_password')}</dt>
        <dd>{password}</dd>
      </dl>
    </>
  );
}

/** A short status line (polite live region), e.g. "The code has been sent." */
export function FormStatus({ children }: { children: ReactNode }) {
  return (
    <p className="form-status" role="status">
      {children}
    </p>
  );
}

/** The country code as the API wants it: one leading + (spec §5 "prefixed with + and stripped of extra +"). */
export function normaliseCountryCode(code: string): string {
  return `+${code.trim().replace(/^\++/, '')}`;
}

/** The phone fields of the auth API (spec §4): `{ phone_number, country_code }`, trimmed, the code with one leading +. */
export function phoneNumberBody(countryCode: string, phone: string): { phone_number: string; country_code: string } {
  return { phone_number: phone.trim(), country_code: normaliseCountryCode(countryCode) };
}

/**
 * A form's pending flag and error around an async action: `run` sets pending, clears the error,
 * awaits the action and keeps what it threw for the form to show.
 */
export function usePendingAction() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (action: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await action();
    } catch (failure) {
      setError(failure);
    } finally {
      setPending(false);
    }
  }, []);
  return { pending, error, setError, run };
}

/** Props of {@link PhoneFields}. */
export interface PhoneFieldsProps {
  countryCode: string;
  phone: string;
  onCountryCode: (value: string) => void;
  onPhone: (value: string) => void;
  /** Form name of the number field: `phone_number` (login, registration) or `phone` (user transfer, spec §7). */
  phoneName?: string;
}

/**
 * The format of the national number for a dialling code as typed (src/domain/phone-formats.ts),
 * once the phone countries and masks are loaded (first asked when a code is typed); null before,
 * for an unknown code, or when they could not be loaded (the server checks the number anyway).
 */
function usePhoneFormat(countryCode: string): PhoneFormat | null {
  const [formats, setFormats] = useState<Map<string, PhoneFormat> | null>(null);
  const asked = countryCode.trim() !== '';
  useEffect(() => {
    if (!asked || formats) return;
    let alive = true;
    loadPhoneFormats().then((loaded) => alive && setFormats(loaded), () => {});
    return () => {
      alive = false;
    };
  }, [asked, formats]);
  return formats?.get(normaliseCountryCode(countryCode)) ?? null;
}

/**
 * Country dialling code and national number side by side; once the code is known, the number's
 * placeholder is its country's mask and a number of another length is refused (spec §3 Phone mask).
 */
export function PhoneFields({ countryCode, phone, onCountryCode, onPhone, phoneName = 'phone_number' }: PhoneFieldsProps) {
  const t = useT();
  const format = usePhoneFormat(countryCode);
  return (
    <div className="field-row">
      <TextInput label={t('auth_field_country_code')} name="country_code" type="tel" autoComplete="tel-country-code" value={countryCode} onChange={onCountryCode} placeholder="+44" />
      <TextInput
        label={t('auth_field_phone')} name={phoneName} type="tel" autoComplete="tel-national" value={phone} onChange={onPhone}
        {...(format?.mask ? { placeholder: format.mask } : {})}
        check={(value) => (format && !fitsPhoneFormat(value, format) ? t('auth_phone_length', { range: digitRange(format) }) : null)}
      />
    </div>
  );
}

/**
 * The SMS code of login mode `sms` and phone registration (spec §4): `send` runs
 * `POST /web-api/auth/sms/send` `{ phone_number, country_code }` through the form's `run`
 * (captcha code 113 is answered by the API client); `sent` turns true once it succeeded.
 */
export function useSmsCode(run: (action: () => Promise<void>) => Promise<void>, countryCode: string, phone: string) {
  const [sent, setSent] = useState(false);
  const send = () =>
    void run(async () => {
      await api().post('/web-api/auth/sms/send', phoneNumberBody(countryCode, phone));
      setSent(true);
    });
  return { sent, send };
}

/** Props of {@link SmsCodeFields}. */
export interface SmsCodeFieldsProps extends Omit<PhoneFieldsProps, 'phoneName'> {
  /** From {@link useSmsCode}: the code was sent, and how to send it. */
  sms: { sent: boolean; send: () => void };
  /** True while the form's request runs. */
  pending: boolean;
  code: string;
  onCode: (value: string) => void;
  /** Form name of the code field: `code` (login) or `sms_code` (registration). */
  codeName: string;
}

/** The phone, its Send code button, and once sent the status line and the code field. */
export function SmsCodeFields({ sms, pending, code, onCode, codeName, ...phoneFields }: SmsCodeFieldsProps) {
  const t = useT();
  return (
    <>
      <PhoneFields {...phoneFields} />
      <div className="dialog-actions">
        <Button
          className="button button-secondary"
          isPending={pending && !sms.sent}
          isDisabled={phoneFields.phone.trim() === '' || phoneFields.countryCode.trim() === ''}
          onPress={sms.send}
        >
          {t('auth_send_code')}
        </Button>
      </div>
      {sms.sent && <FormStatus>{t('auth_code_sent')}</FormStatus>}
      {sms.sent && <CodeInput label={t('auth_field_sms_code')} name={codeName} value={code} onChange={onCode} />}
    </>
  );
}
