/**
 * The running build's version (spec §7 `/version.json`, §4 App version): set at build time
 * (astro.config.mjs `PORTAL_BUILD_VERSION`); `dev` outside a build (unit tests).
 */
export const BUILD_VERSION: string = import.meta.env?.PORTAL_BUILD_VERSION ?? 'dev';
