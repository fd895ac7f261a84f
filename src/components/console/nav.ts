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
  { href: '/console/staff', label: 'console_nav_staff', action: 'staff.manage' },
  { href: '/console/content', label: 'console_nav_content', action: 'content.view' },
];
