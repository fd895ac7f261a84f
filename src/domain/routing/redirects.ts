/**
 * Redirect rules of spec §2 (Auth, Casino, Bonuses and promotions) and the brand's own redirects,
 * resolved to a final target with loop detection (spec §5: "A redirect target is checked to avoid
 * a loop (a cycle is logged and ignored)"). Pure: paths here carry no language prefix.
 */
import type { SiteConfig } from '../../../schemas/site-config.ts';
import { BONUS_FAMILIES } from './route-table.ts';

/** A location inside the portal without language prefix: `/path` plus query. */
export interface Location {
  /** Path starting with `/`, no trailing slash except the root. */
  path: string;
  /** Query parameters. */
  query: URLSearchParams;
}

/** A redirect decision: where to, and 301 or 302. */
export interface RedirectTarget extends Location {
  /** HTTP status: 301 permanent, 302 temporary. */
  status: 301 | 302;
}

/** Settings a rule may read. */
export interface RedirectContext {
  /** The brand's site config (promoBonusToOffer, isThirdPartyFirstDepositRedirect). */
  siteConfig: Pick<SiteConfig, 'promoBonusToOffer' | 'isThirdPartyFirstDepositRedirect'>;
  /** Brand redirects from brand.json. */
  brandRedirects: readonly { from: string; to: string; status: 301 | 302 }[];
}

/** One rule: returns a target or null when it does not apply. */
export type RedirectRule = (location: Location, context: RedirectContext) => RedirectTarget | null;

const to = (path: string, status: 301 | 302 = 302, query = new URLSearchParams()): RedirectTarget => ({ path, query, status });

/** Exact-path rules of spec §2 that keep no query. */
const FIXED: Record<string, string> = {
  '/user/registration.php': '/registration',
  '/user/coupon': '/',
  '/tvgames/view/poker': '/poker',
  '/vulkan': '/slots/vulkan',
  '/fastgames-daily-tournament': '/promotions',
  '/promotions/daily_drops': '/promotions/dropsnwins',
  '/promotions/happy_birthday': '/promotions/wishing_you_a_happy_birthday',
  '/information': '/information/rules/1',
  '/office': '/office/account',
};

/** The built-in rules, in the order they are tried. */
const REDIRECT_RULES: readonly RedirectRule[] = [
  // spec §2: 301 from bonus with id slot_first_deposit, when the third-party setting is on
  ({ path }, { siteConfig }) =>
    siteConfig.isThirdPartyFirstDepositRedirect && /^\/bonus(?:-offer)?\/slot_first_deposit$/.test(path)
      ? to('/casino/slot-first-deposit', 301)
      : null,
  ({ path }) => (Object.hasOwn(FIXED, path) ? to(FIXED[path]!) : null),
  // spec §2: user/action.php goes to password reset when action=forgot, otherwise to activation
  ({ path, query }) => {
    if (path !== '/user/action.php') return null;
    const rest = new URLSearchParams(query);
    const action = rest.get('action');
    rest.delete('action');
    return to(action === 'forgot' ? '/user/passwordreset' : '/user/activate', 302, rest);
  },
  // spec §2 bonus/casino/promotions/{id}: the casino bonus section's address of promotion {id}, whose page is promotions/{id}
  ({ path }) => {
    const id = /^\/bonus\/casino\/promotions\/([a-z0-9][a-z0-9_-]{0,79})$/.exec(path)?.[1];
    return id ? to(`/promotions/${id}`) : null;
  },
  // spec §2: user/forgotpassword goes home with the forgot-password modal flag
  ({ path }) =>
    path === '/user/forgotpassword' ? to('/', 302, new URLSearchParams({ showForgotPasswordModal: '1' })) : null,
  // spec §2: promoBonusToOffer picks a bonus family; the other family redirects to its twin
  ({ path, query }, { siteConfig }) => {
    const [from, into] = siteConfig.promoBonusToOffer
      ? [BONUS_FAMILIES.plain, BONUS_FAMILIES.offer]
      : [BONUS_FAMILIES.offer, BONUS_FAMILIES.plain];
    const [, head = '', rest = ''] = /^\/([^/]+)(\/.*)?$/.exec(path) ?? [];
    const index = (from as readonly string[]).indexOf(head);
    if (index < 0 || (head === 'bonus' && rest.startsWith('/casino'))) return null;
    return to(`/${into[index]}${rest}`, 302, new URLSearchParams(query));
  },
  // brand redirects from brand.json
  ({ path, query }, { brandRedirects }) => {
    const hit = brandRedirects.find((redirect) => redirect.from === path);
    if (!hit) return null;
    const target = new URL(hit.to, 'http://portal.invalid');
    const merged = new URLSearchParams(query);
    target.searchParams.forEach((value, key) => merged.set(key, value));
    return to(target.pathname, hit.status, merged);
  },
];

/** Most hops followed before a chain is treated as a loop. */
const MAX_REDIRECT_HOPS = 10;

const keyOf = ({ path, query }: Location) => `${path}?${[...query].sort().join('&')}`;

/**
 * Follows the redirect rules from `start` to a location no rule moves. Returns null when nothing
 * applies, or when the chain loops (the loop is reported through `onLoop` and ignored, so the
 * visitor stays on the requested path). The status is 301 only when every hop is permanent.
 * `trail`, when given, receives every location of the chain from `start` on (`path?query`).
 */
export function resolveRedirects(
  start: Location,
  context: RedirectContext,
  onLoop: (chain: string[]) => void = (chain) => console.warn(`redirect loop ignored: ${chain.join(' -> ')}`),
  rules: readonly RedirectRule[] = REDIRECT_RULES,
  trail?: string[],
): RedirectTarget | null {
  const seen = [keyOf(start)];
  trail?.push(...seen);
  let current = null as RedirectTarget | null;
  let location: Location = start;
  for (let hop = 0; hop <= MAX_REDIRECT_HOPS; hop++) {
    let next: RedirectTarget | null = null;
    for (const rule of rules) {
      next = rule(location, context);
      if (next) break;
    }
    if (!next) return current;
    const key = keyOf(next);
    if (seen.includes(key) || hop === MAX_REDIRECT_HOPS) {
      onLoop([...seen, key]);
      return null;
    }
    seen.push(key);
    trail?.push(key);
    current = { ...next, status: current?.status === 302 ? 302 : next.status };
    location = next;
  }
  return current;
}
