/**
 * The stake part the product islands share (LottoTicket, TotoCoupon, VirtualBets): the amount
 * field, the place/buy button, the guest's log-in link and the answer line, plus the placement
 * state behind them ({@link useProductPlacement}).
 *
 * Idempotency on the client: one `refId` per distinct request; a retry of the same request (the
 * network failed, the player pressed again) reuses it, so the server answers the ticket already
 * taken instead of taking a second one. Any change of the picks or the amount draws a new refId
 * (`renew`). After an accepted placement the page reloads to list the new ticket.
 */
import { useCallback, useState, type ReactNode } from 'react';
import { Button, Input, Label, TextField } from 'react-aria-components';
import { isApiError } from '../../client/shell/api.ts';
import { useT } from '../shell/i18n.tsx';

/** The answer line under the form: accepted (`status`) or refused (`alert`). */
interface PlacementMessage {
  ok: boolean;
  text: string;
}

/** A new request id: `prefix-` and 24 hex digits of WebCrypto randomness (at most 64 characters). */
function newRefId(prefix: string): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `${prefix}-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`.slice(0, 64);
}

/** What {@link useProductPlacement} gives its island. */
export interface ProductPlacement {
  /** The stake as typed, major units (e.g. `"10.50"`). */
  amount: string;
  /** Sets the stake; a new request, so a new refId. */
  setAmount: (amount: string) => void;
  /** Call on any change of the request (picks): clears the answer line and draws a new refId. */
  renew: () => void;
  busy: boolean;
  message: PlacementMessage | null;
  /**
   * Sends the request: `send(refId)` posts it and resolves to the success text; an API error's
   * message (4xx JSON, already in the player's language) or `main_error` is shown otherwise.
   */
  place: (send: (refId: string) => Promise<string>) => Promise<void>;
}

/**
 * The placement state of a product island.
 * @param prefix refId prefix naming the product (`lotto`, `toto`, `virt`)
 * @param initialAmount the stake shown first (the brand's minimum for the currency, else a default)
 */
export function useProductPlacement(prefix: string, initialAmount: string): ProductPlacement {
  const t = useT();
  const [amount, setAmountState] = useState(initialAmount);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<PlacementMessage | null>(null);
  const [refId, setRefId] = useState(() => newRefId(prefix));
  const renew = useCallback(() => {
    setMessage(null);
    setRefId(newRefId(prefix));
  }, [prefix]);
  const setAmount = useCallback((value: string) => {
    renew();
    setAmountState(value);
  }, [renew]);
  const place = async (send: (refId: string) => Promise<string>) => {
    setBusy(true);
    setMessage(null);
    try {
      setMessage({ ok: true, text: await send(refId) });
      location.reload();
    } catch (e) {
      setMessage({ ok: false, text: isApiError(e) ? e.message : t('main_error') });
    } finally {
      setBusy(false);
    }
  };
  return { amount, setAmount, renew, busy, message, place };
}

/** Props of {@link StakeForm}. */
export interface StakeFormProps {
  placement: ProductPlacement;
  /** The player's account currency, or null for a guest (who gets the log-in link). */
  account: { iso: string } | null;
  /** Class of the amount field (`lotto-stake`, `toto-stake`, `virtual-stake`). */
  fieldClassName: string;
  /** Label of the amount field, translated. */
  stakeLabel: string;
  /** Text of the button, translated. */
  submitLabel: string;
  /** Whether the request is incomplete (the button is off; it is off while sending too). */
  isIncomplete: boolean;
  onSubmit: () => void;
  /** The guest's log-in link and its text. */
  loginHref: string;
  loginLabel: string;
  /** Shown between the field and the button (e.g. the toto total). */
  extra?: ReactNode;
}

/** The stake field, the button (or the guest's log-in link) and the answer line. */
export function StakeForm({ placement, account, fieldClassName, stakeLabel, submitLabel, isIncomplete, onSubmit, loginHref, loginLabel, extra }: StakeFormProps) {
  const { message } = placement;
  return (
    <>
      {account ? (
        <div className="lotto-buy">
          <TextField className={fieldClassName} value={placement.amount} onChange={placement.setAmount} inputMode="decimal" autoComplete="off" name="amount">
            <Label>{stakeLabel}</Label>
            <Input />
          </TextField>
          {extra}
          <Button className="button" isDisabled={placement.busy || isIncomplete} onPress={onSubmit}>
            {submitLabel}
          </Button>
        </div>
      ) : (
        <a className="button" href={loginHref}>
          {loginLabel}
        </a>
      )}
      {message && (
        <p className={message.ok ? 'form-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </>
  );
}
