/**
 * The texts of the e-mails and SMS the identity services send through the outbox
 * (src/server/auth/sender.ts): one dictionary template per message (`mail_*`, `sms_*` keys of
 * `src/i18n/locales/*.json`, every brand language), filled with the brand name, codes, links and
 * lifetimes. A message goes out in the language of the request that caused it (`locals.lng`),
 * English when the caller names none.
 */
import type { LanguageCode } from '../../../schemas/language.ts';
import { tFor } from '../../i18n/index.ts';

/** Which message, with the values its template reads. */
type MessageTemplate =
  | { kind: 'sms_code'; code: string; minutes: number }
  | { kind: 'password_reset'; code: string; link: string; minutes: number }
  | { kind: 'activation'; email: string; link: string; hours: number; unsubscribe: string };

/** A rendered message: subject (e-mail only, '' for SMS) and body. */
interface RenderedMessage {
  subject: string;
  body: string;
}

/**
 * Renders a template in a brand's language.
 * @param channel `email` renders the subject and the e-mail body; `sms` the short SMS body
 */
export function renderMessage(brand: { id: string; name: string }, lng: LanguageCode, channel: 'email' | 'sms', template: MessageTemplate): RenderedMessage {
  const t = tFor(brand.id, lng);
  const values = { ...template, brand: brand.name };
  switch (template.kind) {
    case 'sms_code':
      return { subject: '', body: t('sms_code_body', values) };
    case 'password_reset':
      return channel === 'email'
        ? { subject: t('mail_reset_subject', values), body: t('mail_reset_body', values) }
        : { subject: '', body: t('sms_reset_body', values) };
    case 'activation':
      return { subject: t('mail_activation_subject', values), body: t('mail_activation_body', values) };
  }
}
