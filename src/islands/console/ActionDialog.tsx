/**
 * A console action in a react-aria dialog: a trigger button, a modal with the action's
 * fields and the required reason, a submit that shows the server's refusal in the dialog (alert,
 * and the reason field when the server named it), closing on success. Keyboard: the trigger opens
 * it, focus moves into it, Escape closes it.
 */
import { useState, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Form, Heading, Modal } from 'react-aria-components';
import { useT } from '../shell/i18n.tsx';
import { asConsoleError, ConsoleApiError } from '../../client/console/api.ts';
import { ReasonField } from './fields.tsx';

/** Props of {@link ActionDialog}. */
export interface ActionDialogProps {
  /** The trigger's text. */
  label: string;
  title: string;
  submitLabel: string;
  /** Red trigger and submit (ban, end sessions, reject). */
  danger?: boolean;
  /** Extra fields above the reason. */
  children?: ReactNode;
  /** Called when the dialog opens (e.g. a new idempotency key, reset fields). */
  onOpen?: () => void;
  /** Sends the action; a thrown ConsoleApiError is shown in the dialog, success closes it. */
  onSubmit: (reason: string) => Promise<void>;
  /** `data-testid` of the trigger. */
  testId?: string;
  /** Label of the reason field when it is more than an audit reason (e.g. a reply the player reads). */
  reasonLabel?: string;
  /** The body field the server names when it refuses the reason (default `reason`). */
  reasonField?: string;
}

/** A console action with a required reason, in a modal dialog. */
export function ActionDialog({ label, title, submitLabel, danger, children, onOpen, onSubmit, testId, reasonLabel, reasonField = 'reason' }: ActionDialogProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<ConsoleApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const className = danger ? 'react-aria-Button danger' : 'react-aria-Button';
  return (
    <DialogTrigger
      isOpen={open}
      onOpenChange={(next) => {
        if (next) {
          setReason('');
          setError(null);
          onOpen?.();
        }
        setOpen(next);
      }}
    >
      <Button className={className} data-testid={testId}>{label}</Button>
      <Modal isDismissable>
        <Dialog>
          <Heading slot="title">{title}</Heading>
          <Form
            onSubmit={async (event) => {
              event.preventDefault();
              setError(null);
              setBusy(true);
              try {
                await onSubmit(reason.trim());
                setOpen(false);
              } catch (failure) {
                setError(asConsoleError(failure, t('console_error_generic')));
              } finally {
                setBusy(false);
              }
            }}
          >
            {error && <div className="alert" role="alert">{error.message}</div>}
            {children}
            <ReasonField value={reason} onChange={setReason} label={reasonLabel} error={error?.fields.includes(reasonField) ? error.message : null} />
            <div className="row">
              <Button type="submit" className={className} isDisabled={busy}>{submitLabel}</Button>
              <Button className="react-aria-Button secondary" onPress={() => setOpen(false)}>{t('console_cancel')}</Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

/** A new idempotency key for one action (hex, from the browser's CSPRNG; works on http origins too). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `adj-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}
