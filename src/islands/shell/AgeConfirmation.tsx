/**
 * Age confirmation (spec §5 "when enabled, a non-closable warning asks the user to confirm the
 * minimum age (minAge)"; §9 "Age remember 3 days"). A native modal `<dialog>` (showModal: focus
 * moves in and stays, the page behind is inert; role alertdialog) that cannot be dismissed: no
 * close button, no outside click, Escape does nothing (a dialog the browser closes anyway is shown
 * again). Native rather than a react-aria overlay so the first visit's page loads little script.
 * "I am {{age}} or older" stores the time in the age cookie (src/domain/visitor-choices.ts; asked
 * again after 3 days, `ageConfirmationNeeded`); "Leave" leaves the site.
 * The server reads the same cookie and renders the dialog open (`ask`) so that it is in the first
 * paint; until the island hydrates it is shown over the page without being modal (styles:
 * `.age-dialog`), then it becomes modal.
 */
import { useEffect, useRef, useState } from 'react';
import { ageConfirmationNeeded } from '../../domain/player/age.ts';
import { AGE_COOKIE, AGE_COOKIE_MAX_AGE_S, parseAgeCookie } from '../../domain/visitor-choices.ts';
import { readCookie, writeCookie } from '../../client/shell/cookies.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the age confirmation uses. */
export const AGE_KEYS = ['age_title', 'age_text', 'age_confirm', 'age_leave'] as const;

/** Where "Leave" goes: an empty page, outside the site. */
const LEAVE_URL = 'about:blank';

/** asking (the popup is open), confirmed (not needed or just confirmed). */
type AgeState = 'asking' | 'confirmed';

/** Props of the age confirmation island. */
export interface AgeConfirmationProps extends IslandI18nProps {
  /** Site config `needShowAgePopup`. */
  enabled: boolean;
  /** Site config `minAge`. */
  minAge: number;
  /** The server found no valid confirmation in the age cookie: the dialog is rendered open. */
  ask: boolean;
  /** What "Leave" does (stories); by default the page is replaced with {@link LEAVE_URL}. */
  onLeave?: () => void;
}

/**
 * The dialog's heading and text ids: fixed, as the dialog is once per page (server-rendered
 * islands get no id prefix from the renderer, so `useId` would repeat another island's ids).
 */
const TITLE_ID = 'age-dialog-title';
const TEXT_ID = 'age-dialog-text';

function AgeModal({ enabled, minAge, ask, onLeave }: Omit<AgeConfirmationProps, keyof IslandI18nProps>) {
  const t = useT();
  const [state, setState] = useState<AgeState>(ask ? 'asking' : 'confirmed');
  const open = state === 'asking';

  // The cookie again after hydration: a confirmation given in another tab since the page was rendered.
  useEffect(() => {
    setState(ageConfirmationNeeded(enabled, parseAgeCookie(readCookie(AGE_COOKIE)), Date.now()) ? 'asking' : 'confirmed');
  }, [enabled]);

  const confirm = () => {
    writeCookie(AGE_COOKIE, String(Date.now()), AGE_COOKIE_MAX_AGE_S);
    setState('confirmed');
  };
  const leave = () => (onLeave ? onLeave() : location.replace(LEAVE_URL));

  const dialog = useRef<HTMLDialogElement>(null);
  // Rendered open by the server, the dialog is not modal yet: reopen it as a modal one.
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (typeof element.showModal !== 'function') {
      element.setAttribute('open', '');
      return;
    }
    if (element.open && element.matches(':modal')) return;
    if (element.open) element.close();
    element.showModal();
  }, [open]);

  return (
    <>
      {/* An empty marker of the state, for tests and styling. */}
      <span className="age-confirmation" data-state={state} hidden />
      {open && (
        <dialog
          ref={dialog}
          className="modal modal-small dialog age-dialog"
          role="alertdialog"
          aria-modal="true"
          aria-labelledby={TITLE_ID}
          aria-describedby={TEXT_ID}
          onCancel={(event) => event.preventDefault()}
          open={ask ? true : undefined}
          onClose={() => state === 'asking' && dialog.current && !dialog.current.open && dialog.current.showModal?.()}
        >
          <h2 id={TITLE_ID} className="dialog-title">
            {t('age_title')}
          </h2>
          <p id={TEXT_ID}>{t('age_text', { age: minAge })}</p>
          <div className="dialog-actions">
            <button type="button" className="button" onClick={confirm} autoFocus>
              {t('age_confirm', { age: minAge })}
            </button>
            <button type="button" className="button button-secondary" onClick={leave}>
              {t('age_leave')}
            </button>
          </div>
        </dialog>
      )}
    </>
  );
}

/** The age confirmation island. */
export default function AgeConfirmation({ lng, locale, messages, ...rest }: AgeConfirmationProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <AgeModal {...rest} />
    </IslandI18n>
  );
}
