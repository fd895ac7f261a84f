/**
 * The socialregistration page's form (spec §2 `registration/socialregistration`): for an identity
 * a provider signed in that no player has yet, either
 * - registration: the player accepts the terms and confirms the brand's minimum age →
 *   `POST /social-api/registration`, then goes where the server says (`redirectUrl`);
 * - linking to the account of the identity's verified e-mail, only with consent: the account's
 *   password → `POST /social-api/link/password`, or a link e-mailed to the account →
 *   `POST /social-api/link/email`.
 */
import { useState } from 'react';
import { Button, CheckboxButton, CheckboxField, Form } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { markActive } from '../../client/auth/idle.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import type { PendingChoice } from '../../domain/pages/social-registration.ts';
import { FormAlert, FormFooter, FormStatus, TextInput, type FormSubmit, usePendingAction } from './ui.tsx';

/** Dictionary keys the form uses. */
export const SOCIAL_REGISTRATION_KEYS = [
  'main_error', 'main_query_error', 'auth_required', 'auth_field_password',
  'social_reg_accept', 'social_reg_submit', 'social_reg_currency',
  'social_link_title', 'social_link_text', 'social_link_password_submit', 'social_link_by_email', 'social_link_email_sent',
  'social_link_password_unavailable', 'social_reg_closed',
] as const;

/** Props of the form. */
export interface SocialRegistrationFormProps {
  choice: PendingChoice;
  minAge: number;
  currencyIso: string;
  brandName: string;
}

function go(answer: { redirectUrl: string }) {
  markActive();
  location.assign(answer.redirectUrl);
}

function RegisterForm({ minAge, currencyIso, brandName }: Omit<SocialRegistrationFormProps, 'choice'>) {
  const t = useT();
  const [accepted, setAccepted] = useState(false);
  const { pending, error, run } = usePendingAction();
  const submit = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => go(await api().post<{ redirectUrl: string }>('/social-api/registration', { acceptTerms: true })));
  };
  return (
    <Form className="form" onSubmit={submit}>
      <p className="social-currency">{t('social_reg_currency', { currency: currencyIso })}</p>
      <CheckboxField isSelected={accepted} onChange={setAccepted} name="acceptTerms" isRequired>
        <CheckboxButton className="checkbox">
          <span className="checkbox-box" aria-hidden="true" />
          {t('social_reg_accept', { age: minAge, brand: brandName })}
        </CheckboxButton>
      </CheckboxField>
      <FormAlert error={error} />
      <div className="dialog-actions">
        <Button type="submit" className="button" isPending={pending} isDisabled={!accepted}>{t('social_reg_submit')}</Button>
      </div>
    </Form>
  );
}

function LinkForm({ email, passwordAllowed }: { email: string; passwordAllowed: boolean }) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [sent, setSent] = useState(false);
  const { pending, error, run } = usePendingAction();
  const byPassword = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => go(await api().post<{ redirectUrl: string }>('/social-api/link/password', { password })));
  };
  const byEmail = () => void run(async () => {
    await api().post('/social-api/link/email', {});
    setSent(true);
  });
  return (
    <div className="social-link">
      <h2>{t('social_link_title')}</h2>
      <p>{t('social_link_text', { email: '\u2068' + email + '\u2069' })}</p>
      {passwordAllowed ? (
        <Form className="form" onSubmit={byPassword}>
          <TextInput label={t('auth_field_password')} name="password" type="password" autoComplete="current-password" value={password} onChange={setPassword} />
          <FormFooter error={error} pending={pending} submitLabel={t('social_link_password_submit')}>
            <Button className="link-button" onPress={byEmail} isDisabled={pending || sent}>{t('social_link_by_email')}</Button>
          </FormFooter>
        </Form>
      ) : (
        <>
          <p>{t('social_link_password_unavailable')}</p>
          <FormAlert error={error} />
          <Button className="button" onPress={byEmail} isDisabled={pending || sent}>{t('social_link_by_email')}</Button>
        </>
      )}
      {sent && <FormStatus>{t('social_link_email_sent', { email: '\u2068' + email + '\u2069' })}</FormStatus>}
    </div>
  );
}

/** The form for the page's choice. */
function SocialRegistrationForm({ choice, ...rest }: SocialRegistrationFormProps) {
  const t = useT();
  if (choice.kind === 'link') return <LinkForm email={choice.email} passwordAllowed={choice.passwordAllowed} />;
  if (choice.kind === 'closed') return <p>{t('social_reg_closed')}</p>;
  return <RegisterForm {...rest} />;
}

/** The island. */
export default function SocialRegistration({ lng, locale, messages, ...props }: IslandI18nProps & SocialRegistrationFormProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <SocialRegistrationForm {...props} />
    </IslandI18n>
  );
}
