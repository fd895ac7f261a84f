/**
 * The staff console's route table: each row is a path pattern (`:name` segments are
 * parameters), the page key of the console page registry (src/registry/console-pages.ts), and the
 * role-matrix action the page needs (null: open without a session — login and enrolment). A
 * pattern's `:brandId` names the brand the action is checked on; other pages are checked on "some
 * brand" and their data is limited to the staff member's brands by the loader (a `:playerId`
 * page checks the player's brand in its loader, which answers `forbidden`, audited).
 */
import type { ConsoleAction } from '../staff/roles.ts';

/** A console route row. */
export interface ConsoleRoute {
  pattern: string;
  page: string;
  action: ConsoleAction | null;
}

/** The console routes. */
export const CONSOLE_ROUTES = [
  { pattern: '/console', page: 'console-home', action: 'console.enter' },
  { pattern: '/console/login', page: 'console-login', action: null },
  { pattern: '/console/enrol', page: 'console-enrol', action: null },
  { pattern: '/console/staff', page: 'console-staff', action: 'staff.manage' },
  { pattern: '/console/players', page: 'console-players', action: 'players.view' },
  { pattern: '/console/players/:playerId', page: 'console-player', action: 'players.view' },
  { pattern: '/console/approvals', page: 'console-approvals', action: 'adjustments.approve' },
  { pattern: '/console/adjustments/totals', page: 'console-adjustment-totals', action: 'adjustments.totals' },
  { pattern: '/console/payment-requests', page: 'console-payment-requests', action: 'payment_requests.answer' },
  { pattern: '/console/support', page: 'console-support-brands', action: 'support_requests.answer' },
  { pattern: '/console/support/:brandId', page: 'console-support', action: 'support_requests.answer' },
  { pattern: '/console/support/:brandId/:requestId', page: 'console-support-request', action: 'support_requests.answer' },
  { pattern: '/console/ideas', page: 'console-ideas', action: 'ideas.view' },
  { pattern: '/console/appeals', page: 'console-appeals', action: 'players.view' },
  { pattern: '/console/settings', page: 'console-settings-brands', action: 'settings.view' },
  { pattern: '/console/brands/:brandId/settings', page: 'console-brand-settings', action: 'settings.view' },
  { pattern: '/console/audit', page: 'console-audit', action: 'audit.view' },
  { pattern: '/console/web-vitals', page: 'console-web-vitals', action: 'settings.view' },
  { pattern: '/console/feed-imports', page: 'console-feed-imports', action: 'feed.imports.view' },
  { pattern: '/console/media', page: 'console-media-home', action: 'media.view' },
  { pattern: '/console/media/:brandId', page: 'console-media', action: 'media.view' },
  { pattern: '/console/content', page: 'console-content', action: 'content.view' },
  { pattern: '/console/content/:brandId/:documentId', page: 'console-content-editor', action: 'content.view' },
  { pattern: '/console/verification', page: 'console-verification', action: 'verification.view' },
  { pattern: '/console/casino', page: 'console-casino-brands', action: 'casino.view' },
  { pattern: '/console/casino/:brandId', page: 'console-casino', action: 'casino.view' },
  { pattern: '/console/casino-risk', page: 'console-casino-risk', action: 'casino.risk' },
  { pattern: '/console/casino-providers', page: 'console-casino-providers', action: 'casino.providers' },
  { pattern: '/console/bonuses', page: 'console-bonuses-brands', action: 'bonuses.view' },
  { pattern: '/console/bonuses/:brandId', page: 'console-bonuses', action: 'bonuses.view' },
] as const satisfies readonly ConsoleRoute[];

/** A console page key. */
export type ConsolePageKey = (typeof CONSOLE_ROUTES)[number]['page'];

/** A matched route and its parameters. */
export interface ConsoleMatch {
  route: (typeof CONSOLE_ROUTES)[number];
  params: Readonly<Record<string, string>>;
}

/** Parameter values: lowercase ids and numbers only (no dots, slashes or escapes). */
const PARAM = /^[a-z0-9][a-z0-9_-]{0,63}$/;

/** The route of a path (a trailing slash is ignored), or null. */
export function matchConsoleRoute(pathname: string): ConsoleMatch | null {
  const segments = pathname.replace(/\/+$/, '').split('/');
  for (const route of CONSOLE_ROUTES) {
    const parts = route.pattern.split('/');
    if (parts.length !== segments.length) continue;
    const params: Record<string, string> = {};
    let ok = true;
    for (let i = 0; i < parts.length && ok; i++) {
      const part = parts[i]!;
      const segment = segments[i]!;
      if (part.startsWith(':')) {
        ok = PARAM.test(segment);
        params[part.slice(1)] = segment;
      } else {
        ok = part === segment;
      }
    }
    if (ok) return { route, params };
  }
  return null;
}

/** Where to go after login: a console path of this origin, else the overview. */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/console(?:[/?#]|$)/.test(next) && !next.includes('\\') ? next : '/console';
}
