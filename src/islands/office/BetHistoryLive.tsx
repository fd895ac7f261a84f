/**
 * Bet history list island (spec §3 Bet history directories, Bet; §4 Bet status
 * ids): the coupons of a history page, server-rendered for the first paint, each with its id,
 * time, type, stake, coefficient, potential payout, status and payout, and in `full_view` every
 * bet with its game, champ, kick-off, outcome, coefficient, status and the real final score.
 *
 * Open coupons update without a reload: every {@link HISTORY_POLL_MS} while the
 * page is visible the island asks `GET /web-api/coupon/{id}` for each coupon still open and shows
 * the new statuses and payouts; when one settles, the header's balance is reloaded.
 * The same list renders the print-coupon page (server-only, `printable`).
 *
 * Hooks for tests: each coupon carries `data-coupon-id` and `data-status-id`, each bet
 * `data-leg-status` and, once settled, its score cell `data-score="home:away"`.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Receipt } from '../../../schemas/coupon-api.ts';
import { BET_STATUS_KEYS } from '../../domain/coupon/bet-flags.ts';
import { COUPON_TYPE, COUPON_TYPE_IDS, isOpenStatus, type BetStatusId, type HistoryView } from '../../domain/coupon/types.ts';
import { receiptLegs } from '../../domain/coupon/figures.ts';
import { formatMoney } from '../../domain/money.ts';
import { formatCoef } from '../../domain/coupon/odds-format.ts';
import { textDirection } from '../../domain/bidi.ts';
import { MARKET_GROUPS } from '../../domain/feed/odds-model.ts';
import { COUPON_SETTLED_EVENT, api, loadBalance, type CouponSettledDetail } from '../../client/auth/session.ts';
import { useLocale } from 'react-aria-components';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { Moment } from '../shell/Moment.tsx';
import { FEED_LABEL_KEYS } from '../sports/keys.ts';
import { outcomeText } from '../sports/labels.ts';

/** How often open coupons are checked, ms (status without reload). */
const HISTORY_POLL_MS = 5_000;

/** i18n key of a coupon type name (spec §3 Coupon types 0..9). */
const couponTypeKey = (typeId: number): string => `coupon_type_${typeId}`;

/** i18n key of a bet status name (spec §4 Bet status ids); an unknown id reads as not calculated. */
const betStatusKey = (statusId: number): string => BET_STATUS_KEYS[statusId as BetStatusId] ?? BET_STATUS_KEYS[-2];

/** Dictionary keys the island uses. */
export const BET_HISTORY_KEYS: readonly string[] = [
  ...new Set([
    ...FEED_LABEL_KEYS,
    ...Object.values(BET_STATUS_KEYS),
    ...COUPON_TYPE_IDS.map(couponTypeKey),
    'history_empty',
    'history_coupon_number',
    'history_coupon_placed',
    'history_coupon_type',
    'history_coupon_system',
    'history_coupon_combinations',
    'history_coupon_stake',
    'history_coupon_coef',
    'history_coupon_bonus_coef',
    'history_coupon_potential_payout',
    'history_coupon_status',
    'history_coupon_payout',
    'history_coupon_bets',
    'history_leg_game',
    'history_leg_champ',
    'history_leg_kickoff',
    'history_leg_outcome',
    'history_leg_coef',
    'history_leg_status',
    'history_leg_score',
    'history_leg_half_time',
    'history_print',
    'coupon_bonus_bet',
  ]),
];

/** Props of the bet history island. */
export interface BetHistoryLiveProps extends IslandI18nProps {
  /** The coupons of the page, newest first. */
  coupons: Receipt[];
  /** compact_view (coupons only) or full_view (with every bet). */
  view: HistoryView;
  /** The print-coupon page: no polling, no print link. */
  printable?: boolean;
  /** Poll period, ms (stories shorten it). */
  pollMs?: number;
}

/** Open: no final status yet (spec §4). */
const isOpen = (coupon: Pick<Receipt, 'statusId'>) => isOpenStatus(coupon.statusId);

/** The market group name key of a bet (spec §3: a group without a template is '-'). */
const groupKey = (groupId: number) => MARKET_GROUPS.find((g) => g.groupId === groupId)?.nameKey ?? null;

