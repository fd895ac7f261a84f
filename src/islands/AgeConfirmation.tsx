/**
 * Age confirmation (spec §5 "when enabled, a non-closable warning asks the user to confirm the
 * minimum age (minAge)"; §9 "Age remember 3 days"). A react-aria modal that cannot be dismissed:
 * no close button, no outside click, Escape does nothing. "I am {{age}} or older" stores the time
 * in localStorage (asked again after 3 days, `ageConfirmationNeeded`); "Leave" leaves the site.
 * Client only: whether to ask depends on the visitor's storage.
 */
import { useEffect, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
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

  return (
    <>
      {/* An empty marker of the state, for tests and styling; the modal itself is in a portal. */}
      <span className="age-confirmation" data-state={state} hidden />
      <ModalOverlay className="modal-overlay modal-overlay-opaque" isOpen={open} isDismissable={false} isKeyboardDismissDisabled>
        <Modal className="modal modal-small">
          <Dialog className="dialog" role="alertdialog">
            <Heading slot="title" className="dialog-title">
              {t('age_title')}
            </Heading>
            <p>{t('age_text', { age: minAge })}</p>
            <div className="dialog-actions">
              <Button className="button" onPress={confirm} autoFocus>
                {t('age_confirm', { age: minAge })}
              </Button>
              <Button className="button button-secondary" onPress={leave}>
                {t('age_leave')}
              </Button>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
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
