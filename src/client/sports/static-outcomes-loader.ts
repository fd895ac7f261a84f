/**
 * The small script of StaticOutcomes.astro: it makes server-rendered outcome buttons work
 * without loading the coupon store up front. The handler (static-outcomes.ts, with the coupon
 * store) is fetched when the player points at or focuses an outcome button, or at once when the
 * stored coupon holds bets or the player's coefficient view is not decimal (the buttons must show
 * them); a click waits for it and is then applied. `<html data-outcomes="ready">` marks that
 * clicks are listened to. Kick-off times of rows loaded later are rewritten in the viewer's zone (src/client/shell/moments.ts).
 *
 * A long line list comes LIST_RENDER_ROWS games per response with a link to the next rows
 * (`a[data-rows-next]`): when the link comes within a screen of the view, the next response is
 * fetched and its games appended — each into its champ's section when the page has it, else as a
 * new section — and the link replaced by the next one. A failed fetch leaves the link, which then
 * works as a plain link to the next page.
 */
import { COEF_VIEW_STORAGE_KEY, storedCouponSummary } from '../coupon/coupon-summary.ts';
import { readItem } from '../shell/storage.ts';
import { readUserPrefs } from '../shell/user-prefs.ts';
import { localizeMoments } from '../shell/moments.ts';

const SELECTOR = '[data-static-outcomes] button[data-outcome]';

type Handler = typeof import('./static-outcomes.ts');
let handler: Promise<Handler> | null = null;

function load(): Promise<Handler> {
  handler ??= import('./static-outcomes.ts').then((module) => {
    module.startStaticOutcomes();
    return module;
  });
  return handler;
}

/**
 * The player's coefficient view as stored (spec §3 coefViewId: the saved preference, else the
 * coupon's choice in this browser, else decimal 0) — what the buttons show once the handler runs.
 */
export function storedCoefView(): number {
  return readUserPrefs().coefViewId ?? Number(readItem(COEF_VIEW_STORAGE_KEY) ?? 0);
}

/**
 * Brings buttons changed or added since the page loaded (next rows, live prices) in step with the
 * coupon and the coefficient view, once the handler is loaded (until then the buttons show what
 * they were given, and the handler syncs them all when it starts).
 */
export function refreshLoadedOutcomes(): void {
  if (handler) void handler.then((module) => module.refreshStaticOutcomes());
}

function outcomeOf(event: Event): HTMLElement | null {
  return event.target instanceof Element ? event.target.closest<HTMLElement>(SELECTOR) : null;
}

/** Appends the games of a fetched list page to this page's list; answers the fetched next link. */
function appendRows(list: Element, html: string): HTMLAnchorElement | null {
  const fetched = new DOMParser().parseFromString(html, 'text/html');
  for (const section of fetched.querySelectorAll('[data-static-outcomes] .games > section.champ')) {
    const id = section.getAttribute('aria-labelledby');
    const own = id ? list.querySelector(`section.champ[aria-labelledby="${CSS.escape(id)}"] .game-list`) : null;
    if (own) own.append(...section.querySelectorAll('.game-list > li'));
    else list.append(document.importNode(section, true));
  }
  return fetched.querySelector<HTMLAnchorElement>('a[data-rows-next]');
}

/** Follows the next-rows links of the page's long lists as they come into view. */
function followNextRows(): void {
  const links = document.querySelectorAll<HTMLAnchorElement>('[data-static-outcomes] a[data-rows-next]');
  if (links.length === 0 || typeof IntersectionObserver === 'undefined') return;
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const link = entry.target as HTMLAnchorElement;
      observer.unobserve(link);
      const list = link.closest('[data-static-outcomes]')?.querySelector('.games');
      if (!list) continue;
      link.setAttribute('aria-busy', 'true');
      fetch(link.href, { headers: { accept: 'text/html' }, credentials: 'same-origin' })
        .then((response) => (response.ok ? response.text() : Promise.reject(new Error(`next rows answered ${response.status}`))))
        .then((html) => {
          const next = appendRows(list, html);
          localizeMoments(list);
          if (next) {
            link.href = next.href;
            link.removeAttribute('aria-busy');
            observer.observe(link);
          } else {
            link.parentElement?.remove();
          }
          refreshLoadedOutcomes();
        })
        .catch((error: unknown) => {
          link.removeAttribute('aria-busy');
          console.warn('next rows of the list not loaded', error);
        });
    }
  }, { rootMargin: '100% 0px' });
  for (const link of links) observer.observe(link);
}

if (typeof document !== 'undefined' && document.documentElement.dataset.outcomes !== 'ready') {
  document.documentElement.dataset.outcomes = 'ready';
  for (const type of ['pointerover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, (event) => outcomeOf(event) && void load(), { passive: true, capture: true });
  }
  document.addEventListener('click', (event) => {
    const button = outcomeOf(event);
    if (button) void load().then((module) => module.pressStaticOutcome(button));
  });
  if (storedCouponSummary().count > 0 || storedCoefView() !== 0) void load();
  followNextRows();
}
