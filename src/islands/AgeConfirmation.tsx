/**
 * Age confirmation (spec §5 "when enabled, a non-closable warning asks the user to confirm the
 * minimum age (minAge)"; §9 "Age remember 3 days"). A native modal `<dialog>` (showModal: focus
 * moves in and stays, the page behind is inert; role alertdialog) that cannot be dismissed: no
 * close button, no outside click, Escape does nothing (a dialog the browser closes anyway is shown
 * again). Native rather than a react-aria overlay so the first visit's page loads little script. "I am {{age}} or older" stores the time
 * in localStorage (asked again after 3 days, `ageConfirmationNeeded`); "Leave" leaves the site.
 * Client only: whether to ask depends on the visitor's storage.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { ageConfirmationNeeded } from '../domain/player/age.ts';
import { STORAGE_KEYS, readTime, writeItem } from '../client/storage.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the age confirmation uses. */
export const AGE_KEYS = ['age_title', 'age_text', 'age_confirm', 'age_leave'] as const;

/** Where "Leave" goes: an empty page, outside the site. */
export const LEAVE_URL = 'about:blank';

/** checking (before the storage is read), asking (the popup is open), confirmed (not needed or just confirmed). */
export type AgeState = 'checking' | 'asking' | 'confirmed';

/** Props of the age confirmation island. */
export interface AgeConfirmationProps extends IslandI18nProps {
  /** Site config `needShowAgePopup`. */
  enabled: boolean;
  /** Site config `minAge`. */
  minAge: number;
  /** What "Leave" does (stories); by default the page is replaced with {@link LEAVE_URL}. */
  onLeave?: () => void;
}

function AgeModal({ enabled, minAge, onLeave }: Omit<AgeConfirmationProps, keyof IslandI18nProps>) {
  const t = useT();
  const [state, setState] = useState<AgeState>('checking');
  const open = state === 'asking';

  useEffect(() => {
    setState(ageConfirmationNeeded(enabled, readTime(STORAGE_KEYS.ageConfirmedAt), Date.now()) ? 'asking' : 'confirmed');
  }, [enabled]);

  const confirm = () => {
    writeItem(STORAGE_KEYS.ageConfirmedAt, String(Date.now()));
    setState('confirmed');
  };
  const leave = () => (onLeave ? onLeave() : location.replace(LEAVE_URL));

  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const element = dialog.current;
    if (!open || !element || element.open) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
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
          aria-labelledby={titleId}
          aria-describedby={textId}
          onCancel={(event) => event.preventDefault()}
          onClose={() => state === 'asking' && dialog.current?.showModal?.()}
        >
          <h2 id={titleId} className="dialog-title">
            {t('age_title')}
          </h2>
          <p id={textId}>{t('age_text', { age: minAge })}</p>
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
