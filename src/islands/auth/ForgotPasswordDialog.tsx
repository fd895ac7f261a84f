/**
 * Password recovery (spec §4 "Password recovery: popup, code, new password, save, then success,
 * error or exit"): the e-mail or phone → `POST /web-api/auth/password/recover` (captcha code 100)
 * → the code and a new password → `POST /web-api/auth/password/reset`. A failed code shows the
 * server's detail (wrong_code while the code is still valid, time_up after).
 */
import { useState } from 'react';
import { Button, Form } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { useT } from '../shell/i18n.tsx';
import { CodeInput, FormFooter, FormStatus, AuthFrame, TextInput, type FormSubmit, usePendingAction } from './ui.tsx';

/** Props of {@link ForgotPasswordDialog}. */
export interface ForgotPasswordDialogProps {
  /** In the page (its account page) rather than a modal: {@link AuthFrame}. */
  inline?: boolean;
  isOpen: boolean;
  onClose: () => void;
  /** Opens the login dialog after the password is saved. */
  onLogin: () => void;
}

type Step = 'identifier' | 'code' | 'saved';

/** The forgot-password dialog. */
export function ForgotPasswordDialog({ isOpen, onClose, onLogin, inline }: ForgotPasswordDialogProps) {
  const t = useT();
  const [step, setStep] = useState<Step>('identifier');
  const [identifier, setIdentifier] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { pending, error, setError, run } = usePendingAction();

  const reset = () => {
    setStep('identifier');
    setCode('');
    setPassword('');
    setError(null);
  };

  const requestCode = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      await api().post('/web-api/auth/password/recover', { identifier: identifier.trim() });
      setStep('code');
    });
  };

  const save = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      await api().post('/web-api/auth/password/reset', { identifier: identifier.trim(), code: code.trim(), password });
      setStep('saved');
    });
  };

  return (
    <AuthFrame
      inline={inline}
      isOpen={isOpen}
      onClose={() => {
        reset();
        onClose();
      }}
      title={t('auth_recovery_title')}
    >
      {step === 'identifier' && (
        <Form className="form" onSubmit={requestCode}>
          <TextInput label={t('auth_recovery_identifier')} name="identifier" autoComplete="username" value={identifier} onChange={setIdentifier} autoFocus />
          <FormFooter error={error} pending={pending} submitLabel={t('auth_send_code')} />
        </Form>
      )}
      {step === 'code' && (
        <Form className="form" onSubmit={save}>
          <FormStatus>{t('auth_recovery_code_sent')}</FormStatus>
          <CodeInput label={t('auth_recovery_code')} name="code" value={code} onChange={setCode} autoFocus />
          <TextInput label={t('auth_new_password')} name="password" type="password" autoComplete="new-password" value={password} onChange={setPassword} />
          <FormFooter error={error} pending={pending} submitLabel={t('auth_save_password')} />
        </Form>
      )}
      {step === 'saved' && (
        <div className="form">
          <FormStatus>{t('auth_password_saved')}</FormStatus>
          <div className="dialog-actions">
            <Button
              className="button"
              autoFocus
              onPress={() => {
                reset();
                onLogin();
              }}
            >
              {t('auth_login')}
            </Button>
          </div>
        </div>
      )}
    </AuthFrame>
  );
}
