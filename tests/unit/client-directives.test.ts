// @vitest-environment jsdom
/**
 * The portal's hydration directives (src/client/directives) against a stand-in island element and
 * a `load` that records when the island's script was asked for and hydrated:
 * - `client:interaction` waits for a pointer, focus or touch in the island (or, with "scroll", the
 *   first scroll) and gives a press made before hydration to the same element afterwards;
 * - `client:when` hydrates when its window event is dispatched and dispatches it again once
 *   hydrated, or when its media query matches;
 * - `client:after` hydrates once its time has passed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import interaction from '../../src/client/directives/interaction.ts';
import when from '../../src/client/directives/when.ts';
import after from '../../src/client/directives/after.ts';

type Directive = typeof interaction;

/** An island element with a button, and a `load` whose hydration attaches a click listener to it. */
function island() {
  const el = document.createElement('astro-island');
  const button = document.createElement('button');
  el.append(button);
  document.body.append(el);
  const presses: string[] = [];
  let loads = 0;
  let hydrated = false;
  const load = async () => {
    loads++;
    return async () => {
      await Promise.resolve();
      button.addEventListener('click', () => presses.push('hydrated press'));
      hydrated = true;
    };
  };
  return { el, button, presses, load, loads: () => loads, hydrated: () => hydrated };
}

const run = (directive: Directive, load: () => Promise<() => Promise<void>>, value: unknown, el: HTMLElement) =>
  directive(load as never, { name: 'test', value } as never, el);
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.replaceChildren();
  vi.useRealTimers();
});

describe('client:interaction', () => {
  it('loads nothing until the island is reached for, then hydrates once', async () => {
    const { el, button, load, loads, hydrated } = island();
    run(interaction, load, true, el);
    await settle();
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(loads()).toBe(0);
    button.dispatchEvent(new Event('pointerover', { bubbles: true }));
    button.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(loads()).toBe(1);
    expect(hydrated()).toBe(true);
  });

  it('holds a press made before hydration and gives it to the same element afterwards', async () => {
    const { el, button, presses, load, hydrated } = island();
    run(interaction, load, true, el);
    const early = new MouseEvent('click', { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    await settle();
    expect(hydrated()).toBe(true);
    expect(presses).toEqual(['hydrated press']);
    // Later presses go straight through, once each.
    button.click();
    expect(presses).toEqual(['hydrated press', 'hydrated press']);
  });

  it('with "scroll", hydrates on the first scroll of the page', async () => {
    const { el, load, loads } = island();
    run(interaction, load, 'scroll', el);
    await settle();
    expect(loads()).toBe(0);
    window.dispatchEvent(new Event('scroll'));
    await settle();
    expect(loads()).toBe(1);
  });
});

describe('client:when', () => {
  let matches = false;
  const listeners = new Set<() => void>();
  beforeEach(() => {
    matches = false;
    listeners.clear();
    window.matchMedia = ((query: string) => ({
      get matches() { return matches; },
      media: query,
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    })) as never;
  });

  it('hydrates on its event and dispatches the event again for the hydrated island', async () => {
    const { el, load, loads } = island();
    const seen: boolean[] = [];
    let hydratedAt = -1;
    const recordingLoad = async () => {
      const hydrate = await load();
      return async () => {
        await hydrate();
        hydratedAt = seen.length;
      };
    };
    window.addEventListener('portal:test-wanted', () => seen.push(hydratedAt >= 0));
    run(when, recordingLoad, { media: '(min-width: 1100px)', event: 'portal:test-wanted' }, el);
    await settle();
    expect(loads()).toBe(0);
    window.dispatchEvent(new Event('portal:test-wanted'));
    await settle();
    expect(loads()).toBe(1);
    // The first dispatch came before hydration; the second, from the directive, after it.
    expect(seen).toEqual([false, true]);
    window.dispatchEvent(new Event('portal:test-wanted'));
    await settle();
    expect(loads()).toBe(1);
  });

  it('hydrates when the media query comes to match', async () => {
    vi.useFakeTimers();
    const { el, load, loads } = island();
    run(when, load, { media: '(min-width: 1100px)', event: 'portal:test-wanted' }, el);
    await vi.runAllTimersAsync();
    expect(loads()).toBe(0);
    matches = true;
    for (const listener of listeners) listener();
    await vi.runAllTimersAsync();
    expect(loads()).toBe(1);
  });
});

describe('client:after', () => {
  it('hydrates once its time has passed, not before', async () => {
    vi.useFakeTimers();
    const { el, load, loads } = island();
    run(after, load, 60_000, el);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(loads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads()).toBe(1);
  });
});
