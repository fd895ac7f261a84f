import type { Meta, StoryObj } from '@storybook/react-vite';
import en from '../../i18n/locales/en.json';
import { pickMessages } from '../../../.storybook/messages.ts';
import { createIslandT } from './i18n.tsx';
import { notices, type Notice } from '../../client/shell/notifications.ts';
import Notifications, { NOTIFICATIONS_KEYS } from './Notifications.tsx';

const t = createIslandT('en', en);

/** The maintenance notice DefaultLayout.astro passes while maintenance is due (spec §8). */
const maintenance: Notice = {
  id: 'maintenance',
  kind: 'warning',
  text: t('maintenance_notice', { start: '1 Jun 2026, 02:00 UTC', end: '1 Jun 2026, 04:00 UTC' }),
};

const meta = {
  title: 'Islands/Notifications',
  component: Notifications,
  // The notice store is shared by the whole page: start every story with no notice on screen.
  beforeEach: () => {
    notices.value = [];
  },
  args: { lng: 'en', locale: 'en', messages: pickMessages(NOTIFICATIONS_KEYS), initial: [maintenance] },
} satisfies Meta<typeof Notifications>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A warning stays until closed. */
export const MaintenanceWarning: Story = {};

/** Notices of the auto-closing kinds disappear after 10 s; the warning stays. */
export const Mixed: Story = {
  args: {
    initial: [
      maintenance,
      { id: 'saved', kind: 'default', text: en.main_save_success },
      { id: 'limit', kind: 'snackbar', text: en.responsible_gaming_confirm_limit_success },
      { id: 'error', kind: 'alert', text: en.main_query_error },
    ],
  },
};

/** No notice: the live region is there but empty. */
export const Empty: Story = {
  args: { initial: [] },
};
