/**
 * The support button's options and forms (spec §4 "Support button: the options list toggles;
 * callback or email opens a form"; §6): the react-aria menu of the options, the e-mail form
 * (guests and players) and the call-back form (players, when offered). A chunk of its own, loaded
 * by SupportButton.tsx when the visitor first presses the button; it opens at once on what was
 * pressed (the menu, or the e-mail form without the menu).
 */
import { useEffect, useState, type ReactNode } from 'react';
import { Button, FieldError, Form, Label, Menu, MenuItem, MenuTrigger, Popover, RadioButton, RadioField, RadioGroup, TextArea, TextField } from 'react-aria-components';
import { isValidPhoneNumber } from 'libphonenumber-js';
import { api } from '../../client/auth/session.ts';
import { useT } from './i18n.tsx';
import { FormFooter, FormStatus, ModalDialog, TextInput, usePendingAction, type FormSubmit } from '../auth/ui.tsx';
import { CALLBACK_WINDOWS, SUPPORT_NAME_MAX, SUPPORT_SUBJECT_MAX, SUPPORT_TEXT_MAX, type CallbackWindow } from '../../domain/office/support-requests.ts';
import type { SupportRequestView } from '../../../schemas/support-api.ts';
import { userConfigContactResponse } from '../../../schemas/user-config.ts';

import type { SupportOptions, SupportPlayer } from './support-types.ts';

type Open = 'email' | 'callback' | null;

const EMAIL_SHAPE = /^[^\s@]{1,64}@[^\s@]{1,255}\.[^\s@]{2,63}$/;

/** A multi-line text field with its label and error (messages from the dictionary). */
function TextAreaField({ label, value, onChange, isRequired = false, testId }: { label: string; value: string; onChange: (value: string) => void; isRequired?: boolean; testId?: string }) {
  const t = useT();
  return (
    <TextField
      className="field" value={value} onChange={onChange} isRequired={isRequired} maxLength={SUPPORT_TEXT_MAX}
      validate={(text) => (isRequired && text.trim() === '' ? t('auth_required') : null)}
    >
      <Label className="field-label">{label}</Label>
      <TextArea className="input" rows={5} {...(testId ? { 'data-testid': testId } : {})} />
      <FieldError className="field-error" />
    </TextField>
  );
}

/** The dialog's content once the request is sent: the confirmation and a close button. */
function Sent({ children, onClose }: { children: ReactNode; onClose: () => void }) {
  const t = useT();
  return (
    <>
      <FormStatus>{children}</FormStatus>
      <div className="dialog-actions">
        <Button className="button" onPress={onClose} autoFocus>
          {t('main_close')}
        </Button>
      </div>
    </>
  );
}

function EmailForm({ player, onClose }: { player: SupportPlayer | null; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState(player?.name ?? '');
  const [email, setEmail] = useState(player?.email ?? '');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const [sent, setSent] = useState<SupportRequestView | null>(null);
  const { pending, error, run } = usePendingAction();
  if (sent) return <Sent onClose={onClose}>{t('support_sent_email', { id: sent.id, email: sent.email })}</Sent>;
  const submit = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      const { request } = await api().post<{ request: SupportRequestView }>('/web-api/support/email', { name, email, subject, message });
      setSent(request);
    });
  };
  return (
    <Form onSubmit={submit} className="form" data-testid="support-email-form">
      <p>{t('support_email_intro')}</p>
      <TextInput label={t('support_field_name')} name="name" autoComplete="name" maxLength={SUPPORT_NAME_MAX} value={name} onChange={setName} />
      <TextInput
        label={t('support_field_email')} name="email" type="email" autoComplete="email" value={email} onChange={setEmail}
        check={(value) => (EMAIL_SHAPE.test(value.trim()) ? null : t('support_invalid_email'))}
      />
      <TextInput label={t('support_field_subject')} name="subject" maxLength={SUPPORT_SUBJECT_MAX} value={subject} onChange={setSubject} />
      <TextAreaField label={t('support_field_message')} value={message} onChange={setMessage} isRequired testId="support-message" />
      <FormFooter error={error} pending={pending} submitLabel={t('support_send')}>
        <Button className="button button-secondary" onPress={onClose}>{t('header_cancel')}</Button>
      </FormFooter>
    </Form>
  );
}

