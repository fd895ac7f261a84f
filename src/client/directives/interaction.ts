/**
 * `client:interaction`: hydrates an island when the visitor first reaches for it — a pointer over
 * it, focus or a touch in it — or, with the value `"scroll"`, when the page is first scrolled (or
 * is already scrolled). A click on the island before it has hydrated is held and given again to
 * the same element once it has (hydration keeps the server's elements), so a first press is never
 * lost. For controls that are not needed until used (the support button, the scroll-to-top
 * button), whose scripts then stay out of the page's load.
 */
import type { ClientDirective } from 'astro';

const REACH = ['pointerover', 'focusin', 'touchstart'] as const;

const interaction: ClientDirective = (load, options, el) => {
  let started = false;
  let hydrated = false;
  let held: HTMLElement | null = null;

  const holdClick = (event: Event) => {
    if (hydrated) return;
    event.preventDefault();
    event.stopPropagation();
    if (event.target instanceof HTMLElement) held = event.target;
    void start();
  };
  const reach = () => void start();

  async function start(): Promise<void> {
    if (started) return;
    started = true;
    for (const type of REACH) el.removeEventListener(type, reach, true);
    removeEventListener('scroll', reach);
    const hydrate = await load();
    await hydrate();
    hydrated = true;
    el.removeEventListener('click', holdClick, true);
    if (held?.isConnected) held.click();
  }

  for (const type of REACH) el.addEventListener(type, reach, { capture: true, passive: true });
  el.addEventListener('click', holdClick, true);
  if (options.value === 'scroll') {
    if (scrollY > 0) void start();
    else addEventListener('scroll', reach, { passive: true, once: true });
  }
};

export default interaction;
