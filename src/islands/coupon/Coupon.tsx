/**
 * The coupon (bet slip) island (spec §3 Coupon state, Coupon settings,
 * Change-of-odds action; §4 rules of state, bonus bet; §5 coupon validation; §9 coupon
 * constants). It shows the bets the outcome buttons put in the page's coupon store
 * (src/client/coupon/coupon-store.ts), follows their prices live on the SSE stream
 * (`/bff-api/feed/stream?games=…`, re-fetching a game's detail when a message cannot price a
 * bet), and places the coupon with `POST /web-api/coupon/place`.
 *
 * Every number comes from the domain rules (src/domain/coupon/): the stake per currency, the
 * coupon type arithmetic, the validation (the first problem is the reason the place button is
 * disabled), the bonus bet and the odds formats. After a placement the receipt shows, and
 * `GET /web-api/coupon/{id}` is polled every 5 s while the coupon is open and the page visible,
 * until it settles; then the balance is refreshed.
 *
 * The coupon settings area holds the odds format (coefficient view, also used by the outcome
 * buttons of the page), one-click betting (when the brand enables it: an outcome button's press
 * then places a single at once through the same placement code, with its own refId) and drop on
 * score change. On a system each bet can be made a banker; on a multi-bet by blocks each bet is
 * put in a block (A, B, …) and each block has its stake. A logged-in player with more than one
 * open account chooses the account to bet from; amounts are in its currency.
 *
 * The coupon's parts live beside it in src/islands/coupon/: the slip (CouponSlip.tsx), its legs
 * (CouponLegs.tsx), the system value, bankers and blocks (CouponSystem.tsx), the amounts, promo
 * code and summary (CouponAmounts.tsx), the settings (CouponSettings.tsx) and the receipt
 * (CouponReceipt.tsx); what they compute is in figures.ts, their dictionary keys in keys.ts and
 * the live prices in use-live-prices.ts. This module holds the coupon's state as the page sees it
 * (account, currency, free bets, the placement and its refusals) and composes the parts.
 *
 * Test hooks: root `data-testid="coupon"` (data-type-id, data-bets, data-one-click), each bet
 * `data-coupon-bet={key}` (data-trend, data-locked, data-banker, data-block-id), the place button `data-testid="place-bet"`,
 * `data-testid="coupon-disabled-reason"`, `data-testid="coupon-potential-win"`,
 * `data-testid="coupon-message"`, `data-testid="coupon-bonus-bet"`, the receipt
 * `data-testid="coupon-receipt"` (data-coupon-id) and its status `data-testid="coupon-status"`
 * (data-status-id).
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { nanoid } from 'nanoid';
import type { TFunction } from 'i18next';
import type { CouponConfig } from '../../../schemas/site-config.ts';
import { placeCouponResponse, type PlaceCouponRequest, type Receipt } from '../../../schemas/coupon-api.ts';
import { api, auth, balance, initAuth, loadBalance, type AccountView } from '../../client/auth/session.ts';
import { isApiError } from '../../client/shell/api.ts';
import {
  PER_BET_AMOUNT_TYPES, clearCoupon, coupon, couponPlaced, couponSettings, dropSubmission, replaceSettings, setAccount, setAmount,
  setBetLocked, setOneClickPlacer, setSettingsOwner, submissionRefId, updateCoefs, watchCouponStorage, parseCouponSettings, type NewBet,
} from '../../client/coupon/coupon-store.ts';
import { couponAmountStep, initialAmountOf, roundCoef } from '../../domain/coupon/amounts.ts';
import type { CouponProblem } from '../../domain/coupon/validation.ts';
import { COUPON_DEFAULTS, COUPON_TYPE } from '../../domain/coupon/types.ts';
import { ACCOUNT_TYPE, currencyExponent, formatMinor } from '../../domain/money.ts';
import { IslandI18n, useT, type IslandI18nProps } from '../shell/i18n.tsx';
import { SelectField } from '../shell/SelectField.tsx';
import { requestLogin } from '../../client/auth/navigation.ts';
import { ACCOUNT_TYPE_KEYS } from './keys.ts';
import {
  PER_LINE_TYPES, accountTypeOf, balanceMinorOf, betAccounts, couponFigures, minorToText, normaliseAmount, placementRequest, playingAccount, problemText,
} from './figures.ts';
import { useLivePrices } from './use-live-prices.ts';
import { CouponReceipt, RECEIPT_POLL_MS, useReceiptPolling } from './CouponReceipt.tsx';
import { CouponSettings, useSettingsSaver } from './CouponSettings.tsx';
import { CouponSlip } from './CouponSlip.tsx';
import type { FreeBet } from './CouponAmounts.tsx';

// The island's module answers for the coupon's keys and figures too: the layout takes its keys
// from here, and the placement test runs its figures and request.
export {
  ACCOUNT_TYPE_KEYS, CHANGE_COEF_ACTION_KEYS, COEF_VIEW_KEYS, COUPON_ERROR_KEYS, COUPON_KEYS, COUPON_TYPE_KEYS,
} from './keys.ts';
export {
  accountTypeOf, amountMinor, betAccounts, blockName, couponFigures, minorToText, normaliseAmount, placementRequest, playingAccount,
  type CouponFigures,
} from './figures.ts';
export { RECEIPT_POLL_MS } from './CouponReceipt.tsx';

/** Props of the coupon island. */
export interface CouponProps extends IslandI18nProps {
  /** The brand's coupon settings (site config `coupon`). */
  config: CouponConfig;
  /** The brand's bonus bet feature (spec §4 Bonus bet). */
  bonusBet: boolean;
  /** Currency of a guest (the brand's geo currency); a player's comes from the account. */
  currency: string;
  /** A player was logged in when the page was rendered (never who: the page may be shared). */
  loggedIn: boolean;
  /** The SSE endpoint. */
  streamUrl?: string;
  /** The game detail endpoint, up to the id. */
  gameUrl?: string;
  /** Receipt polling period while the coupon is open, ms (5 s). */
  pollMs?: number;
}

