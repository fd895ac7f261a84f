// @vitest-environment jsdom
/**
 * Server-rendered line games (LineGames without hydration) made clickable by the static outcome
 * handler (src/client/sports/static-outcomes.ts): the markup renderToString gives is what the browser
 * gets; a press puts the bet the hydrated button would put in the coupon, a second press takes it
 * out, the pressed state follows the coupon (also for changes made elsewhere), prices follow the
 * coefficient view, and nothing of the games is serialised as props.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import LineGames from '../../src/islands/sports/LineGames.tsx';
import { betOf } from '../../src/islands/sports/OutcomeButton.tsx';
import { coupon, removeBet, resetCouponStore, setCoefView } from '../../src/client/coupon/coupon-store.ts';
import { pressStaticOutcome, startStaticOutcomes, staticBet } from '../../src/client/sports/static-outcomes.ts';
import { COEF_VIEW, formatCoef } from '../../src/domain/coupon/odds-format.ts';
import type { GameState } from '../../src/domain/feed/live-sync.ts';

const game: GameState = {
  id: '3317007172039223:11', permanentId: 3317007172039223, sportId: 1, champId: 88637, champName: 'Premier League',
  home: 'Chelsea', away: 'Man United', start: Date.UTC(2026, 5, 13, 16, 30) / 1000, status: 'line', seq: 0,
  href: '/en/line/all/football/premier-league/3317007172039223', suspended: false,
  row: [
    { groupId: 1, typeId: 1, label: 'sports_outcome_home', coef: 1.963, isLocked: false },
    { groupId: 1, typeId: 2, label: 'sports_outcome_draw', coef: 4.404, isLocked: false },
    { groupId: 1, typeId: 3, label: 'sports_outcome_away', coef: 3.25, isLocked: true },
  ],
} as unknown as GameState;

function mount(): HTMLElement {
  const html = renderToString(
    <LineGames lng="en" locale="en" messages={{}} mode="list" games={[game]} sections={[{ champId: 88637, champName: 'Premier League', countryName: 'England' }]} />,
  );
  document.body.innerHTML = `<div data-static-outcomes>${html}</div>`;
  return document.body;
}
const button = (typeId: number) => document.querySelector<HTMLElement>(`[data-outcome="${game.permanentId}:1:${typeId}:"]`)!;

beforeEach(() => {
  localStorage.clear();
  resetCouponStore();
});
afterEach(() => {
  document.body.innerHTML = '';
});

describe('static outcome buttons', () => {
  it('carry no props: the markup is all the browser gets', () => {
    mount();
    expect(document.body.innerHTML).not.toContain('props=');
    expect(button(1).getAttribute('aria-pressed')).toBe('false');
    expect(button(3).hasAttribute('disabled')).toBe(true);
  });

  it('build the bet a hydrated outcome button builds', () => {
    mount();
    const { isLocked: _l, ...fromMarkup } = staticBet(button(1))!;
    const { isLocked: _h, ...hydrated } = betOf(game, game.row[0]!);
    expect(fromMarkup).toEqual(hydrated);
    expect(staticBet(button(3))!.isLocked).toBe(true);
  });

  it('put the outcome in the coupon, take it out on a second press, and show the coupon pressed', async () => {
    mount();
    startStaticOutcomes();
    pressStaticOutcome(button(1));
    expect(coupon.value.bets.map((b) => b.key)).toEqual([`${game.permanentId}:1:1:`]);
    await vi.waitFor(() => expect(button(1).getAttribute('aria-pressed')).toBe('true'));
    pressStaticOutcome(button(1));
    expect(coupon.value.bets).toHaveLength(0);
    await vi.waitFor(() => expect(button(1).getAttribute('aria-pressed')).toBe('false'));
    // A change made by the coupon itself reaches the buttons.
    pressStaticOutcome(button(2));
    await vi.waitFor(() => expect(button(2).getAttribute('aria-pressed')).toBe('true'));
    removeBet(`${game.permanentId}:1:2:`);
    await vi.waitFor(() => expect(button(2).getAttribute('aria-pressed')).toBe('false'));
  });

  it('show prices in the coefficient view', async () => {
    mount();
    startStaticOutcomes();
    setCoefView(COEF_VIEW.american);
    await vi.waitFor(() => expect(button(2).querySelector('.outcome-coef')!.textContent).toBe(formatCoef(4.404, COEF_VIEW.american)));
    setCoefView(COEF_VIEW.decimal);
    await vi.waitFor(() => expect(button(2).querySelector('.outcome-coef')!.textContent).toBe('4.404'));
  });

  it('ignore a button whose attributes do not describe an outcome', () => {
    mount();
    const bad = button(1);
    bad.dataset.outcome = 'not-a-key';
    expect(staticBet(bad)).toBeNull();
    pressStaticOutcome(bad);
    expect(coupon.value.bets).toHaveLength(0);
  });
});
