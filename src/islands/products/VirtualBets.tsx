/**
 * Betting on virtual sports (spec §2 `virtualsports`): the next events' matches with the model's
 * odds as react-aria ToggleButtons (one outcome selected at a time), a stake and a place button
 * (`POST /web-api/virtual/bet`) through the shared stake form (products/StakeForm.tsx: one refId
 * per bet, reused by a retry; a guest is asked to log in; after a placement the page reloads to
 * list the bet).
 */
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { StakeForm, useProductPlacement } from './StakeForm.tsx';
import { VIRTUAL_OUTCOMES, type VirtualOutcome } from '../../domain/virtual/league.ts';
import type { VirtualBet } from '../../../schemas/virtual-api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

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

function Bets({ event, account, loginHref }: VirtualBetsProps) {
  const t = useT();
  const [selected, setSelected] = useState<{ match: number; outcome: VirtualOutcome } | null>(null);
  const placement = useProductPlacement('virt', account?.minAmount ?? '10');
  const choose = (match: number, outcome: VirtualOutcome, on: boolean) => {
    placement.renew();
    setSelected(on ? { match, outcome } : null);
  };
  const chosen = selected ? event.matches[selected.match] : undefined;
  const coef = selected && chosen?.odds ? chosen.odds[selected.outcome] : null;
  const place = () => {
    if (!account || !selected || coef === null) return;
    void placement.place(async (refId) => {
      const answer = await api().post<{ bet: VirtualBet }>('/web-api/virtual/bet', { refId, accountId: account.accountId, eventId: event.eventId, match: selected.match, outcome: selected.outcome, coef, amount: placement.amount });
      return t('virtual_placed', { id: answer.bet.betId });
    });
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
                <td key={o} data-label={t(`virtual_outcome_${o}`)}>
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
      <StakeForm
        placement={placement}
        account={account}
        fieldClassName="virtual-stake"
        stakeLabel={account ? t('virtual_stake', { currency: account.iso }) : ''}
        submitLabel={t('virtual_place')}
        isIncomplete={!selected}
        onSubmit={place}
        loginHref={loginHref}
        loginLabel={t('virtual_login_to_bet')}
      />
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
