/**
 * Contacts block view (server-rendered): the brand's support e-mail and phone (brand.json
 * `support`) as mailto/tel links, and its social links when asked.
 */
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys of the view. */
export const CONTACTS_KEYS = ['contacts_email', 'contacts_phone', 'footer_social'] as const;

/** Props of the contacts view. */
export interface ContactsProps extends IslandI18nProps {
  id?: string | undefined;
  title: string;
  text?: string | undefined;
  email: string;
  /** International phone, e.g. `+44 20 7946 0000`. */
  phone: string;
  social: { name: string; link: string }[];
}

function ContactList({ id, title, text, email, phone, social }: Omit<ContactsProps, keyof IslandI18nProps>) {
  const t = useT();
  return (
    <section className="block-contacts" id={id}>
      <h2>{title}</h2>
      {text && <p>{text}</p>}
      <dl>
        <dt>{t('contacts_email')}</dt>
        <dd><a href={`mailto:${email}`}>{email}</a></dd>
        <dt>{t('contacts_phone')}</dt>
        <dd><a href={`tel:${phone.replace(/\s+/g, '')}`} dir="ltr">{phone}</a></dd>
      </dl>
      {social.length > 0 && (
        <>
          <h3>{t('footer_social')}</h3>
          <ul className="block-contacts-social">
            {social.map((item) => (
              <li key={item.link}><a href={item.link} rel="noopener noreferrer">{item.name}</a></li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

/** The contacts view. */
export default function Contacts({ lng, locale, messages, ...props }: ContactsProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <ContactList {...props} />
    </IslandI18n>
  );
}