function CallbackForm({ player, onClose }: { player: SupportPlayer | null; onClose: () => void }) {
  const t = useT();
  const [name, setName] = useState(player?.name ?? '');
  const [phone, setPhone] = useState(player?.phone ?? '');
  const [time, setTime] = useState<CallbackWindow>('asap');
  const [note, setNote] = useState('');
  const [sent, setSent] = useState<SupportRequestView | null>(null);
  const { pending, error, run } = usePendingAction();
  if (sent) return <Sent onClose={onClose}>{t('support_sent_callback', { id: sent.id, phone: sent.phone })}</Sent>;
  const submit = (event: FormSubmit) => {
    event.preventDefault();
    void run(async () => {
      const { request } = await api().post<{ request: SupportRequestView }>('/web-api/support/callback', { name, phone, preferredTime: time, message: note });
      setSent(request);
    });
  };
  return (
    <Form onSubmit={submit} className="form" data-testid="support-callback-form">
      <p>{t('support_callback_intro')}</p>
      <TextInput label={t('support_field_name')} name="name" autoComplete="name" maxLength={SUPPORT_NAME_MAX} value={name} onChange={setName} />
      <TextInput
        label={t('support_field_phone')} name="phone" type="tel" autoComplete="tel" value={phone} onChange={setPhone} placeholder="+44 20 7946 0000"
        check={(value) => (value.trim().startsWith('+') && isValidPhoneNumber(value.trim()) ? null : t('support_invalid_phone'))}
      />
      <p className="form-status">{t('support_field_phone_hint')}</p>
      <RadioGroup className="radio-group" value={time} onChange={(value) => setTime(value as CallbackWindow)} isRequired>
        <Label className="field-label">{t('support_field_time')}</Label>
        <div className="radio-options">
          {CALLBACK_WINDOWS.map((window) => (
            <RadioField key={window} className="radio-field" value={window}>
              <RadioButton className="radio">
                <span className="radio-dot" aria-hidden="true" />
                {t(`support_time_${window}`)}
              </RadioButton>
            </RadioField>
          ))}
        </div>
      </RadioGroup>
      <TextAreaField label={t('support_field_note')} value={note} onChange={setNote} />
      <FormFooter error={error} pending={pending} submitLabel={t('support_send')}>
        <Button className="button button-secondary" onPress={onClose}>{t('header_cancel')}</Button>
      </FormFooter>
    </Form>
  );
}

/**
 * The logged-in player's contact from the user config (null for a guest, and until it arrives or
 * when it cannot be read: the forms are then left empty).
 */
function usePlayerContact(loggedIn: boolean): SupportPlayer | null {
  const [contact, setContact] = useState<SupportPlayer | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    void api().get<unknown>('/web-api/user/config').then((body) => {
      const { result } = userConfigContactResponse.parse(body);
      const phone = result.phone_code && result.phone_number ? `${result.phone_code}${result.phone_number}` : null;
      if (live) setContact({ name: result.user_name, email: result.user_email, phone });
    }).catch(() => {});
    return () => {
      live = false;
    };
  }, [loggedIn]);
  return contact;
}

/** The options menu (open at first) or, without the menu, the e-mail form (open at first). */
export default function SupportPanel({ multi, loggedIn, callback }: SupportOptions) {
  const t = useT();
  const player = usePlayerContact(loggedIn);
  // The dialogs unmount their forms when closed: each opening starts with a fresh form.
  const [open, setOpen] = useState<Open>(multi ? null : 'email');
  const show = (which: Open) => setOpen(which);
  const close = () => setOpen(null);
  const offerCallback = callback && loggedIn;
  return (
    <>
      {multi ? (
        <MenuTrigger defaultOpen>
          <Button className="support-button">{t('support_button')}</Button>
          <Popover placement="top end" className="support-popover">
            {/* MenuTrigger labels the menu by its button ("Support"). */}
            <Menu className="support-menu" onAction={(key) => show(key === 'callback' ? 'callback' : 'email')}>
              <MenuItem id="email">{t('support_email')}</MenuItem>
              {offerCallback && <MenuItem id="callback">{t('support_callback')}</MenuItem>}
            </Menu>
          </Popover>
        </MenuTrigger>
      ) : (
        <Button className="support-button" onPress={() => show('email')}>
          {t('support_button')}
        </Button>
      )}
      <ModalDialog isOpen={open === 'email'} onClose={close} title={t('support_email_title')}>
        <EmailForm key={player ? 'player' : 'empty'} player={player} onClose={close} />
      </ModalDialog>
      {offerCallback && (
        <ModalDialog isOpen={open === 'callback'} onClose={close} title={t('support_callback_title')}>
          <CallbackForm key={player ? 'player' : 'empty'} player={player} onClose={close} />
        </ModalDialog>
      )}
    </>
  );
}

