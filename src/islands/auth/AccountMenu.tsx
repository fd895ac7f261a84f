/**
 * The logged-in player's account menu of the header (spec §2 office menu): a react-aria menu
 * button showing the balance, whose menu links to the office pages (bet history among them).
 * Loaded by the auth panel when a player's header renders (a chunk of its own).
 */
import type { ReactNode } from 'react';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useT } from '../shell/i18n.tsx';
import type { AccountMenuLink } from './types.ts';

/** The account menu; `balance` is what its button shows. */
export default function AccountMenu({ links, balance }: { links: AccountMenuLink[]; balance: ReactNode }) {
  const t = useT();
  return (
    <MenuTrigger>
      <Button className="button button-secondary auth-account-button" aria-label={t('auth_account_menu')}>
        {balance}
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="auth-account-popover" placement="bottom end">
        <Menu className="auth-account-menu" aria-label={t('auth_account_menu')} data-testid="account-menu">
          {links.map((link) => (
            <MenuItem key={link.id} id={link.id} href={link.href} className="auth-account-item">
              {link.label}
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
