/** The portal's hydration directives in Astro's templates (src/server/client-directives-integration.ts). */
export {};

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate this many ms after the page started (after.ts). */
    'client:after'?: number;
    /** Hydrate when first reached for, or also on the first scroll with "scroll" (interaction.ts). */
    'client:interaction'?: boolean | 'scroll';
    /** Hydrate while a media query matches or when a window event is dispatched (when.ts). */
    'client:when'?: import('./when.ts').WhenOptions;
  }
}
