/**
 * Ban rules of spec §4 (Ban): a player is banned when `ban_level` is above 0; a banned player may
 * only reach routes flagged as allowed, the withdrawal route `deduce` only at ban level 45 (53 for
 * ban version 1); a player who is not banned is sent home from routes flagged as restricted.
 *
 * Not covered here: "Navigation stays blocked while a block flag is set" is navigation state of
 * the client, not a rule about a route.
 */

/** Ban level at which a banned player may still withdraw (spec §4 Ban, ban versions other than 1). */
export const DEDUCE_BAN_LEVEL = 45;
/** Ban level at which a banned player may still withdraw under ban version 1 (spec §4 Ban). */
export const DEDUCE_BAN_LEVEL_V1 = 53;

/**
 * Names of the withdrawal route: `office:deduce` in the route table
 * (`src/domain/routing/route-table.ts`) and the bare `deduce` the spec uses.
 */
const DEDUCE_ROUTE_NAMES: readonly string[] = ['office:deduce', 'deduce'];

/** What the ban rule needs to know of a route. */
export interface BanRoute {
  /** Route name, e.g. `office:deduce`. */
  name: string;
  /** A banned player may open this route. */
  allowedWhenBanned?: boolean;
  /** A player who is not banned is sent home from this route. */
  restrictedWhenNotBanned?: boolean;
}

/** Input of {@link canOpenRoute}. */
export interface CanOpenRouteInput {
  /** The player's `ban_level` (user config); 0 or below means not banned. */
  banLevel: number;
  /** The player's `ban_version` (user config); only version 1 changes the deduce level. */
  banVersion: number;
  /** The route being opened. */
  route: BanRoute;
}

/**
 * True when the player is banned: `ban_level` above 0 (spec §4 Ban).
 * Negative levels and NaN are not banned.
 * @param banLevel the user config's `ban_level`
 */
export function isBanned(banLevel: number): boolean {
  return banLevel > 0;
}

/**
 * The ban level at which the withdrawal route is open to a banned player: 53 for ban version 1,
 * 45 otherwise (spec §4 Ban).
 * @param banVersion the user config's `ban_version`
 */
export function deduceBanLevel(banVersion: number): number {
  return banVersion === 1 ? DEDUCE_BAN_LEVEL_V1 : DEDUCE_BAN_LEVEL;
}

/**
 * Whether the player may open `route`, or is sent home (spec §4 Ban).
 *
 * - Banned (`banLevel` > 0): the withdrawal route (`deduce`, see {@link DEDUCE_ROUTE_NAMES}) is
 *   allowed exactly at {@link deduceBanLevel}, whatever its flag; any other route only when
 *   flagged `allowedWhenBanned`.
 * - Not banned: routes flagged `restrictedWhenNotBanned` go home, all others are allowed.
 *
 * Auth requirements are not checked here; the routing decides those first.
 * @returns `'allow'` or `'home'`
 */
export function canOpenRoute({ banLevel, banVersion, route }: CanOpenRouteInput): 'allow' | 'home' {
  if (!isBanned(banLevel)) return route.restrictedWhenNotBanned === true ? 'home' : 'allow';
  if (DEDUCE_ROUTE_NAMES.includes(route.name)) return banLevel === deduceBanLevel(banVersion) ? 'allow' : 'home';
  return route.allowedWhenBanned === true ? 'allow' : 'home';
}