/** A message after a placement attempt. */
interface Notice {
  kind: 'error' | 'info';
  text: string;
  /** Offer the login dialog. */
  login?: boolean;
}

/** What a refusal of the placement means for the coupon (the store is updated), and what to tell the player. */
function refusalNotice(error: unknown, t: TFunction, iso: string): Notice {
  if (!isApiError(error)) return { kind: 'error', text: t('coupon_place_failed') };
  const meta = (error.errors[0]?.meta ?? {}) as Record<string, unknown>;
  if (error.status === 401) return { kind: 'error', text: t('coupon_login_to_bet'), login: true };
  switch (error.code) {
    case 'coef_changed': {
      const moved = Array.isArray(meta.bets) ? (meta.bets as { key?: unknown; coef?: unknown }[]) : [];
      updateCoefs(moved.filter((b) => typeof b.key === 'string' && typeof b.coef === 'number').map((b) => ({ key: b.key as string, coef: b.coef as number })));
      return { kind: 'info', text: t('coupon_odds_changed') };
    }
    case 'market_unavailable':
      if (typeof meta.key === 'string') setBetLocked(meta.key, true);
      dropSubmission();
      return { kind: 'error', text: t(meta.reason === 'market_locked' ? 'coupon_market_locked' : 'coupon_market_unavailable') };
    case 'coupon_invalid': {
      dropSubmission();
      const problems = Array.isArray(meta.problems) ? (meta.problems as Partial<CouponProblem>[]) : [];
      const first = problems.find((p) => typeof p.i18nKey === 'string');
      return { kind: 'error', text: first ? problemText(t, { i18nKey: first.i18nKey!, ...(first.params ? { params: first.params } : {}) }, iso) : error.message };
    }
    case 'insufficient_funds':
      return { kind: 'error', text: t('coupon_insufficient_funds') };
    case 'idempotency_conflict':
      dropSubmission();
      return { kind: 'error', text: t('coupon_retry_conflict') };
    case 'network_error':
    case 'timeout':
      return { kind: 'error', text: t('coupon_place_failed') };
    default:
      if (error.status >= 500 || error.status === 0) return { kind: 'error', text: t('coupon_place_failed') };
      dropSubmission();
      return { kind: 'error', text: error.message || t('main_query_error') };
  }
}

