/**
 * `client:after={ms}`: hydrates an island `ms` milliseconds after the page started (for work that
 * is first due then, such as the update notice's first version poll, spec §7 / §9 every 60 s), so
 * its script is not part of the page's load.
 */
import type { ClientDirective } from 'astro';

const after: ClientDirective = (load, options) => {
  const ms = Number(options.value);
  setTimeout(async () => {
    const hydrate = await load();
    await hydrate();
  }, Number.isFinite(ms) && ms > 0 ? ms : 0);
};

export default after;
