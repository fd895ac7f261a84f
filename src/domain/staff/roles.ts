/**
 * Staff roles and the console's role matrix: which role may do which console action.
 * Roles are granted per brand (`brandId`), or for every brand with the brand `*`. The server
 * checks every console endpoint and page against this one table (src/server/staff/guard.ts); the
 * console UI only uses it to decide what to show.
 */

/** Staff roles. */
export const STAFF_ROLES = ['admin', 'brand_manager', 'content_editor', 'support', 'risk'] as const;
/** A staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The brand of a grant that covers every brand. */
export const ALL_BRANDS = '*';

/** A role granted to a staff member for one brand (or {@link ALL_BRANDS}). */
export interface RoleGrant {
  brandId: string;
  role: StaffRole;
}

/**
 * The role matrix: each console action → the roles allowed to do it (for the brand concerned).
 * - `console.enter`: open the console at all (any role).
 * - `settings.view` / `settings.edit`: brand settings and feature flags per brand and domain.
 * - `audit.view` / `audit.revert`: the audit log; revert a settings change (a new, audited change).
 * - `players.view`: find a player, see accounts, ledger, coupons, payments, sessions.
 * - `players.sessions.end`: end a player's sessions.
 * - `players.ban`: set a player's ban level.
 * - `players.adjust`: request a balance adjustment through the ledger.
 * - `adjustments.approve`: approve or reject another staff member's adjustment above the threshold.
 * - `adjustments.totals`: the UTC day's adjustment totals per staff member and currency (four eyes
 *   on the sum, ARCHITECTURE.md "Money").
 * - `staff.manage`: create staff and grant or revoke their roles.
 * - `media.view` / `media.upload`: the brand's media library: list, upload images.
 * - `content.view` / `content.edit` / `content.publish`: CMS pages of a brand: read them
 *   and their versions; create, save, restore and get preview links; publish, unpublish, schedule
 *   and archive.
 * - `verification.view`: the queue of players' verification documents and the documents themselves.
 * - `verification.review`: approve or reject a document, or ask the player for another one.
 * - `payment_requests.answer`: list the players' payment requests of a brand and answer them.
 * - `support_requests.answer`: list the support button's e-mail and call-back requests of a brand,
 *   open one and answer it (audited; e-mailed to the visitor, the player told at once).
 * - `ideas.view`: read the ideas the players of a brand sent from the office.
 * - `players.manager`: give a player a personal manager (a staff member with a role on the
 *   player's brand) and the manager's direct line, or take it away (audited).
 * - `casino.view` / `casino.edit`: the brand's casino catalogue: list its games; switch a game on
 *   or off and set its lobby position (audited).
 * - `bonuses.view` / `bonuses.edit`: the brand's bonus templates and promo codes: list them;
 *   create and change them, within the brand's bonus policy (audited).
 * - `players.bonus`: cancel a player's bonus with a reason (its bonus money is forfeited; audited).
 * - `feed.imports.view`: the sports feed's import runs (every server start): files, rows, games
 *   and the refused rows summarised per file (the feed is the same for every brand).
 * - `casino.risk`: the casino rounds the wallet flagged (a win refused above the game's maximum
 *   multiplier or the provider's cap) of the brand's players.
 * - `casino.providers`: the casino providers' wallet protocol (ours or Hub88's) and public keys;
 *   changing them needs the grant on every brand (a provider serves them all; audited).
 */
const ROLE_MATRIX = {
  'console.enter': ['admin', 'brand_manager', 'content_editor', 'support', 'risk'],
  'settings.view': ['admin', 'brand_manager'],
  'settings.edit': ['admin', 'brand_manager'],
  'audit.view': ['admin', 'brand_manager', 'risk'],
  'audit.revert': ['admin', 'brand_manager'],
  'players.view': ['admin', 'support', 'risk'],
  'players.sessions.end': ['admin', 'support', 'risk'],
  'players.ban': ['admin', 'risk'],
  'players.adjust': ['admin', 'support', 'risk'],
  'players.manager': ['admin', 'support'],
  'adjustments.approve': ['admin', 'risk'],
  'adjustments.totals': ['admin', 'risk'],
  'staff.manage': ['admin'],
  'media.view': ['admin', 'content_editor'],
  'media.upload': ['admin', 'content_editor'],
  'content.view': ['admin', 'content_editor'],
  'content.edit': ['admin', 'content_editor'],
  'content.publish': ['admin', 'content_editor'],
  'verification.view': ['admin', 'risk'],
  'verification.review': ['admin', 'risk'],
  'payment_requests.answer': ['admin', 'support'],
  'support_requests.answer': ['admin', 'support'],
  'ideas.view': ['admin', 'brand_manager', 'support'],
  'casino.view': ['admin', 'brand_manager'],
  'casino.edit': ['admin', 'brand_manager'],
  'bonuses.view': ['admin', 'brand_manager'],
  'bonuses.edit': ['admin', 'brand_manager'],
  'players.bonus': ['admin', 'support'],
  'feed.imports.view': ['admin', 'risk'],
  'casino.risk': ['admin', 'risk'],
  'casino.providers': ['admin'],
} as const satisfies Record<string, readonly StaffRole[]>;

/** A console action of the matrix. */
export type ConsoleAction = keyof typeof ROLE_MATRIX;
/** Every console action, in matrix order. */
export const CONSOLE_ACTIONS = Object.keys(ROLE_MATRIX) as ConsoleAction[];

/** True when `role` may do `action` (for a brand it is granted on). */
export function roleAllows(role: StaffRole, action: ConsoleAction): boolean {
  return (ROLE_MATRIX[action] as readonly StaffRole[]).includes(role);
}

/**
 * True when the grants allow `action` on `brandId`: some grant for that brand (or for every brand)
 * has a role the matrix allows. `brandId` null asks "on any brand" (pages that list the brands the
 * staff member may see).
 */
export function can(grants: readonly RoleGrant[], action: ConsoleAction, brandId: string | null): boolean {
  return grants.some((grant) => roleAllows(grant.role, action) && (brandId === null || grant.brandId === ALL_BRANDS || grant.brandId === brandId));
}

/** The brands (ids, or {@link ALL_BRANDS}) on which the grants allow `action`. */
export function brandsAllowing(grants: readonly RoleGrant[], action: ConsoleAction): string[] {
  return [...new Set(grants.filter((grant) => roleAllows(grant.role, action)).map((grant) => grant.brandId))];
}

/**
 * True when a staff member with `grants` may grant `role` on `brandId`: an admin of that brand
 * (or of every brand); only an admin of every brand grants roles on every brand.
 */
export function canGrant(grants: readonly RoleGrant[], brandId: string): boolean {
  return brandId === ALL_BRANDS
    ? grants.some((grant) => grant.role === 'admin' && grant.brandId === ALL_BRANDS)
    : can(grants, 'staff.manage', brandId);
}
