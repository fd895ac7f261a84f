/**
 * The lotto ticket form (spec §2 `lotto`; src/domain/lotto/): pick 5 main numbers of 1..mainMax
 * and 1 bonus ball of 1..bonusMax (react-aria ToggleButtons, or a random quick pick), a stake, and
 * buy with `POST /web-api/lotto/ticket` through the shared stake form (products/StakeForm.tsx:
 * one refId per ticket, reused by a retry; a guest is asked to log in; after a purchase the page
 * reloads to list the ticket).
 */
import { useMemo, useState } from 'react';
import { Button, ToggleButton } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { StakeForm, useProductPlacement } from './StakeForm.tsx';
import type { LottoTicket } from '../../../schemas/lotto-api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';

/** Dictionary keys the form uses. */
export const LOTTO_TICKET_KEYS = [
  'lotto_pick_main', 'lotto_pick_bonus', 'lotto_quick_pick', 'lotto_clear', 'lotto_stake', 'lotto_buy', 'lotto_bought',
  'lotto_login_to_buy', 'lotto_picked', 'main_error',
] as const;

/** Props of the form. */
export interface LottoTicketProps {
  lottoId: number;
  mainMax: number;
  bonusMax: number;
  /** Name of the bonus ball (Powerball, Mega Ball). */
  bonusName: string;
  /** The player's account, or null for a guest. */
  account: { accountId: number; iso: string; minAmount: string | null } | null;
  /** The page to log in from (`?login=1`). */
  loginHref: string;
}

/** A random pick of `count` distinct numbers of 1..max (WebCrypto). */
function randomPick(count: number, max: number): number[] {
  const picked = new Set<number>();
  const buffer = new Uint32Array(1);
  while (picked.size < count) {
    crypto.getRandomValues(buffer);
    picked.add((buffer[0]! % max) + 1);
  }
  return [...picked].sort((a, b) => a - b);
}

function Form({ lottoId, mainMax, bonusMax, bonusName, account, loginHref }: LottoTicketProps) {
  const t = useT();
  const [main, setMain] = useState<number[]>([]);
  const [bonus, setBonus] = useState<number | null>(null);
  const placement = useProductPlacement('lotto', account?.minAmount ?? '1');
  const mains = useMemo(() => Array.from({ length: mainMax }, (_, i) => i + 1), [mainMax]);
  const bonuses = useMemo(() => Array.from({ length: bonusMax }, (_, i) => i + 1), [bonusMax]);
  const changed = placement.renew;
  const toggleMain = (n: number, on: boolean) => {
    changed();
    setMain((current) => (on ? (current.length < 5 ? [...current, n].sort((a, b) => a - b) : current) : current.filter((x) => x !== n)));
  };
  const buy = () => {
    if (!account || bonus === null || main.length !== 5) return;
    void placement.place(async (refId) => {
      const answer = await api().post<{ ticket: LottoTicket }>('/web-api/lotto/ticket', { refId, accountId: account.accountId, lottoId, numbers: main, bonus, amount: placement.amount });
      return t('lotto_bought', { id: answer.ticket.ticketId });
    });
  };
  return (
    <div className="lotto-ticket" data-lotto-id={lottoId}>
      <fieldset className="lotto-grid">
        <legend>{t('lotto_pick_main', { max: mainMax })}</legend>
        {mains.map((n) => (
          <ToggleButton key={n} className="lotto-ball" isSelected={main.includes(n)} isDisabled={!main.includes(n) && main.length >= 5} onChange={(on) => toggleMain(n, on)} data-number={n}>
            {n}
          </ToggleButton>
        ))}
      </fieldset>
      <fieldset className="lotto-grid lotto-grid-bonus">
        <legend>{t('lotto_pick_bonus', { name: bonusName, max: bonusMax })}</legend>
        {bonuses.map((n) => (
          <ToggleButton key={n} className="lotto-ball lotto-ball-bonus" isSelected={bonus === n} onChange={(on) => (changed(), setBonus(on ? n : null))} data-bonus={n}>
            {n}
          </ToggleButton>
        ))}
      </fieldset>
      <p className="lotto-picked" aria-live="polite">
        {t('lotto_picked', { main: main.join(' ') || '–', bonus: bonus ?? '–' })}
      </p>
      <div className="lotto-actions">
        <Button className="button button-secondary" onPress={() => (changed(), setMain(randomPick(5, mainMax)), setBonus(randomPick(1, bonusMax)[0]!))}>
          {t('lotto_quick_pick')}
        </Button>
        <Button className="button button-secondary" onPress={() => (changed(), setMain([]), setBonus(null))}>
          {t('lotto_clear')}
        </Button>
      </div>
      <StakeForm
        placement={placement}
        account={account}
        fieldClassName="lotto-stake"
        stakeLabel={account ? t('lotto_stake', { currency: account.iso }) : ''}
        submitLabel={t('lotto_buy')}
        isIncomplete={main.length !== 5 || bonus === null}
        onSubmit={buy}
        loginHref={loginHref}
        loginLabel={t('lotto_login_to_buy')}
      />
    </div>
  );
}

/** The island. */
export default function LottoTicketForm({ lng, locale, messages, ...props }: IslandI18nProps & LottoTicketProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Form {...props} />
    </IslandI18n>
  );
}
