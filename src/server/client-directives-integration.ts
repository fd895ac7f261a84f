/**
 * Astro integration adding the portal's hydration directives (src/client/directives):
 * `client:after={ms}`, `client:interaction` (`="scroll"` to add the first scroll) and
 * `client:when={{ media, event }}`.
 */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const entry = (file: string) => fileURLToPath(new URL(`../client/directives/${file}`, import.meta.url));

/** The integration; add it in astro.config.mjs. */
export function clientDirectives(): AstroIntegration {
  return {
    name: 'portal-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'after', entrypoint: entry('after.ts') });
        addClientDirective({ name: 'interaction', entrypoint: entry('interaction.ts') });
        addClientDirective({ name: 'when', entrypoint: entry('when.ts') });
      },
    },
  };
}
