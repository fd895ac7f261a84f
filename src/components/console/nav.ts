/**
 * The console's navigation: each item with the role-matrix action that shows it. Pages added by
 * later work (brand settings, audit, players, approvals) add their item here.
 */
import type { ConsoleAction } from '../../domain/staff/roles.ts';

/** A navigation item. */
export interface ConsoleNavItem {
  href: string;
  /** i18n key of the label. */
  label: string;
  action: ConsoleAction;
}

/** The items, in order. */
export const CONSOLE_NAV: readonly ConsoleNavItem[] = [
  { href: '/console', label: 'console_nav_home', action: 'console.enter' },
  { href: '/console/players', label: 'console_nav_players', action: 'players.view' },
  { href: '/console/approvals', label: 'console_nav_adjustments', action: 'adjustments.approve' },
  { href: '/console/adjustments/totals', label: 'console_nav_adjustment_totals', action: 'adjustments.totals' },
  { href: '/console/payment-requests', label: 'console_nav_payment_requests', action: 'payment_requests.answer' },
  { href: '/console/support', label: 'console_nav_support', action: 'support_requests.answer' },
  { href: '/console/ideas', label: 'console_nav_ideas', action: 'ideas.view' },
  { href: '/console/web-vitals', label: 'console_nav_vitals', action: 'settings.view' },
  { href: '/console/feed-imports', label: 'console_nav_feed_imports', action: 'feed.imports.view' },
  { href: '/console/appeals', label: 'console_nav_appeals', action: 'players.view' },
  { href: '/console/settings', label: 'console_nav_settings', action: 'settings.view' },
  { href: '/console/audit', label: 'console_nav_audit', action: 'audit.view' },
  { href: '/console/staff', label: 'console_nav_staff', action: 'staff.manage' },
  { href: '/console/media', label: 'console_nav_media', action: 'media.view' },
  { href: '/console/content', label: 'console_nav_content', action: 'content.view' },
  { href: '/console/verification', label: 'console_nav_verification', action: 'verification.view' },
  { href: '/console/casino', label: 'console_nav_casino', action: 'casino.view' },
  { href: '/console/casino-risk', label: 'console_nav_casino_risk', action: 'casino.risk' },
  { href: '/console/casino-providers', label: 'console_nav_casino_providers', action: 'casino.providers' },
  { href: '/console/bonuses', label: 'console_nav_bonuses', action: 'bonuses.view' },
];
