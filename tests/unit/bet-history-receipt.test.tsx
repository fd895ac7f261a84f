/**
 * The receipt as bet history and the print-coupon page show it (src/islands/office/BetHistoryLive.tsx,
 * server-rendered as src/components/pages/office/PrintCouponPage.astro renders it): the
 * bonus-bet leg of an express is listed after its bets, so the legs shown multiply to the
 * coupon's coefficient; amounts are the money text of src/domain/money.ts.
 */
import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import BetHistoryLive, { BET_HISTORY_KEYS } from '../../src/islands/office/BetHistoryLive.tsx';
import type { Receipt } from '../../schemas/coupon-api.ts';
import en from '../../src/i18n/locales/en.json' with { type: 'json' };

const messages = Object.fromEntries(BET_HISTORY_KEYS.map((k) => [k, (en as Record<string, string>)[k]!]));

function express(bonusCoef: number | null): Receipt {
  const coefs = [2, 1.5, 1.8];
  return {
    couponId: 77, refId: 'ref-77-express', typeId: 1, systemValue: null, combinations: 1, coef: bonusCoef === null ? 5.4 : 5.562, bonusCoef,
    accountId: 7, currency: { iso: 'RUB', exponent: 2 }, stake: '100.00', stakeMinor: 10_000, potentialPayout: '556.20', potentialPayoutMinor: 55_620,
    changeCoefAction: 2, placedAt: '2026-11-21T15:00:00.000Z', statusId: -1, payout: null, payoutMinor: null, settledAt: null,
    bets: coefs.map((coef, i) => ({
      key: `${i + 1}:1:1:`, gameId: `${i + 1}:31`, permanentId: i + 1, gameName: `Home ${i + 1} – Away ${i + 1}`, champId: 101, champName: 'Premier League',
      start: 1_800_000_000, groupId: 1, typeId: 1, param: null, label: 'market_outcome_home', coef, isLive: false, blockId: 0, isBanker: false,
      statusId: -1, score: null, halfTimeScore: null,
    })),
  };
}

function legCoefs(html: string): number[] {
  return [...html.matchAll(/<td class="leg-coef"><bdi dir="ltr">([^<]+)<\/bdi><\/td>/g)].map((m) => Number(m[1]));
}

describe('bet history and print-coupon receipt', () => {
  it('lists the bonus-bet leg after the bets in the full view, so the legs multiply to the coefficient', () => {
    const html = renderToString(<BetHistoryLive lng="en" locale="en" messages={messages} coupons={[express(1.03)]} view="full_view" printable />);
    const coefs = legCoefs(html);
    expect(coefs).toEqual([2, 1.5, 1.8, 1.03]);
    expect(Math.round(coefs.reduce((p, c) => p * c, 1) * 1000) / 1000).toBe(5.562);
    expect(html).toContain('data-testid="history-bonus-bet"');
    expect(html).toContain(en.coupon_bonus_bet);
    expect(html).toMatch(/RUB\s100\.00/);
    expect(html).toMatch(/RUB\s556\.20/);
  });

  it('lists no bonus leg when the express has none', () => {
    const html = renderToString(<BetHistoryLive lng="en" locale="en" messages={messages} coupons={[express(null)]} view="full_view" printable />);
    expect(legCoefs(html)).toEqual([2, 1.5, 1.8]);
    expect(html).not.toContain('history-bonus-bet');
  });
});
