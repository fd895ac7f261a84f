/**
 * Building blocks of the identity dialogs: a react-aria modal dialog, a text field with its
 * label and error, and the error alert of a failed request (spec §8: the server's `detail`).
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Button, Dialog, FieldError, Heading, Input, Label, Modal, ModalOverlay, TextField, type TextFieldProps } from 'react-aria-components';
import { isApiError } from '../../client/api.ts';
import { useT } from '../i18n.tsx';

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
export function useCodeCheck(): (value: string) => string | null {
  const t = useT();
  return (value) => (/^\d{6}$/.test(value.trim()) ? null : t('auth_code_format'));
}

/** The text to show for a failed request: the server's details (spec §8), or main_query_error. */
export function errorMessage(error: unknown, fallback: string): string | null {
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

/** Country dialling code and national number side by side. */
export function PhoneFields({ countryCode, phone, onCountryCode, onPhone, phoneName = 'phone_number' }: PhoneFieldsProps) {
  const t = useT();
  return (
    <div className="field-row">
      <TextInput label={t('auth_field_country_code')} name="country_code" type="tel" autoComplete="tel-country-code" value={countryCode} onChange={onCountryCode} placeholder="+44" />
      <TextInput label={t('auth_field_phone')} name={phoneName} type="tel" autoComplete="tel-national" value={phone} onChange={onPhone} />
    </div>
  );
}
