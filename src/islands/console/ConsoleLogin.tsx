/** The console's login page island: e-mail and password, then the TOTP step. */
import { useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { ConsoleIsland } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { consoleRequest, failureMessage } from '../../client/console/api.ts';
import { TotpStep } from './TotpStep.tsx';
import type { ConsoleLoginStep } from '../../../schemas/console-api.ts';

function Login({ next, notice }: { next: string; notice: string | null }) {
  const t = useT();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [step, setStep] = useState<ConsoleLoginStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (step) return <TotpStep step={step} next={next} />;
  return (
    <Form
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        setError(null);
        try {
          setStep(await consoleRequest<ConsoleLoginStep>('POST', '/console-api/auth/login', { email, password }));
        } catch (failure) {
          setError(failureMessage(failure, t('console_error_generic')));
        } finally {
          setBusy(false);
        }
      }}
    >
      {notice && <div className="notice" role="status">{notice}</div>}
      {error && <div className="alert" role="alert">{error}</div>}
      <TextField className="field" name="email" type="email" value={email} onChange={setEmail} isRequired autoComplete="username" autoFocus>
        <Label>{t('console_email')}</Label>
        <Input />
        <FieldError />
      </TextField>
      <TextField className="field" name="password" type="password" value={password} onChange={setPassword} isRequired autoComplete="current-password">
        <Label>{t('console_password')}</Label>
        <Input />
        <FieldError />
      </TextField>
      <Button type="submit" isDisabled={busy}>{t('console_login_submit')}</Button>
    </Form>
  );
}

export default function ConsoleLogin({ next, notice, ...i18n }: IslandI18nProps & { next: string; notice: string | null }) {
  return (
    <ConsoleIsland {...i18n}>
      <Login next={next} notice={notice} />
    </ConsoleIsland>
  );
}
