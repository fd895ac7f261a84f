/**
 * Support button (spec §2 default layout; §4 "Support button: the options list toggles"). With
 * `hasSupportMultiButton` the button toggles a menu of contact options (e-mail, and a call when
 * the callback is available in this language); otherwise it opens e-mail directly.
 */
import { Button, Link, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the button uses. */
export const SUPPORT_KEYS = ['support_button', 'support_email', 'support_call'] as const;

/** Props of the support button island. */
export interface SupportButtonProps extends IslandI18nProps {
  /** Support e-mail address. */
  email: string;
  /** Support phone, international format; null hides the call option. */
  phone: string | null;
  /** Show a list of options (spec: hasSupportMultiButton). */
  multi: boolean;
}

function Support({ email, phone, multi }: Pick<SupportButtonProps, 'email' | 'phone' | 'multi'>) {
  const t = useT();
  const mailto = `mailto:${email}`;
  if (!multi) {
    return (
      <Link className="support-button" href={mailto}>
        {t('support_button')}
      </Link>
    );
  }
  return (
    <MenuTrigger>
      <Button className="support-button">{t('support_button')}</Button>
      <Popover placement="top end" className="support-popover">
        {/* MenuTrigger labels the menu by its button ("Support"). */}
        <Menu className="support-menu">
          <MenuItem id="email" href={mailto}>
            {t('support_email')}
          </MenuItem>
          {phone && (
            <MenuItem id="call" href={`tel:${phone.replace(/\s+/g, '')}`}>
              {t('support_call')}
            </MenuItem>
          )}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

/** The support button island. */
export default function SupportButton(props: SupportButtonProps) {
  const { lng, locale, messages, ...rest } = props;
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Support {...rest} />
    </IslandI18n>
  );
}
