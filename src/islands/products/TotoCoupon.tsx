/**
 * The toto coupon form (spec §2 `toto`; rules in src/domain/toto/pool.ts): for each of the 15
 * matches pick 1, X and/or 2 (react-aria ToggleButtons; several picks multiply the rows), a stake
 * per row, and place with `POST /web-api/toto/coupon` through the shared stake form
 * (products/StakeForm.tsx: one refId per coupon, reused by a retry; a guest is asked to log in;
 * after a placement the page reloads to list the coupon). Rows and the total stake are computed
 * with the domain rules, exactly.
 */
import { useState } from 'react';
import { ToggleButton, useLocale } from 'react-aria-components';
import { api } from '../../client/auth/session.ts';
import { StakeForm, useProductPlacement } from './StakeForm.tsx';
import { formatMoney, parseMajorAmount } from '../../domain/money.ts';
import { MAX_ROWS, TOTO_OUTCOMES, type TotoOutcome } from '../../domain/toto/pool.ts';
import type { TotoCoupon } from '../../../schemas/toto-api.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { Moment } from '../shell/Moment.tsx';

/** Dictionary keys the form uses. */
export const TOTO_COUPON_KEYS = [
  'toto_pick_home', 'toto_pick_draw', 'toto_pick_away', 'toto_rows', 'toto_row_stake', 'toto_total', 'toto_place', 'toto_placed',
  'toto_login_to_play', 'toto_pick_every_match', 'toto_error_rows', 'toto_matches', 'toto_match', 'toto_kickoff', 'main_error',
] as const;

/** Props of the form. */
export interface TotoCouponProps {
  drawId: number;
  /** The draw's matches: number, teams, champ and replayed kick-off (ISO 8601). */
  matches: { number: number; permanentId: number; home: string; away: string; champName: string; kickoff: string }[];
  account: { accountId: number; iso: string; exponent: number; minAmount: string | null } | null;
  loginHref: string;
}

const PICK_KEY: Record<TotoOutcome, string> = { '1': 'toto_pick_home', X: 'toto_pick_draw', '2': 'toto_pick_away' };

function Form({ drawId, matches, account, loginHref }: TotoCouponProps) {
  const t = useT();
  const { locale } = useLocale();
  const [picks, setPicks] = useState<TotoOutcome[][]>(() => matches.map(() => []));
  const placement = useProductPlacement('toto', account?.minAmount ?? '10');
  const rows = picks.reduce((product, p) => product * p.length, 1);
  const exponent = account?.exponent ?? 2;
  const rowStake = parseMajorAmount(placement.amount, exponent);
  const total = rowStake === null ? null : rowStake * rows;
  const toggle = (index: number, outcome: TotoOutcome, on: boolean) => {
    placement.renew();
    setPicks((current) => current.map((p, i) => (i !== index ? p : TOTO_OUTCOMES.filter((o) => (o === outcome ? on : p.includes(o))))));
  };
  const place = () => {
    if (!account || rows === 0) return;
    void placement.place(async (refId) => {
      const answer = await api().post<{ coupon: TotoCoupon }>('/web-api/toto/coupon', { refId, accountId: account.accountId, drawId, picks: picks.map((p) => p.join('')), amount: placement.amount });
      return t('toto_placed', { id: answer.coupon.couponId });
    });
  };
  return (
    <div className="toto-coupon" data-draw-id={drawId} data-rows={rows}>
      <table className="toto-matches toto-fixtures">
        <caption>{t('toto_matches')}</caption>
        <thead>
          <tr>
            <th scope="col">№</th>
            <th scope="col">{t('toto_match')}</th>
            <th scope="col">{t('toto_kickoff')}</th>
            <th scope="col">1</th>
            <th scope="col">X</th>
            <th scope="col">2</th>
          </tr>
        </thead>
        <tbody>
          {matches.map((m, index) => (
            <tr key={m.number} data-match={m.number} data-game={m.permanentId}>
              <th scope="row">{m.number}</th>
              <td>
                {m.home} – {m.away} <span className="champ-country">{m.champName}</span>
              </td>
              <td>
                <Moment at={m.kickoff} style="weekdayTime" />
              </td>
              {TOTO_OUTCOMES.map((o) => (
                <td key={o}>
                  <ToggleButton
                    className="lotto-ball toto-pick"
                    isSelected={picks[index]!.includes(o)}
                    onChange={(on) => toggle(index, o, on)}
                    aria-label={`${m.number}. ${m.home} – ${m.away}: ${t(PICK_KEY[o])}`}
                    data-pick={o}
                  >
                    {o}
                  </ToggleButton>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="toto-rows" aria-live="polite">
        {rows === 0 ? t('toto_pick_every_match') : t('toto_rows', { rows })}
        {rows > MAX_ROWS && ` ${t('toto_error_rows', { max: MAX_ROWS })}`}
      </p>
      <StakeForm
        placement={placement}
        account={account}
        fieldClassName="toto-stake"
        stakeLabel={account ? t('toto_row_stake', { currency: account.iso }) : ''}
        submitLabel={t('toto_place')}
        isIncomplete={rows === 0 || rows > MAX_ROWS || rowStake === null}
        onSubmit={place}
        loginHref={loginHref}
        loginLabel={t('toto_login_to_play')}
        extra={<p className="toto-total">{total === null || rows === 0 || !account ? '' : t('toto_total', { amount: formatMoney(total, { iso: account.iso, exponent }, locale) })}</p>}
      />
    </div>
  );
}

/** The island. */
export default function TotoCouponForm({ lng, locale, messages, ...props }: IslandI18nProps & TotoCouponProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Form {...props} />
    </IslandI18n>
  );
}
