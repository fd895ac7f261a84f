/**
 * Outcome buttons rendered on the server without hydration (line lists and line game pages,
 * LineGames inside StaticOutcomes.astro): what a hydrated OutcomeButton does, for markup only.
 * {@link pressStaticOutcome} builds the coupon bet from the button's data attributes and those
 * of its game (`[data-game-id]`: replay id, status, `data-game-name` or the home/away names) and
 * champ (`[data-champ-name]`) and presses it ({@link pressOutcome}: added, taken out, or placed
 * at once with one-click betting); {@link startStaticOutcomes} keeps every static button's
 * `aria-pressed` equal to the coupon and its price in the player's coefficient view
 * ({@link refreshStaticOutcomes} for buttons added later).
 */
import { effect } from '@preact/signals-react';
import { couponKeys, couponSettings, pressOutcome, type NewBet } from '../coupon/coupon-store.ts';
import { isOutcomeKey, parseOutcomeKey } from '../../domain/feed/outcome-key.ts';
import { outcomeLabelKey } from '../../domain/feed/odds-model.ts';
import { coefViewText } from '../../islands/sports/labels.ts';

/** Selector of the static outcome buttons of the page. */
const STATIC_OUTCOME_SELECTOR = '[data-static-outcomes] button[data-outcome]';

/**
 * The coupon bet of a static outcome button; null when its attributes do not describe one (a
 * key or coefficient that does not parse, no game around it).
 */
export function staticBet(button: HTMLElement): NewBet | null {
  const key = button.dataset.outcome ?? '';
  const coef = Number(button.dataset.coef);
  const game = button.closest<HTMLElement>('[data-game-id]');
  if (!isOutcomeKey(key) || !Number.isFinite(coef) || coef <= 1 || !game?.dataset.gameId) return null;
  const parts = parseOutcomeKey(key);
  const names = [game.querySelector('.game-home')?.textContent, game.querySelector('.game-away')?.textContent];
  const gameName = game.dataset.gameName ?? names.map((n) => (n ?? '').trim()).join(' \u2013 ');
  return {
    key,
    gameId: game.dataset.gameId,
    permanentId: parts.permanentId,
    gameName,
    champName: button.closest<HTMLElement>('[data-champ-name]')?.dataset.champName ?? '',
    groupId: parts.groupId,
    typeId: parts.typeId,
    ...(parts.param === undefined ? {} : { param: parts.param }),
    label: button.dataset.label ?? outcomeLabelKey(parts.typeId),
    coef,
    isLive: game.dataset.status === 'live',
    isLocked: button.hasAttribute('disabled'),
  };
}

/** Presses a static outcome button: its outcome goes into the coupon, or out of it when pressed. */
export function pressStaticOutcome(button: HTMLElement): void {
  const bet = staticBet(button);
  if (bet) pressOutcome(bet, button.getAttribute('aria-pressed') !== 'true');
}

let started = false;

function syncPressed(keys: ReadonlySet<string>): void {
  for (const button of document.querySelectorAll<HTMLElement>(STATIC_OUTCOME_SELECTOR)) {
    button.setAttribute('aria-pressed', String(keys.has(button.dataset.outcome ?? '') && !button.hasAttribute('disabled')));
  }
}

function syncPrices(view: number): void {
  for (const button of document.querySelectorAll<HTMLElement>(STATIC_OUTCOME_SELECTOR)) {
    const text = button.querySelector('.outcome-coef');
    const coef = Number(button.dataset.coef);
    if (text && Number.isFinite(coef)) text.textContent = coefViewText(coef, view);
  }
}

/** Keeps the static buttons' pressed state and price view in step with the coupon (once per page). */
export function startStaticOutcomes(): void {
  if (started) return;
  started = true;
  effect(() => syncPressed(couponKeys.value));
  effect(() => syncPrices(couponSettings.value.coefViewId));
}

/** Brings buttons added to the page since (the next rows of a list) in step with the coupon. */
export function refreshStaticOutcomes(): void {
  if (!started) return;
  syncPressed(couponKeys.peek());
  syncPrices(couponSettings.peek().coefViewId);
}
