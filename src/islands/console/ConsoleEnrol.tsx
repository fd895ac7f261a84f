/** The enrolment link's island: choose a password (twice), then enrol TOTP and log in. */
import { useState } from 'react';
import { Button, FieldError, Form, Input, Label, TextField } from 'react-aria-components';
import { ConsoleIsland } from './ConsoleIsland.tsx';
import { useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { consoleRequest, failureMessage } from '../../client/console/api.ts';
import { TotpStep } from './TotpStep.tsx';
import type { ConsoleLoginStep } from '../../../schemas/console-api.ts';

function Enrol({ token, email }: { token: string; email: string }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [step, setStep] = useState<ConsoleLoginStep | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (step) return <TotpStep step={step} next="/console" />;
  return (
    <Form
      onSubmit={async (event) => {
        event.preventDefault();
        if (password !== repeat) return;
        setBusy(true);
        setError(null);
        try {
          setStep(await consoleRequest<ConsoleLoginStep>('POST', '/console-api/auth/enrol', { token, password }));
        } catch (failure) {
          setError(failureMessage(failure, t('console_error_generic')));
        } finally {
          setBusy(false);
        }
      }}
    >
      <p>{t('console_enrol_intro', { email })}</p>
      {error && <div className="alert" role="alert">{error}</div>}
      <TextField className="field" name="password" type="password" value={password} onChange={setPassword} isRequired minLength={8} autoComplete="new-password" autoFocus>
        <Label>{t('console_password')}</Label>
        <Input />
        <FieldError />
      </TextField>
      <TextField
        className="field" name="repeat" type="password" value={repeat} onChange={setRepeat} isRequired autoComplete="new-password"
        validate={(value) => (value && value !== password ? t('console_enrol_password_mismatch') : null)}
      >
        <Label>{t('console_enrol_password_repeat')}</Label>
        <Input />
        <FieldError />
      </TextField>
      <Button type="submit" isDisabled={busy}>{t('console_enrol_submit')}</Button>
    </Form>
  );
}

export default function ConsoleEnrol({ token, email, ...i18n }: IslandI18nProps & { token: string; email: string }) {
  return (
    <ConsoleIsland {...i18n}>
      <Enrol token={token} email={email} />
    </ConsoleIsland>
  );
}
