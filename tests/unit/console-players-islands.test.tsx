// @vitest-environment jsdom
/**
 * The console's player support islands in jsdom with real user events: the
 * player's sections are keyboard tabs, an adjustment is sent from its dialog with the reason and a
 * fresh idempotency key and the page re-reads the player, and the approvals list offers no
 * decision on one's own request. The network is a recording `fetch` answering like the console API.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import PlayerDetail from '../../src/islands/console/PlayerDetail.tsx';
import Approvals from '../../src/islands/console/Approvals.tsx';
import { consoleText } from '../../src/i18n/console.ts';
import type { AdjustmentView, PlayerDetail as Detail, PlayerPageData } from '../../src/domain/console/players.ts';

const i18n = consoleText('en').island();

const DETAIL: Detail = {
  player: {
    id: 7, brandId: 'main', login: null, email: 'player7@example.com', phone: null, banLevel: 0, createdAt: '2026-11-01T10:00:00.000Z',
    countryCode: null, registrationType: 'email', activationType: 0, banVersion: 0, termsVersion: 1, totpEnabled: false, userName: null,
  },
  accounts: [
    { id: 70, type: 0, label: 'Main account', balance: 12_345, isFrozen: false, isActive: true, closedAt: null, iso: 'EUR', exponent: 2 },
    { id: 71, type: 4, label: 'Bonus account', balance: 0, isFrozen: false, isActive: false, closedAt: null, iso: 'EUR', exponent: 2 },
  ],
  ledger: [{ id: 1, entryId: 5, kind: 'deposit', idempotencyKey: 'payment:1:credit', accountId: 70, amount: 12_345, at: '2026-11-02T10:00:00.000Z', iso: 'EUR', exponent: 2 }],
  coupons: [],
  payments: [],
  sessions: [{ n: 1, createdAt: '2026-11-03T10:00:00.000Z', lastSeenAt: '2026-11-03T10:05:00.000Z', absoluteExpiresAt: '2026-11-03T22:00:00.000Z', revokedAt: null, live: true }],
  adjustments: [],
  manager: null,
  bonuses: [],
  referral: null,
  history: null,
};

const adjustment = (id: number, requestedBy: number): AdjustmentView => ({
  id, playerId: 7, brandId: 'main', accountId: 70, amount: 60_000, reason: 'compensation', status: 'pending', needsApproval: true, approvalRule: 'amount',
  requestedBy, requestedByEmail: `staff${requestedBy}@console.test`, decidedBy: null, decidedByEmail: null, decisionReason: null, entryId: null,
  createdAt: '2026-11-03T11:00:00.000Z', decidedAt: null, iso: 'EUR', exponent: 2,
});

/** A recording fetch: each call's method, path, headers and JSON body; `answer` decides the response. */
function recordingFetch(answer: (method: string, path: string, body: unknown) => unknown) {
  const calls: { method: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (path: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, headers: init.headers as Record<string, string>, body });
    return new Response(JSON.stringify(answer(method, path, body)), { status: method === 'POST' ? 201 : 200, headers: { 'Content-Type': 'application/json' } });
  });
  return calls;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PlayerDetail island', () => {
  const props: PlayerPageData = {
    detail: DETAIL, can: { ban: true, endSessions: true, adjust: true, approve: false, manager: true, bonus: true }, staffId: 3, thresholds: { EUR: 50_000 },
    managerCandidates: [{ staffId: 12, name: 'Ann Support', email: 'ann@console.test' }, { staffId: 13, name: 'Bob Support', email: 'bob@console.test' }],
  };

  it('shows the player and moves between sections with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<PlayerDetail {...i18n} {...props} />);
    expect(screen.getByText('player7@example.com')).toBeTruthy();
    expect(screen.getByTestId('balance-70').textContent).toBe('€123.45');
    const accounts = screen.getByRole('tab', { name: 'Accounts' });
    expect(accounts.getAttribute('aria-selected')).toBe('true');
    await user.click(accounts);
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Ledger' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('payment:1:credit');
    // Without audit.view there is no history section.
    expect(screen.queryByRole('tab', { name: 'Staff actions' })).toBeNull();
  });

  it('sends an adjustment from its dialog with the reason and a fresh key, then re-reads the player', async () => {
    const user = userEvent.setup();
    const calls = recordingFetch((method) => (method === 'POST' ? { adjustment: adjustment(9, 3), replayed: false } : { ...DETAIL, adjustments: [adjustment(9, 3)] }));
    render(<PlayerDetail {...i18n} {...props} />);
    await user.click(screen.getByTestId('adjust'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Above €500\.00 the adjustment waits/)).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: /Amount/ }), '600');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'compensation');
    await user.click(within(dialog).getByRole('button', { name: 'Request adjustment' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /console-api/players/7/adjustments', 'GET /console-api/players/7']));
    expect(calls[0]!.body).toEqual({ accountId: 70, direction: 'credit', amount: '600', reason: 'compensation', idempotencyKey: expect.stringMatching(/^adj-[0-9a-f]{32}$/) });
    expect(calls[0]!.headers).toHaveProperty('X-CSRF-Token');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    // A second adjustment gets another key.
    await user.click(screen.getByTestId('adjust'));
    const again = await screen.findByRole('dialog');
    await user.type(within(again).getByRole('textbox', { name: /Amount/ }), '1');
    await user.type(within(again).getByRole('textbox', { name: /Reason/ }), 'rounding');
    await user.click(within(again).getByRole('button', { name: 'Request adjustment' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(2));
    const [first, second] = calls.filter((c) => c.method === 'POST');
    expect((second!.body as { idempotencyKey: string }).idempotencyKey).not.toBe((first!.body as { idempotencyKey: string }).idempotencyKey);
  });

  it('gives the player a personal manager from the brand\'s staff, with a direct line and a reason', async () => {
    const user = userEvent.setup();
    const manager = { staffId: 13, name: 'Bob Support', email: 'bob@console.test', phone: '+44 20 7946 0101', since: '2026-11-03T12:00:00.000Z' };
    const calls = recordingFetch((method) => (method === 'POST' ? { manager } : { ...DETAIL, manager }));
    render(<PlayerDetail {...i18n} {...props} />);
    expect(screen.getByTestId('player-manager').textContent).toBe('None');
    await user.click(screen.getByTestId('manager'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /Personal manager/ }));
    await user.click(await screen.findByRole('option', { name: 'Bob Support · bob@console.test' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Direct line/ }), '+44 20 7946 0101');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'VIP player');
    await user.click(within(dialog).getByRole('button', { name: 'Set the personal manager' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /console-api/players/7/manager', 'GET /console-api/players/7']));
    expect(calls[0]!.body).toEqual({ staffId: 13, phone: '+44 20 7946 0101', reason: 'VIP player' });
    await waitFor(() => expect(screen.getByTestId('player-manager').textContent).toBe('Bob Support · bob@console.test · +44 20 7946 0101'));
  });

  it('hides the actions the roles do not allow', () => {
    render(<PlayerDetail {...i18n} {...props} can={{ ban: false, endSessions: true, adjust: false, approve: false, manager: false, bonus: false }} />);
    expect(screen.queryByTestId('ban')).toBeNull();
    expect(screen.queryByTestId('adjust')).toBeNull();
    expect(screen.queryByTestId('manager')).toBeNull();
    expect(screen.getByTestId('end-sessions')).toBeTruthy();
  });
});

describe('Approvals island', () => {
  it('offers no decision on one’s own request, and approves another’s with a reason', async () => {
    const user = userEvent.setup();
    const calls = recordingFetch(() => ({ adjustment: { ...adjustment(2, 4), status: 'applied' } }));
    render(<Approvals {...i18n} pending={[adjustment(1, 3), adjustment(2, 4)]} staffId={3} />);
    expect(screen.getByText('Your request: another staff member decides it')).toBeTruthy();
    expect(screen.queryByTestId('approve-1')).toBeNull();
    await user.click(screen.getByTestId('approve-2'));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'ticket checked');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /console-api/adjustments/2/approve']));
    expect(calls[0]!.body).toEqual({ reason: 'ticket checked' });
    await waitFor(() => expect(screen.queryByTestId('approve-2')).toBeNull());
  });
});
