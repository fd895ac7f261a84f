// @vitest-environment jsdom
/**
 * The player's event stream on the client (src/client/auth/session.ts `watchPlayerEvents`): a `coupon`
 * event reloads the balance and fires `portal:coupon-settled` with the coupon; a `verification`
 * event fires `portal:verification-changed` with the new status; other events and
 * bad data do nothing; closing stops the stream. A `lotto`, `toto` or `virtual` event does the same
 * with `portal:product-settled`, and the notice the header pushes for it names the ticket. EventSource and fetch are replaced at the
 * browser boundary only.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { FakeEventSource } from '../../.storybook/feed-fixtures.ts';
import { COUPON_SETTLED_EVENT, PRODUCT_SETTLED_EVENT, VERIFICATION_CHANGED_EVENT, resetSession, watchPlayerEvents, type CouponSettledDetail, type ProductSettledDetail } from '../../src/client/auth/session.ts';
import { SETTLEMENT_NOTICE_KEYS, settledOutcome, settlementNotice } from '../../src/client/products/settlement-notice.ts';
import { createIslandT } from '../../src/islands/shell/i18n.tsx';
import { pickMessages } from '../../.storybook/messages.ts';
import en from '../../src/i18n/locales/en.json';
import ru from '../../src/i18n/locales/ru.json';

const realEventSource = globalThis.EventSource;
const realFetch = globalThis.fetch;
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    requested.push(new URL(String(input instanceof Request ? input.url : input), 'http://localhost').pathname);
    return new Response(JSON.stringify({ balance: 0, bonus: 0, all_accounts: [], is_available_first_deposit_bonus: false, isAccountFrozen: false }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  resetSession();
});
afterEach(() => {
  globalThis.EventSource = realEventSource;
  globalThis.fetch = realFetch;
});

const deliver = (source: FakeEventSource, event: string, data: string) => source.dispatchEvent(new MessageEvent(event, { data }));

describe('watchPlayerEvents', () => {
  it('turns a coupon event into a balance reload and a window event with the coupon', async () => {
    const seen: CouponSettledDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<CouponSettledDetail>).detail);
    window.addEventListener(COUPON_SETTLED_EVENT, listener);
    const stop = watchPlayerEvents();
    const source = FakeEventSource.last!;
    expect(source.url).toBe('/web-api/user/events');
    deliver(source, 'coupon', JSON.stringify({ kind: 'coupon', couponId: 12, statusId: 1, payoutMinor: 30_000 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual([{ kind: 'coupon', couponId: 12, statusId: 1, payoutMinor: 30_000 }]);
    expect(requested).toContain('/web-api/user/balance');

    // Bad data and other events are ignored.
    deliver(source, 'coupon', '{not json');
    deliver(source, 'game', JSON.stringify({ couponId: 13 }));
    expect(seen).toHaveLength(1);
    stop();
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    window.removeEventListener(COUPON_SETTLED_EVENT, listener);
  });

  it('turns a lotto, toto or virtual settlement into a balance reload and a product event', async () => {
    const seen: ProductSettledDetail[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<ProductSettledDetail>).detail);
    window.addEventListener(PRODUCT_SETTLED_EVENT, listener);
    const stop = watchPlayerEvents();
    const source = FakeEventSource.last!;
    const sent: ProductSettledDetail[] = [
      { kind: 'lotto', id: 3, statusId: 0, payoutMinor: 0 },
      { kind: 'toto', id: 4, statusId: 1, payoutMinor: 5700 },
      { kind: 'virtual', id: 5, statusId: 1, payoutMinor: 2150 },
    ];
    for (const detail of sent) deliver(source, detail.kind, JSON.stringify(detail));
    deliver(source, 'lotto', '{not json');
    await new Promise((r) => setTimeout(r, 20));
    expect(seen).toEqual(sent);
    expect(requested.filter((path) => path === '/web-api/user/balance').length).toBeGreaterThanOrEqual(1);
    stop();
    window.removeEventListener(PRODUCT_SETTLED_EVENT, listener);
  });

  it('turns a verification event into a window event with the status', () => {
    const seen: { status: string }[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent<{ status: string }>).detail);
    window.addEventListener(VERIFICATION_CHANGED_EVENT, listener);
    const stop = watchPlayerEvents();
    const source = FakeEventSource.last!;
    deliver(source, 'verification', JSON.stringify({ kind: 'verification', status: 'verified' }));
    deliver(source, 'verification', '{not json');
    expect(seen).toEqual([{ kind: 'verification', status: 'verified' }]);
    stop();
    window.removeEventListener(VERIFICATION_CHANGED_EVENT, listener);
  });
});

describe('settlementNotice', () => {
  // A dictionary that shows each key with its options, so the test reads which sentence was picked.
  const t = ((key: string, options?: Record<string, unknown>) => `${key}(${Object.entries(options ?? {}).map(([k, v]) => `${k}=${String(v)}`).join(',')})`) as unknown as TFunction;

  it('names the ticket and says won, lost or returned; one notice per ticket', () => {
    expect(settlementNotice({ kind: 'toto', id: 4, statusId: 1, payoutMinor: 5700 }, t)).toEqual({
      id: 'toto:4', kind: 'default', text: 'product_settled_won(ticket=product_ticket_toto(id=4))',
    });
    expect(settlementNotice({ kind: 'lotto', id: 3, statusId: 0, payoutMinor: 0 }, t).text).toBe('product_settled_lost(ticket=product_ticket_lotto(id=3))');
    expect(settlementNotice({ kind: 'toto', id: 9, statusId: 2, payoutMinor: 1000 }, t).text).toBe('product_settled_returned(ticket=product_ticket_toto(id=9))');
    expect(settledOutcome(1, 0)).toBe('lost');
  });

  it('reads in every language the brand serves', () => {
    for (const dictionary of [en, ru]) {
      const translate = createIslandT(dictionary === en ? 'en' : 'ru', pickMessages(SETTLEMENT_NOTICE_KEYS, dictionary));
      const text = settlementNotice({ kind: 'virtual', id: 5, statusId: 1, payoutMinor: 2150 }, translate).text;
      expect(text).toContain('5');
      expect(text).not.toContain('product_');
    }
  });
});
