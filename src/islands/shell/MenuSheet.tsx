/**
 * The phone menu sheet (spec §2 default layout, header): the header's menu button opens a modal
 * sheet (react-aria DialogTrigger, ModalOverlay, Modal, Dialog) sliding in from the inline start,
 * listing every product of the brand. The list itself is server-rendered by the header and passed
 * as children (static HTML with the products' SVG icons), so the island brings only the dialog's
 * behaviour. A link pressed in the sheet navigates; an element with `data-auth="logout"` asks the
 * header's auth panel for its logout confirmation ({@link OPEN_LOGOUT_EVENT}) and closes the sheet.
 * Escape, the close button and a press outside close it; focus returns to the menu button.
 */
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Button, Dialog, DialogTrigger, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { IslandI18n, useT, type IslandI18nProps } from './i18n.tsx';
import { OPEN_LOGOUT_EVENT } from '../../client/auth/navigation.ts';

/** Dictionary keys the sheet uses. */
export const MENU_SHEET_KEYS = ['header_menu', 'header_menu_close', 'header_products'] as const;

/** Props of the menu sheet island. */
export interface MenuSheetProps extends IslandI18nProps {
  /** The server-rendered product list. */
  children?: ReactNode;
}

function Sheet({ children }: { children?: ReactNode }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target.closest('[data-auth="logout"]')) {
      setOpen(false);
      window.dispatchEvent(new Event(OPEN_LOGOUT_EVENT));
    }
  };
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      <Button className="menu-sheet-button" aria-label={t('header_menu')}>
        <span className="menu-sheet-bars" aria-hidden="true" />
      </Button>
      <ModalOverlay className="menu-sheet-overlay" isDismissable>
        <Modal className="menu-sheet">
          <Dialog className="menu-sheet-dialog" aria-labelledby="menu-sheet-title">
            <div className="menu-sheet-head">
              <Heading slot="title" id="menu-sheet-title" className="menu-sheet-title">{t('header_products')}</Heading>
              <Button className="menu-sheet-close" slot="close" aria-label={t('header_menu_close')}>×</Button>
            </div>
            {/* Delegated clicks on the server-rendered list (its logout button). */}
            {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
            <div className="menu-sheet-body" onClick={onClick}>{children}</div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** The menu sheet island. */
export default function MenuSheet({ lng, locale, messages, children }: MenuSheetProps) {
  return (
    <IslandI18n lng={lng} locale={locale} messages={messages}>
      <Sheet>{children}</Sheet>
    </IslandI18n>
  );
}
