/**
 * The auth panel's dialogs (spec §4 Auth, Logout; §9 remindPopupConfig; §8 captcha): login,
 * registration, password recovery, the registration reminder, the logout confirmation
 * ('header_you_sure' / 'header_confirm') and the captcha prompt. A chunk of its own, loaded by
 * the auth panel when a dialog or a captcha prompt first opens.
 */
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { api, setAuth } from '../../client/auth/session.ts';
import { useT } from '../shell/i18n.tsx';
import { LoginDialog } from './LoginDialog.tsx';
import { RegistrationDialog } from './RegistrationDialog.tsx';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import { CaptchaDialog } from './CaptchaDialog.tsx';
import { ModalDialog } from './ui.tsx';
import { goAfterLogout } from '../../client/auth/navigation.ts';
import type { Dialog } from './types.ts';

function LogoutDialog({ isOpen, onClose, lng }: { isOpen: boolean; onClose: () => void; lng: string }) {
  const t = useT();
  const [pending, setPending] = useState(false);
  const confirm = async () => {
    setPending(true);
    let failed = false;
    try {
      const answer = await api().post<{ success?: boolean }>('/web-api/auth/logout');
      failed = answer?.success === false;
    } catch {
      failed = true;
    }
    setAuth(null);
    goAfterLogout(lng, failed);
  };
  return (
    <ModalDialog isOpen={isOpen} onClose={onClose} title={t('header_you_sure')} role="alertdialog" className="modal-small">
      <div className="dialog-actions">
        <Button className="button button-secondary" onPress={onClose} isDisabled={pending} autoFocus>
          {t('header_cancel')}
        </Button>
        <Button className="button" onPress={() => void confirm()} isPending={pending}>
          {t('header_confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}

/** Props of the dialogs: the open one (or none), how to switch, and the page's language. */
export interface AuthDialogsProps {
  dialog: Dialog | null;
  setDialog: (dialog: Dialog | null) => void;
  registrationOpen: boolean;
  lng: string;
}

/** Every dialog of the auth panel, the open one shown. */
export default function AuthDialogs({ dialog, setDialog, registrationOpen, lng }: AuthDialogsProps) {
  const t = useT();
  const close = () => setDialog(null);
  return (
    <>
      <LoginDialog isOpen={dialog === 'login'} onClose={close} onForgotPassword={() => setDialog('forgot')} />
      {registrationOpen && <RegistrationDialog isOpen={dialog === 'registration'} onClose={close} />}
      {registrationOpen && (
        <ModalDialog isOpen={dialog === 'reminder'} onClose={close} title={t('auth_reminder_title')} className="modal-small">
          <div data-testid="registration-reminder">
            <p>{t('auth_reminder_text')}</p>
            <div className="row">
              <Button className="button" onPress={() => setDialog('registration')}>{t('auth_register')}</Button>
              <Button className="button button-secondary" onPress={close}>{t('auth_reminder_later')}</Button>
            </div>
          </div>
        </ModalDialog>
      )}
      <ForgotPasswordDialog isOpen={dialog === 'forgot'} onClose={close} onLogin={() => setDialog('login')} />
      <LogoutDialog isOpen={dialog === 'logout'} onClose={close} lng={lng} />
      <CaptchaDialog />
    </>
  );
}
