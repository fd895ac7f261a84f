/**
 * The console page registry (issue 12): page key (src/domain/console/routes.ts) → loader, title
 * and component. Adding a console page is a route row there plus an entry here (and a nav item in
 * src/components/console/nav.ts when it belongs in the navigation).
 */
import type { ConsolePageKey } from '../domain/console/routes.ts';
import { defineConsolePage, type AnyConsolePageEntry } from './console-page-types.ts';
import { loadEnrol, loadHome, loadLogin, loadStaff } from '../server/staff/pages.ts';
import LoginPage from '../components/console/LoginPage.astro';
import EnrolPage from '../components/console/EnrolPage.astro';
import HomePage from '../components/console/HomePage.astro';
import StaffPage from '../components/console/StaffPage.astro';
import ContentPage from '../components/console/ContentPage.astro';
import ContentEditorPage from '../components/console/ContentEditorPage.astro';
import { loadContent, loadContentEditor } from '../server/cms/console-pages.ts';

/** Every console page. */
export const CONSOLE_PAGES: { [K in ConsolePageKey]: AnyConsolePageEntry } = {
  'console-home': defineConsolePage({ load: loadHome, title: (_data, t) => t('console_home_title'), component: HomePage }),
  'console-login': defineConsolePage({ load: loadLogin, title: (_data, t) => t('console_login_title'), component: LoginPage }),
  'console-enrol': defineConsolePage({ load: loadEnrol, title: (_data, t) => t('console_enrol_title'), component: EnrolPage }),
  'console-staff': defineConsolePage({ load: loadStaff, title: (_data, t) => t('console_staff_title'), component: StaffPage }),
  'console-content': defineConsolePage({ load: loadContent, title: (_data, t) => t('cms_title'), component: ContentPage }),
  'console-content-editor': defineConsolePage({ load: loadContentEditor, title: (data, t) => `${data.document.title} · ${t('cms_title')}`, component: ContentEditorPage }),
};
