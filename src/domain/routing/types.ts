/**
 * Types of the route table (spec §2 Screens and routes, Page-level rules). A route is data:
 * its pattern, SEO stream, section, availability key, auth requirement, parameter rules, layout
 * and, once built, the key of the page registry entry that renders it.
 */
import type { Feature } from '../../../schemas/brand.ts';

/** SEO streams of spec §2 "Each route maps to an SEO stream". */
export const SEO_STREAMS = [
  'homepage', 'line', 'live', 'mobile', 'desktop', 'fishinghunting', 'user', 'promo', 'bonus',
  'promotions', 'information', 'allgamesentrance', 'bingo', 'virtualsports', 'othergames',
  'tvgames', 'toto', 'lotto', 'ourpartners', 'casino', 'poker',
] as const;
/** An SEO stream. */
type SeoStream = (typeof SEO_STREAMS)[number];

/** Layouts of spec §2. */
export type LayoutName = 'default' | 'empty' | 'blocked' | 'maintenance';

/** Who may open a route: anyone, players only (login form for guests), guests only. */
type AuthRequirement = 'any' | 'user' | 'guest';

/**
 * Extra checks of spec §2/§5 that need settings or the visitor ("page validate hooks give 404
 * on failure"):
 * - `registration`: registration allowed and not a VIP domain;
 * - `payment`: with the auth-only setting on, the visitor must be logged in;
 * - `identification`: only when identification display is enabled.
 */
type RouteGuard = 'registration' | 'payment' | 'identification';

/**
 * One entry of the route table. `P` is the page key type: the route table infers the keys its
 * rows name, and the page registry (`src/registry/pages.ts`) must have exactly one entry for each.
 */
export interface RouteDef<P extends string = string> {
  /** Route name, unique, e.g. `printCoupon`. */
  name: string;
  /**
   * Path without the language prefix in URLPattern syntax, e.g. `/print-coupon/:couponId`.
   * Alternatives in a parameter use a regexp group: `/:kind(slots|casino)`.
   */
  pattern: string;
  /** SEO stream. */
  stream: SeoStream;
  /** Brand feature that must be on; absent means always available. */
  feature?: Feature;
  /** Auth requirement. */
  auth: AuthRequirement;
  /** Available-route key that must be in `siteConfig.availableRoutes` (spec §2). */
  availableRoute?: number;
  /** Parameter rules: each named parameter must pass its rule (a regexp, or a lookup such as a catalogue slug), else 404. */
  params?: Record<string, { test(value: string): boolean }>;
  /** Validate hook of spec §2/§5. */
  guard?: RouteGuard;
  /** Only outside production (spec §2: debugger). */
  nonProductionOnly?: boolean;
  /** A banned player may open it (spec §4 Ban); other routes send banned players home. */
  allowedWhenBanned?: boolean;
  /** A player who is not banned is sent home from it (spec §4 Ban). */
  restrictedWhenNotBanned?: boolean;
  /** Layout the page renders in (spec §2 layouts); the page registry has no layout of its own. */
  layout: LayoutName;
  /**
   * Key of the page registry entry that loads and renders the route; until a route has one it
   * answers 404 (no placeholder pages).
   */
  page?: P;
  /** What the route waits for, for routes without a page. */
  builtBy?: string;
}