function Status({ statusId }: { statusId: number }) {
  const t = useT();
  return (
    <span className="bet-status" data-status={isOpenStatus(statusId) ? 'open' : 'settled'} data-status-id={statusId}>
      {t(betStatusKey(statusId))}
    </span>
  );
}

function Legs({ coupon }: { coupon: Receipt }) {
  const t = useT();
  return (
    <table className="bet-coupon-legs">
      <caption className="visually-hidden">{t('history_coupon_bets')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('history_leg_game')}</th>
          <th scope="col">{t('history_leg_champ')}</th>
          <th scope="col">{t('history_leg_kickoff')}</th>
          <th scope="col">{t('history_leg_outcome')}</th>
          <th scope="col">{t('history_leg_coef')}</th>
          <th scope="col">{t('history_leg_status')}</th>
          <th scope="col">{t('history_leg_score')}</th>
        </tr>
      </thead>
      <tbody>
        {receiptLegs(coupon).map((leg) => {
          if (leg.kind === 'bonus') {
            // The bonus-bet leg of an express (spec §4): no game, always counted as won.
            return (
              <tr key="bonus" className="leg-bonus" data-leg-key="bonus" data-testid="history-bonus-bet">
                <th scope="row" className="leg-game">{t('coupon_bonus_bet')}</th>
                <td className="leg-champ">-</td>
                <td className="leg-kickoff">-</td>
                <td className="leg-outcome">-</td>
                <td className="leg-coef"><bdi dir="ltr">{formatCoef(leg.coef, coupon.coefViewId ?? 0)}</bdi></td>
                <td className="leg-status">-</td>
                <td className="leg-score">-</td>
              </tr>
            );
          }
          const { bet } = leg;
          const group = groupKey(bet.groupId);
          const outcome = outcomeText(t, { groupId: bet.groupId, param: bet.param ?? undefined, label: bet.label });
          return (
            <tr key={bet.key} data-leg-key={bet.key} data-game={bet.permanentId} data-leg-status={bet.statusId}>
              <th scope="row" className="leg-game"><bdi dir={textDirection(bet.gameName)}>{bet.gameName}</bdi></th>
              <td className="leg-champ"><bdi dir={textDirection(bet.champName)}>{bet.champName}</bdi></td>
              <td className="leg-kickoff">
                <Moment at={bet.start * 1000} style="kickoff" />
              </td>
              <td className="leg-outcome">{group ? `${t(group)}: ${outcome}` : outcome}</td>
              <td className="leg-coef"><bdi dir="ltr">{formatCoef(bet.coef, coupon.coefViewId ?? 0)}</bdi></td>
              <td className="leg-status">
                <Status statusId={bet.statusId} />
              </td>
              <td className="leg-score" data-score={bet.score ? `${bet.score.home}:${bet.score.away}` : undefined}>
                {bet.score ? <bdi dir="ltr">{`${bet.score.home}:${bet.score.away}`}</bdi> : '-'}
                {bet.halfTimeScore && (
                  <span className="leg-half-time">
                    {' '}
                    ({t('history_leg_half_time')} <bdi dir="ltr">{bet.halfTimeScore.home}:{bet.halfTimeScore.away}</bdi>)
                  </span>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** One row of a coupon's summary: its label and value (`className` and data attributes go on the value). */
function SummaryRow({ label, children, ...value }: { label: string; children: ReactNode; className?: string; 'data-type-id'?: number; 'data-payout-minor'?: number }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd {...value}>{children}</dd>
    </div>
  );
}

/** One coupon: summary, and its bets in the full view. */
function Coupon({ coupon, full, printable, lng }: { coupon: Receipt; full: boolean; printable: boolean; lng: string }) {
  const t = useT();
  const { locale } = useLocale();
  const money = (minor: number) => formatMoney(minor, coupon.currency, locale);
  const headingId = `coupon-${coupon.couponId}`;
  const typeName = coupon.typeId === COUPON_TYPE.system && coupon.systemValue !== null
    ? `${t(couponTypeKey(coupon.typeId))} ${t('history_coupon_system', { value: coupon.systemValue, of: coupon.bets.length })}`
    : t(couponTypeKey(coupon.typeId));
  return (
    <article className="bet-coupon" aria-labelledby={headingId} data-coupon-id={coupon.couponId} data-status-id={coupon.statusId}>
      <header className="bet-coupon-header">
        <h2 id={headingId}>{t('history_coupon_number', { id: coupon.couponId })}</h2>
        <span className="bet-coupon-status" aria-live="polite">
          <span className="visually-hidden">{t('history_coupon_status')}: </span>
          <Status statusId={coupon.statusId} />
        </span>
      </header>
      <dl className="bet-coupon-summary">
        <SummaryRow label={t('history_coupon_placed')}>
          <Moment at={coupon.placedAt} />
        </SummaryRow>
        <SummaryRow label={t('history_coupon_type')} data-type-id={coupon.typeId}>{typeName}</SummaryRow>
        <SummaryRow label={t('history_coupon_combinations')}>{coupon.combinations}</SummaryRow>
        <SummaryRow label={t('history_coupon_stake')} className="bet-coupon-stake">{money(coupon.stakeMinor)}</SummaryRow>
        {coupon.coef !== null && (
          <SummaryRow label={t('history_coupon_coef')} className="bet-coupon-coef">{formatCoef(coupon.coef, coupon.coefViewId ?? 0)}</SummaryRow>
        )}
        {coupon.bonusCoef !== null && <SummaryRow label={t('history_coupon_bonus_coef')}>{formatCoef(coupon.bonusCoef, coupon.coefViewId ?? 0)}</SummaryRow>}
        <SummaryRow label={t('history_coupon_potential_payout')} className="bet-coupon-potential">{money(coupon.potentialPayoutMinor)}</SummaryRow>
        {coupon.payoutMinor !== null && (
          <SummaryRow label={t('history_coupon_payout')} className="bet-coupon-payout" data-payout-minor={coupon.payoutMinor}>{money(coupon.payoutMinor)}</SummaryRow>
        )}
      </dl>
      {full && <Legs coupon={coupon} />}
      {!printable && (
        <p className="bet-coupon-actions">
          <a href={`/${lng}/print-coupon/${coupon.couponId}`} target="_blank" rel="noopener">
            {t('history_print')}
          </a>
        </p>
      )}
    </article>
  );
}

/** Keeps the open coupons of the list up to date (module docstring). */
function useLiveCoupons(initial: Receipt[], enabled: boolean, pollMs: number): Receipt[] {
  const [coupons, setCoupons] = useState(initial);
  const openKey = enabled ? coupons.filter(isOpen).map((c) => c.couponId).join(',') : '';
  useEffect(() => {
    if (openKey === '') return;
    const ids = openKey.split(',').map(Number);
    let stopped = false;
    const tick = async () => {
      if (document.visibilityState === 'hidden') return;
      const fresh = await Promise.all(ids.map((id) => api().get<Receipt>(`/web-api/coupon/${id}`).catch(() => null)));
      if (stopped) return;
      const byId = new Map(fresh.filter((r): r is Receipt => r !== null && typeof r === 'object').map((r) => [r.couponId, r]));
      if (byId.size === 0) return;
      setCoupons((list) => list.map((c) => byId.get(c.couponId) ?? c));
      // A coupon settled: its payout is on the account now.
      if ([...byId.values()].some((r) => !isOpen(r))) void loadBalance().catch(() => {});
    };
    const timer = setInterval(() => void tick(), pollMs);
    // The player's stream says a coupon settled: read the open ones now.
    const onSettled = (event: Event) => {
      if (ids.includes((event as CustomEvent<CouponSettledDetail>).detail?.couponId)) void tick();
    };
    window.addEventListener(COUPON_SETTLED_EVENT, onSettled);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener(COUPON_SETTLED_EVENT, onSettled);
    };
  }, [openKey, pollMs]);
  return coupons;
}

function BetHistoryView({ coupons: initial, view, printable = false, pollMs = HISTORY_POLL_MS, lng }: Omit<BetHistoryLiveProps, 'locale' | 'messages'>) {
  const t = useT();
  const coupons = useLiveCoupons(initial, !printable, pollMs);
  if (coupons.length === 0) return <p className="history-empty">{t('history_empty')}</p>;
  return (
    <div className="bet-history-list" data-view={view}>
      {coupons.map((coupon) => (
        <Coupon key={coupon.couponId} coupon={coupon} full={view === 'full_view'} printable={printable} lng={lng} />
      ))}
    </div>
  );
}

/** The bet history island. */
export default function BetHistoryLive({ lng, locale, messages, ...props }: BetHistoryLiveProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <BetHistoryView lng={lng} {...props} />
    </IslandI18n>
  );
}
