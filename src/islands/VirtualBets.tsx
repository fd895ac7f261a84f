/**
 * Betting on virtual sports (spec §2 `virtualsports`): the next events' matches with the model's
 * odds as react-aria ToggleButtons (one outcome selected at a time), a stake and a place button
 * (`POST /web-api/virtual/bet`, one refId per bet, reused by a retry). A guest is asked to log in.
 * After a placement the page reloads to list the bet.
 */
import { useState } from 'react';
import { Button, Input, Label, TextField, ToggleButton } from 'react-aria-components';
import { api } from '../client/session.ts';
import { isApiError } from '../client/api.ts';
import { VIRTUAL_OUTCOMES, type VirtualOutcome } from '../domain/virtual/league.ts';
import type { VirtualBet } from '../../schemas/virtual-api.ts';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';

/** Dictionary keys the island uses. */
export const VIRTUAL_BETS_KEYS = [
  'virtual_outcome_1', 'virtual_outcome_X', 'virtual_outcome_2', 'virtual_outcome_over', 'virtual_outcome_under', 'virtual_stake', 'virtual_place',
  'virtual_placed', 'virtual_login_to_bet', 'virtual_selected', 'virtual_match', 'main_error',
] as const;

/** An event taking bets. */
export interface VirtualBetEvent {
  eventId: number;
  round: number;
  matches: { index: number; home: string; away: string; odds: Record<VirtualOutcome, number> | null }[];
}

/** Props of the island. */
export interface VirtualBetsProps {
  event: VirtualBetEvent;
  account: { accountId: number; iso: string; minAmount: string | null } | null;
  loginHref: string;
}

const newRefId = () => {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return `virt-${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`;
};

function Bets({ event, account, loginHref }: VirtualBetsProps) {
  const t = useT();
  const [selected, setSelected] = useState<{ match: number; outcome: VirtualOutcome } | null>(null);
  const [amount, setAmount] = useState(account?.minAmount ?? '10');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [refId, setRefId] = useState(newRefId);
  const choose = (match: number, outcome: VirtualOutcome, on: boolean) => {
    setMessage(null);
    setRefId(newRefId());
    setSelected(on ? { match, outcome } : null);
  };
  const chosen = selected ? event.matches[selected.match] : undefined;
  const coef = selected && chosen?.odds ? chosen.odds[selected.outcome] : null;
  const place = async () => {
    if (!account || !selected || coef === null) return;
    setBusy(true);
    setMessage(null);
    try {
      const answer = await api().post<{ bet: VirtualBet }>('/web-api/virtual/bet', { refId, accountId: account.accountId, eventId: event.eventId, match: selected.match, outcome: selected.outcome, coef, amount });
      setMessage({ ok: true, text: t('virtual_placed', { id: answer.bet.betId }) });
      location.reload();
    } catch (e) {
      setMessage({ ok: false, text: isApiError(e) ? e.message : t('main_error') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="virtual-bets" data-event-id={event.eventId}>
      <table className="virtual-matches">
        <thead>
          <tr>
            <th scope="col">{t('virtual_match')}</th>
            {VIRTUAL_OUTCOMES.map((o) => (
              <th scope="col" key={o}>{t(`virtual_outcome_${o}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {event.matches.map((m) => (
            <tr key={m.index} data-match={m.index}>
              <th scope="row">
                {m.home} – {m.away}
              </th>
              {VIRTUAL_OUTCOMES.map((o) => (
                <td key={o}>
                  {m.odds && (
                    <ToggleButton
                      className="outcome-button"
                      isSelected={selected?.match === m.index && selected.outcome === o}
                      onChange={(on) => choose(m.index, o, on)}
                      aria-label={`${m.home} – ${m.away}: ${t(`virtual_outcome_${o}`)} ${m.odds[o].toFixed(3)}`}
                      data-outcome={o}
                      data-coef={m.odds[o]}
                    >
                      {m.odds[o].toFixed(3)}
                    </ToggleButton>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {selected && chosen && coef !== null && (
        <p className="virtual-selected" aria-live="polite">
          {t('virtual_selected', { match: `${chosen.home} – ${chosen.away}`, outcome: t(`virtual_outcome_${selected.outcome}`), coef: coef.toFixed(3) })}
        </p>
      )}
      {account ? (
        <div className="lotto-buy">
          <TextField className="virtual-stake" value={amount} onChange={(v) => (setMessage(null), setRefId(newRefId()), setAmount(v))} inputMode="decimal" autoComplete="off" name="amount">
            <Label>{t('virtual_stake', { currency: account.iso })}</Label>
            <Input />
          </TextField>
          <Button className="button" isDisabled={busy || !selected} onPress={() => void place()}>
            {t('virtual_place')}
          </Button>
        </div>
      ) : (
        <a className="button" href={loginHref}>
          {t('virtual_login_to_bet')}
        </a>
      )}
      {message && (
        <p className={message.ok ? 'form-success' : 'form-error'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </p>
      )}
    </div>
  );
}

/** The island. */
export default function VirtualBets({ lng, locale, messages, ...props }: IslandI18nProps & VirtualBetsProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Bets {...props} />
    </IslandI18n>
  );
}
