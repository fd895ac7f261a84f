/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** The request's brand, resolved from the Host header by the middleware. */
    brand: import('./server/brands.ts').LoadedBrand;
    /** Language of the response: the URL prefix for pages, `?lang` or the brand default for APIs. */
    lng: import('../schemas/language.ts').LanguageCode;
    /** The logged-in player's id; unset for guests. */
    playerId?: number;
    /** The session id (sha256 of the token) of a logged-in player. */
    sessionId?: string;
    /** The logged-in player: the fields pages need, never a secret. */
    player?: import('./domain/player/session-player.ts').SessionPlayer;
    /** The logged-in player's global user settings (spec §3), read for page requests only. */
    userSettings?: import('./domain/office/settings.ts').UserSettings;
    /** The CSRF token of the response (the `csrf_token` cookie as set for this session). */
    csrfToken?: string;
    /** The logged-in staff member on a staff host (src/server/staff/sessions.ts); unset elsewhere. */
    staff?: import('./server/staff/sessions.ts').StaffPrincipal;
    /** The console's language on a staff host. */
    consoleLng?: import('./i18n/console.ts').ConsoleLanguage;
    /** The routing decision for a page request (unset for API requests). */
    decision?: import('./domain/routing/resolve.ts').Decision;
    /**
     * The cookie session the direct page path (src/server/direct/page-hit.ts) already resolved for
     * this request when it left the request to the pipeline: the session step takes it instead of
     * reading the session again. Set by the server only, never from the request.
     */
    resolvedAuth?: import('./server/auth/request-auth.ts').AuthState;
    /** The area stylesheets already written into this page (src/components/AreaStyles.astro). */
    writtenStyleAreas?: Set<import('./styles/areas.ts').StyleArea>;
  }
}

interface ImportMetaEnv {
  /** The build's version (astro.config.mjs), answered by `/version.json`. */
  readonly PORTAL_BUILD_VERSION?: string;
}
