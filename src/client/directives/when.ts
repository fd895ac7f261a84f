/**
 * `client:when={{ media, event }}`: hydrates an island once the media query matches (when the
 * browser is next idle, as `client:idle` would) or when the window event is first dispatched,
 * whichever comes first. An event that caused the hydration is dispatched again once the island
 * has hydrated, so the island sees it. For islands needed only on some screens or on demand (the
 * coupon: its column on wide screens, its sheet on phones once opened).
 */
import type { ClientDirective } from 'astro';
import { whenIdle } from '../shell/when-idle.ts';

/** The directive's value. */
interface WhenOptions {
  /** A media query: hydrate while it matches. */
  media?: string;
  /** A window event type: hydrate when it is dispatched. */
  event?: string;
}

const when: ClientDirective = (load, options) => {
  const { media, event } = (options.value ?? {}) as WhenOptions;
  const query = media ? matchMedia(media) : null;
  let started = false;

  const onMedia = () => {
    if (query?.matches) whenIdle(() => void start());
  };
  const onEvent = () => void start(event);

  async function start(replay?: string): Promise<void> {
    if (started) return;
    started = true;
    query?.removeEventListener('change', onMedia);
    if (event) removeEventListener(event, onEvent);
    const hydrate = await load();
    await hydrate();
    if (replay) dispatchEvent(new Event(replay));
  }

  if (query?.matches) {
    whenIdle(() => void start());
    return;
  }
  query?.addEventListener('change', onMedia);
  if (event) addEventListener(event, onEvent);
};

export default when;