/**
 * The coupon: its state as the page sees it (the player's account and currency, free bets,
 * settings, live prices, the placement of the coupon and of one-click bets), drawn by its parts:
 * the heading and account select, then the receipt, the empty coupon or the slip, then the
 * settings.
 */
function CouponView({
  lng, locale, config, bonusBet, currency: guestCurrency, loggedIn,
  streamUrl = '/bff-api/feed/stream', gameUrl = '/bff-api/feed/game/', pollMs = RECEIPT_POLL_MS,
}: Omit<CouponProps, 'messages'>) {
  useSignals();
  const t = useT();
  useState(() => initAuth(loggedIn));
  const authenticated = (auth.value ?? { authenticated: loggedIn }).authenticated;
  const state = coupon.value;
  const settings = couponSettings.value;
  const coefViewId = settings.coefViewId;
  const accounts = authenticated ? betAccounts(balance.value) : [];
  const account = authenticated ? playingAccount(balance.value, state.accountId) : null;
  const iso = account?.iso ?? guestCurrency;
  const exponent = currencyExponent(iso);
  const money = useMemo(() => ({ iso, exponent }), [iso, exponent]);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [placing, setPlacing] = useState(false);
  const [amountDraft, setAmountDraft] = useState<string | null>(null);
  const saveSettings = useSettingsSaver(authenticated);

  useEffect(() => watchCouponStorage(), []);

  // Settings: a player's from the server, a guest's from localStorage.
  useEffect(() => {
    setSettingsOwner(authenticated ? 'player' : 'guest');
    if (!authenticated) return;
    let cancelled = false;
    api()
      .get<unknown>('/web-api/coupon/settings')
      .then((body) => {
        if (!cancelled) replaceSettings(parseCouponSettings(body));
      })
      .catch(() => {});
    return () => {
      cancelled = true;
    };
  }, [authenticated]);

  useEffect(() => {
    if (authenticated && balance.peek() === null) void loadBalance().catch(() => {});
  }, [authenticated]);

  // The player's free bets (promo codes of spec §3 coupon `promoCodes`): a code typed that names
  // one sets the stake to its amount, which is what the server requires.
  const [freeBets, setFreeBets] = useState<FreeBet[]>([]);
  const [promoError, setPromoError] = useState<string | null>(null);
  useEffect(() => {
    if (!authenticated) return;
    let cancelled = false;
    api().get<{ freeBets: FreeBet[] }>('/web-api/bonuses/free-bets')
      .then((body) => { if (!cancelled) setFreeBets(body.freeBets); })
      .catch(() => {});
    return () => { cancelled = true; };
  }, [authenticated, state.successCoupon?.couponId]);

  const gameIds = [...new Set(state.bets.map((b) => b.permanentId))].sort((a, b) => a - b).join(',');
  const stream = useLivePrices(gameIds, streamUrl, gameUrl);
  useReceiptPolling(state.successCoupon, pollMs, authenticated);

  const balanceMinor = account ? balanceMinorOf(account, exponent) : undefined;
  const accountType = accountTypeOf(account);
  // No promo code on many singles (spec §5): the field is disabled there and the code is not sent.
  const promoCode = state.typeId === COUPON_TYPE.manySingles ? '' : state.promoCode.trim();
  const freeBet = promoCode ? freeBets.find((f) => f.code === promoCode.toUpperCase() && f.currency === iso) : undefined;
  useEffect(() => setPromoError(null), [promoCode]);
  const applyPromo = async () => {
    setPromoError(null);
    try {
      const body = await api().post<{ freeBets: FreeBet[] }>('/web-api/bonuses/free-bets', { code: promoCode });
      setFreeBets(body.freeBets);
    } catch (error) {
      const reason = isApiError(error) ? (error.errors[0]?.meta as { reason?: string } | undefined)?.reason : undefined;
      setPromoError(t(reason && reason !== 'bonus_active' ? `coupon_error_promo_code_${reason}` : 'coupon_error_promo_code_unknown'));
    }
  };
  useEffect(() => {
    if (freeBet && !PER_BET_AMOUNT_TYPES.has(state.typeId) && !PER_LINE_TYPES.has(state.typeId)) setAmount(minorToText(freeBet.amountMinor, exponent));
  }, [freeBet?.code, state.typeId, exponent]);
  const figures = couponFigures({
    typeId: state.typeId, bets: state.bets, amount: state.amount, amountByBetId: state.amountByBetId, amountByBlockId: state.amountByBlockId,
    systemValue: state.systemValue, promoCode, manuallyDeletedBonusBet: state.manuallyDeletedBonusBet, bonusBetFeature: bonusBet, config,
    currency: money, accountType, balanceMinor: freeBet ? undefined : balanceMinor,
  });
  const step = couponAmountStep(settings, iso);
  const initialText = String(initialAmountOf(iso));
  const firstProblem = figures.problems[0];
  const disabledReason = firstProblem ? problemText(t, firstProblem, iso) : !authenticated ? t('coupon_login_to_bet') : null;
  const oneClickOn = config.isOneClickEnabled && authenticated && settings.isActiveOneClick;

  const onAmount = (text: string) => {
    setAmountDraft(text);
    setAmount(normaliseAmount(text));
  };

  /** The account to bet from, loading the balance when it is not known yet. */
  const accountToBet = async (): Promise<AccountView | null> => {
    const chosen = coupon.peek().accountId;
    const from = playingAccount(balance.peek(), chosen);
    if (from) return from;
    try {
      return playingAccount(await loadBalance(), chosen);
    } catch {
      return null;
    }
  };

  /** Places a coupon (`POST /web-api/coupon/place`): the coupon's own submission and one-click bets alike. */
  const send = async (body: Omit<PlaceCouponRequest, 'refId'>, refId: string) => {
    setPlacing(true);
    try {
      const answer = await api().post<unknown>('/web-api/coupon/place', { ...body, refId });
      const parsed = placeCouponResponse.safeParse(answer);
      const receipt = parsed.success ? parsed.data.receipt : (answer as { receipt: Receipt }).receipt;
      couponPlaced(receipt);
      setAmountDraft(null);
      void loadBalance().catch(() => {});
    } catch (error) {
      setNotice(refusalNotice(error, t, iso));
    } finally {
      setPlacing(false);
    }
  };

  const place = async () => {
    setNotice(null);
    if (!authenticated) {
      requestLogin();
      return;
    }
    if (figures.problems.length > 0) return;
    const from = await accountToBet();
    if (!from) {
      setNotice({ kind: 'error', text: t('coupon_no_account') });
      return;
    }
    const body = placementRequest(state, figures, {
      accountId: from.id, changeCoefAction: settings.changeCoefAction, coefViewId, bonusBetFeature: bonusBet, exponent, promoCode,
    });
    await send(body, submissionRefId(JSON.stringify(body)));
  };

  /**
   * One-click betting (spec §4, §5): the pressed outcome is placed at once as a single with the
   * one-click stake (the account's; the currency's initial amount when none), a new refId per
   * press, through the same placement as the coupon. The coupon shows the receipt or the refusal.
   */
  const placeOneClick = async (bet: NewBet) => {
    setNotice(null);
    const from = await accountToBet();
    if (!from) {
      setNotice({ kind: 'error', text: t('coupon_no_account') });
      return;
    }
    const current = couponSettings.peek();
    const currency = { iso: from.iso, exponent: currencyExponent(from.iso) };
    const stake = (from.type === ACCOUNT_TYPE.bonus ? current.bonusAccountOneClickAmount : current.oneClickAmount) ?? String(initialAmountOf(from.iso));
    const single = couponFigures({
      typeId: COUPON_TYPE.single, bets: [{ kind: 0, blockId: 0, isBanker: false, ...bet, addedAt: Date.now() }], amount: stake, amountByBetId: {},
      systemValue: COUPON_DEFAULTS.systemValue, promoCode: '', manuallyDeletedBonusBet: false, bonusBetFeature: false, config, currency,
      accountType: accountTypeOf(from), balanceMinor: balanceMinorOf(from, currency.exponent), isOneClick: true,
    });
    const problem = single.problems[0];
    if (problem) {
      setNotice({ kind: 'error', text: problemText(t, problem, currency.iso) });
      return;
    }
    await send(
      {
        typeId: COUPON_TYPE.single,
        accountId: from.id,
        changeCoefAction: current.changeCoefAction,
        coefViewId: current.coefViewId,
        bets: [{ key: bet.key, gameId: bet.gameId, coef: roundCoef(bet.coef) }],
        amount: formatMinor(single.stakes.amountMinor!, currency.exponent),
        isOneClick: true,
      },
      nanoid(),
    );
  };
  const oneClickRef = useRef(placeOneClick);
  oneClickRef.current = placeOneClick;
  // While one-click betting is on, the outcome buttons of the page place through this coupon.
  useEffect(() => (oneClickOn ? setOneClickPlacer((bet) => void oneClickRef.current(bet)) : undefined), [oneClickOn]);

  const accountName = (a: AccountView) => t(ACCOUNT_TYPE_KEYS[a.type] ?? ACCOUNT_TYPE_KEYS[0]!, { iso: a.iso });
  const receipt = state.successCoupon;
  const count = state.bets.length;
  const noticeView = notice && (
    <p className={`coupon-message coupon-message-${notice.kind}`} data-testid="coupon-message" role="alert">
      {notice.text}
    </p>
  );
  return (
    <div className="coupon" data-testid="coupon" data-type-id={state.typeId} data-bets={count} data-stream={stream} data-one-click={oneClickOn || undefined}>
      <h2 className="coupon-title">
        {t('coupon_title')} {count > 0 && <span className="coupon-count">{count}</span>}
      </h2>
      {account && accounts.length > 1 && settings.isSelectAccountShown && (
        <SelectField
          className="coupon-account"
          labelClassName="coupon-label"
          label={t('coupon_account')}
          description={accountType === 'bonus' ? t('coupon_bonus_no_max') : undefined}
          value={account.id}
          onChange={setAccount}
          options={accounts.map((a) => ({ id: a.id, text: t('coupon_account_option', { name: accountName(a), balance: a.labelWithSymbol }) }))}
        />
      )}
      {receipt && count === 0 ? (
        <>
          <CouponReceipt receipt={receipt} lng={lng} locale={locale} coefViewId={coefViewId} />
          {noticeView}
        </>
      ) : count === 0 ? (
        <>
          <p className="coupon-empty">{t('coupon_empty')}</p>
          {noticeView}
        </>
      ) : (
        <CouponSlip
          state={state}
          figures={figures}
          settings={settings}
          config={config}
          money={money}
          locale={locale}
          accountType={accountType}
          step={step}
          initialText={initialText}
          amountDraft={amountDraft}
          onAmount={onAmount}
          promo={{ error: promoError, freeBet, canApply: authenticated && promoCode.length >= 3 && !freeBet, onApply: () => void applyPromo() }}
          saveSettings={saveSettings}
          notice={noticeView}
          disabledReason={disabledReason}
          showLogin={!authenticated || notice?.login === true}
          placing={placing}
          onPlace={() => void place()}
          onClear={() => {
            clearCoupon();
            setNotice(null);
          }}
        />
      )}
      <CouponSettings
        config={config}
        settings={settings}
        authenticated={authenticated}
        bonusOneClick={accountType === 'bonus'}
        initialText={initialText}
        saveSettings={saveSettings}
        onClearNotice={() => setNotice(null)}
      />
    </div>
  );
}

/** The coupon island. */
export default function Coupon({ messages, ...props }: CouponProps) {
  return (
    <IslandI18n lng={props.lng} locale={props.locale} messages={messages}>
      <CouponView {...props} />
    </IslandI18n>
  );
}
