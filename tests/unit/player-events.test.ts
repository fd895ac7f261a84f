// @vitest-environment jsdom
/**
 * The player's event stream on the client (src/client/session.ts `watchPlayerEvents`): a `coupon`
 * event reloads the balance and fires `portal:coupon-settled` with the coupon; a `verification`
 * event fires `portal:verification-changed` with the new status; other events and
 * bad data do nothing; closing stops the stream. EventSource and fetch are replaced at the
 * browser boundary only.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeEventSource } from '../../.storybook/feed-fixtures.ts';
import { COUPON_SETTLED_EVENT, VERIFICATION_CHANGED_EVENT, resetSession, watchPlayerEvents, type CouponSettledDetail } from '../../src/client/session.ts';

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
