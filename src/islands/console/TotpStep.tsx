/**
 * The second step of a console login: the 6-digit code from the authenticator app;
 * for a staff member enrolling, first the QR code and key to add to the app. On success the
 * browser goes to `next`.
 */
import { useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { useT } from '../shell/i18n.tsx';
import { consoleRequest, failureMessage } from '../../client/console/api.ts';
import { safeNext } from '../../domain/console/routes.ts';
import type { ConsoleLoginStep } from '../../../schemas/console-api.ts';

export function TotpStep({ step, next }: { step: ConsoleLoginStep; next: string }) {
  const t = useT();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <Form
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          await consoleRequest('POST', '/console-api/auth/totp', { ticket: step.ticket, code });
          window.location.assign(safeNext(next));
        } catch (failure) {
          setError(failureMessage(failure, t('console_error_generic')));
          setBusy(false);
        }
      }}
    >
      {step.step === 'enrol' ? (
        <section aria-labelledby="totp-setup">
          <h2 id="totp-setup">{t('console_totp_setup_title')}</h2>
          <p>{t('console_totp_setup_text')}</p>
          {step.qrSvg && <div className="qr" role="img" aria-label={t('console_totp_qr')} dangerouslySetInnerHTML={{ __html: step.qrSvg }} />}
          <p>
            {t('console_totp_secret')}: <code data-testid="totp-secret">{step.secret}</code>
          </p>
        </section>
      ) : (
        <h2>{t('console_totp_title')}</h2>
      )}
      {error && <div className="alert" role="alert">{error}</div>}
      <TextField className="field" name="code" value={code} onChange={setCode} isRequired autoComplete="one-time-code" inputMode="numeric" pattern="\d{6}" maxLength={6} autoFocus>
        <Label>{t('console_code')}</Label>
        <Input />
        <FieldError />
      </TextField>
      <Button type="submit" isDisabled={busy}>{t('console_code_submit')}</Button>
    </Form>
  );
}
