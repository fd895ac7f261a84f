/**
 * Support button (spec §2 default layout; §4 "Support button: the options list toggles; callback
 * or email opens a form"; §6 callback for authenticated players when the language is not hidden
 * and the feature is on). With `hasSupportMultiButton` the button toggles a menu of the options
 * (e-mail, and "call me back" when offered); otherwise it opens the e-mail form directly.
 *
 * - E-mail form (guests and players; a player's name and e-mail prefilled): name, e-mail, subject,
 *   message → `POST /web-api/support/email`. A guest's request is answered with a captcha
 *   challenge (code 114), which the page's API client puts to the visitor through the header's
 *   captcha dialog and then repeats.
 * - Call-back form (players, `callback`): name, phone with its country code (checked with
 *   libphonenumber-js, the server checks it again), preferred time, an optional note →
 *   `POST /web-api/support/callback`.
 * The menu and forms (support/SupportPanel.tsx, react-aria overlays) are a chunk loaded when the
 * button is first pressed (fetched already when it is pointed at or focused), so pages do not load
 * them up front. The server renders the button alone (the overlays, which set inline styles the CSP
 * refuses in server HTML, exist only after a press); the layout hydrates it when it is first
 * reached for (`client:interaction`, which replays a press made before).
 */
import { Headset } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';
import type { SupportOptions } from './support-types.ts';


const loadPanel = () => import('./SupportPanel.tsx');
const SupportPanel = lazy(loadPanel);

/** Dictionary keys the button and its forms use. */
export const SUPPORT_KEYS = [
  'support_button', 'support_email', 'support_callback', 'support_email_title', 'support_callback_title', 'support_email_intro',
  'support_callback_intro', 'support_field_name', 'support_field_email', 'support_field_subject', 'support_field_message',
  'support_field_phone', 'support_field_phone_hint', 'support_field_time', 'support_time_asap', 'support_time_morning',
  'support_time_afternoon', 'support_time_evening', 'support_field_note', 'support_send', 'support_sent_email', 'support_sent_callback',
  'support_invalid_email', 'support_invalid_phone', 'auth_required', 'main_close', 'main_error', 'main_query_error', 'header_cancel',
] as const;

/** Props of the support button island. */
export interface SupportButtonProps extends IslandI18nProps, SupportOptions {}

function Support({ multi, loggedIn, callback }: SupportOptions) {
  const t = useT();
  const [pressed, setPressed] = useState(false);
  const button = (
    <button type="button" className="support-button" aria-haspopup={multi ? 'true' : 'dialog'} onClick={() => setPressed(true)} onPointerEnter={() => void loadPanel()} onFocus={() => void loadPanel()}>
      <Headset aria-hidden="true" size={18} />
      <span className="dock-label">{t('support_button')}</span>
    </button>
  );
  if (!pressed) return button;
  return (
    <Suspense fallback={button}>
      <SupportPanel multi={multi} loggedIn={loggedIn} callback={callback} />
    </Suspense>
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
